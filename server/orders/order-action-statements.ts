/**
 * An order action's command and answers: the read (the order with the Idempotency-Key's stored answer, if
 * any) and the replay of a stored answer. The write itself is `order-transition.ts`, the only one.
 */
import { sql } from 'drizzle-orm';
import type { OrderActionResult } from '../../contract/orders/order-processing';
import type { OrderAction } from '../../machines/orders/order-lifecycle.machine';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { notFound } from '../platform/http/http-errors';
import { keyReused, type Idempotent } from '../platform/idempotency';
import { HEAD_COLUMNS_OF_O, eventOf, headOf, type EventRow, type HeadRow } from './order-rows';

/** Who acts; the timeline keeps the name as it was, the audit trail the address too. */
export interface Actor {
  /** The portal user; null when an API key acts (the storefront cancelling for its customer, server/store). */
  id: number | null;
  name: string;
  /** The client's address; null for a bulk job's item (the job's start row has it). */
  address?: string | null;
}

export interface OrderActionCommand {
  orderId: number;
  action: OrderAction;
  /** The version the caller saw; absent skips the check (the seed's PUTs send none). */
  version?: number;
  reason?: string | null;
  actor: Actor;
  /** Idempotency-Key, or null. */
  key: string | null;
  /** What the key is bound to, `requestScope` of path and body (another body under it is a 422); '' without a key. */
  scope: string;
  /** The bulk job this action is an item of, noted in its audit row. */
  bulkJobId?: string;
}

export interface OrderActionOutcome extends Idempotent<OrderActionResult> {
  /** The label PDF a first generate-label wrote (replays read the stored one). */
  label: Uint8Array | null;
  /** The statement that applied it told the other processes (LiveBus.notifySql): only this process's streams are left. */
  told?: boolean;
}

export type Stored = { head: HeadRow; event: EventRow };
export const resultOf = (row: Stored): OrderActionResult => ({ order: headOf(row.head), event: eventOf(row.event) });

/** The order and, when the key was used before, its scope and stored answer. */
export async function readOrder(db: Db, command: OrderActionCommand) {
  const [row] = await queryRows<HeadRow & { key_scope: string | null; key_response: Stored | null }>(
    db,
    sql`
    select ${HEAD_COLUMNS_OF_O}, k.scope as key_scope, k.response as key_response from orders o
    left join idempotency_keys k on k.user_id = ${command.actor.id} and k.key = ${command.key}::text
    where o.id = ${command.orderId}`,
  );
  if (!row) throw notFound();
  return {
    head: headOf(row),
    replay: row.key_scope === null ? null : { scope: row.key_scope, response: row.key_response },
  };
}

/** The answer stored with our key: a replay (same path and body) or a 422 (the key was used for another request). */
export function replayOf(
  replay: { scope: string; response: Stored | null },
  command: OrderActionCommand,
): OrderActionOutcome {
  if (replay.scope !== command.scope || !replay.response) throw keyReused();
  return { result: resultOf(replay.response), replayed: true, label: null };
}
