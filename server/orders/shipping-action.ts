/**
 * A shipping step (assign courier, schedule pickup, generate label) asks the delivery partner for something
 * that must happen once: a booked pickup, an AWB number. So it holds the order's row lock while it asks:
 * a burst of the same step queues on the lock, the first applies, and the rest find the step done (409 with
 * the lifecycle's reason) or, with the same Idempotency-Key, replay the first answer.
 */
import { sql } from 'drizzle-orm';
import { lifecycleInputOf } from '../../contract/orders/order-processing';
import { MESSAGES } from '../../contract/platform/messages';
import { applyAction, unavailableReason } from '../../machines/orders/order-lifecycle';
import type { Db } from '../db/client';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { withTransaction } from '../db/transaction';
import { conflict, notFound } from '../platform/http/http-errors';
import {
  readOrder,
  replayOf,
  resultOf,
  type OrderActionCommand,
  type OrderActionOutcome,
} from './order-action-statements';
import { writeOrderTransition } from './order-transition';
import { shippingChanges } from './shipping-effects';

async function performLocked(tx: Db, command: OrderActionCommand): Promise<OrderActionOutcome> {
  // The lock first, in its own statement, so the read after it sees what the request we waited for committed (its key too).
  const locked = (await tx.execute(sql`select 1 from orders where id = ${command.orderId} for update`)) as unknown as {
    rows: unknown[];
  };
  if (locked.rows.length === 0) throw notFound();
  const { head, replay } = await readOrder(tx, command);
  if (replay) return replayOf(replay, command);
  if (command.version !== undefined && command.version !== head.version) throw conflict(MESSAGES.staleVersion);
  const input = lifecycleInputOf(head);
  const next = applyAction(input, command.action);
  if (!next) throw conflict(unavailableReason(input, command.action) ?? MESSAGES.staleVersion);
  const changes = await shippingChanges(tx, head, command.action);
  const row = await writeOrderTransition(tx, command, head, next.status, changes);
  // Under the lock the version cannot have moved; if it did, nothing was written.
  if (!row) throw conflict(MESSAGES.staleVersion);
  return { result: resultOf(row), replayed: false, label: changes.label ?? null };
}

/** Runs a shipping step once per order stage, and once per Idempotency-Key. */
export async function performShippingAction(db: Db, command: OrderActionCommand): Promise<OrderActionOutcome> {
  try {
    return await withTransaction(db, (tx) => performLocked(tx, command));
  } catch (error) {
    // The same key taken in the same instant for another order: answer with what it stored (or 422).
    if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION || command.key === null) throw error;
    const { replay } = await readOrder(db, command);
    if (!replay) throw error;
    return replayOf(replay, command);
  }
}
