/**
 * The one place the portal's numbers come from (air waybills, refund references, invoices, SKU suggestions…):
 * each type's prefix and next number in `prefix_settings`. Taking a number is one atomic `update … returning`,
 * so two transactions never get the same one; the row stays locked until the taker commits, and a rollback
 * gives the number back. A prefix change applies to numbers taken after it: stored numbers keep theirs.
 */
import { sql } from 'drizzle-orm';
import type { PrefixType } from '../../contract/settings/prefix-settings';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';

/** A number taken: its prefix and number as written then, and the two joined (e.g. `AWB100001`). */
export interface TakenNumber {
  prefix: string;
  number: number;
  text: string;
}

/** Takes the next number of `type` inside the caller's transaction (call it in the transaction that stores it). */
export async function takeNumber(tx: Db, type: PrefixType): Promise<string> {
  return (await takeNumbers(tx, type, 1))[0].text;
}

/** Takes `count` consecutive numbers of `type` at once (bulk work such as the demo seed), in one statement. */
export async function takeNumbers(tx: Db, type: PrefixType, count: number): Promise<TakenNumber[]> {
  if (count <= 0) return [];
  const [row] = await queryRows<{ prefix: string; first: string }>(
    tx,
    sql`
    update prefix_settings set next_number = next_number + ${count}::bigint
    where type = ${type}
    returning prefix, (next_number - ${count}::bigint)::text as first`,
  );
  if (!row) throw new Error(`No prefix setting for ${type}`);
  const first = Number(row.first);
  return Array.from({ length: count }, (_, i) => ({
    prefix: row.prefix,
    number: first + i,
    text: `${row.prefix}${first + i}`,
  }));
}

/** The SKU prefix, for forms that suggest a SKU without taking a number yet (the product editor). */
export async function skuPrefix(db: Db): Promise<string> {
  const [row] = await queryRows<{ prefix: string }>(db, sql`select prefix from prefix_settings where type = 'sku'`);
  return row?.prefix ?? 'SKU';
}

/** The prefix `type`'s numbers get now, or `fallback` when there is no setting (order numbers follow the order id). */
export async function currentPrefix(tx: Db, type: PrefixType, fallback: string): Promise<string> {
  const [row] = await queryRows<{ prefix: string }>(tx, sql`select prefix from prefix_settings where type = ${type}`);
  return row?.prefix ?? fallback;
}
