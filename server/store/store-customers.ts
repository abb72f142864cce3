/**
 * The storefront's customers: found by e-mail (unique, any case) or, with a phone alone, by phone; made on a first
 * order with an e-mail, named and addressed from the order. Two first orders of one new e-mail at once make one customer.
 */
import { sql } from 'drizzle-orm';
import type { StoreAddress, StoreCustomer } from '../../contract/store/store-orders';
import { STORE_ORDER_MESSAGES } from '../../contract/store/store-orders';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { badRequest } from '../platform/http/http-errors';
import { customerCreated } from '../customers/customer-events';

/** The customer with this e-mail, else (no e-mail given) the earliest with this phone; undefined when none. */
export async function findCustomer(db: Db, who: { email?: string; phone?: string }): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    who.email
      ? sql`select id from customers where lower(email) = lower(${who.email})`
      : sql`select id from customers where phone = ${who.phone ?? ''} order by id limit 1`,
  );
  return row?.id;
}

/** The customer's id, made now when new (an e-mail is needed for that). */
export async function customerFor(tx: Db, who: StoreCustomer, shipTo: StoreAddress): Promise<number> {
  const found = await findCustomer(tx, who);
  if (found !== undefined) return found;
  if (!who.email) throw badRequest(STORE_ORDER_MESSAGES.customerNeeded, 'customer.email');
  const [made] = await queryRows<{ id: number }>(
    tx,
    sql`
    insert into customers (name, email, phone, address_line1, area, pincode, city, state)
    values (${who.name}, ${who.email}, ${who.phone ?? shipTo.phone}, ${shipTo.line1}, ${shipTo.line2 ?? null},
      ${shipTo.pincode}, ${shipTo.city}, ${shipTo.state})
    on conflict do nothing returning id`,
  );
  // Made here (not by a first order of the same e-mail a moment earlier): its event is this transaction's to record.
  if (made) await customerCreated(tx, made.id);
  return made?.id ?? (await findCustomer(tx, who))!;
}
