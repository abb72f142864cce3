/**
 * One order action as a compare-and-set: read the order (with the Idempotency-Key's stored answer, if
 * any), let the lifecycle machine decide, then the one transition writer (`order-transition.ts`) updates
 * the order only if its version is still the one read. Counts follow by trigger. Two round trips instead
 * of a held lock over five. Shipping steps (which ask the delivery partner) hold the order's row lock
 * instead: `shipping-action.ts`.
 */
import { sql } from 'drizzle-orm';
import { lifecycleInputOf } from '../../contract/orders/order-processing';
import { MESSAGES } from '../../contract/platform/messages';
import { applyAction, unavailableReason } from '../../machines/orders/order-lifecycle';
import type { Db } from '../db/client';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { queryRows } from '../db/transaction';
import { conflict } from '../platform/http/http-errors';
import {
  readOrder,
  replayOf,
  resultOf,
  type OrderActionCommand,
  type OrderActionOutcome,
} from './order-action-statements';
import { writeOrderTransition } from './order-transition';
import { performShippingAction } from './shipping-action';
import { isShippingAction, shippingChanges } from './shipping-effects';

export {
  resultOf,
  type Actor,
  type OrderActionCommand,
  type OrderActionOutcome,
  type Stored,
} from './order-action-statements';

/** Without a version from the caller, a lost race is retried on the fresh order this many times. */
const ATTEMPTS = 3;

/** Runs the action once per Idempotency-Key: a replay answers the first result and applies nothing. */
export async function performOrderAction(db: Db, command: OrderActionCommand): Promise<OrderActionOutcome> {
  if (isShippingAction(command.action)) return performShippingAction(db, command);
  for (let attempt = 1; ; attempt++) {
    const { head, replay } = await readOrder(db, command);
    if (replay) return replayOf(replay, command);
    if (command.version !== undefined && command.version !== head.version) throw conflict(MESSAGES.staleVersion);
    const input = lifecycleInputOf(head);
    const next = applyAction(input, command.action);
    if (!next) throw conflict(unavailableReason(input, command.action) ?? MESSAGES.staleVersion);
    const changes = await shippingChanges(db, head, command.action);
    const row = await writeOrderTransition(db, command, head, next.status, changes).catch(async (error: unknown) => {
      // Another request took this key first (for another order, or in the same instant): answer with what it stored.
      if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION || command.key === null) throw error;
      const { replay: taken } = await readOrder(db, command);
      if (!taken) throw error;
      return replayOf(taken, command);
    });
    if (row && 'replayed' in row) return row;
    if (row) return { result: resultOf(row), replayed: false, label: changes.label ?? null };
    // Lost the race: our own key's answer is a replay; with the caller's version it is stale; else try the fresh order.
    if (command.version !== undefined || attempt >= ATTEMPTS) {
      const { replay: again } = await readOrder(db, command);
      if (again) return replayOf(again, command);
      throw conflict(MESSAGES.staleVersion);
    }
  }
}

/** The stored label PDF and its order's number, or null when no label was generated. */
export async function storedLabel(db: Db, orderId: number): Promise<{ pdf: Uint8Array; orderNo: string } | null> {
  const [row] = await queryRows<{ pdf: Uint8Array; order_no: string }>(
    db,
    sql`select d.pdf, o.order_no from order_documents d join orders o on o.id = d.order_id where d.order_id = ${orderId}`,
  );
  return row ? { pdf: new Uint8Array(row.pdf), orderNo: row.order_no } : null;
}
