/**
 * A storefront shopper's account (scope `customers`): sign-up or a change of details by e-mail, in one transaction
 * under the customer's row lock and audited with the key as the actor; and the account as the shopper sees it (details,
 * wallet balance, latest orders).
 */
import { sql } from 'drizzle-orm';
import { STORE_ACCOUNT_ORDERS, type StoreAccount, type StoreCustomerSave } from '../../contract/store/store-customers';
import type { Db } from '../db/client';
import { queryRows, withTransaction } from '../db/transaction';
import { recordAudit } from '../platform/audit/record';
import { notFound } from '../platform/http/http-errors';
import { findCustomer } from './store-customers';
import { customerCreated } from '../customers/customer-events';

interface CustomerRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  address_line1: string | null;
  area: string | null;
  city: string;
  state: string;
  pincode: string;
}

/** The details a save may change, as they are stored. */
const storedOf = (input: StoreCustomerSave) => ({
  name: input.name,
  email: input.email,
  phone: input.phone,
  address_line1: input.address.line1,
  area: input.address.area ?? null,
  city: input.address.city,
  state: input.address.state,
  pincode: input.address.pincode,
});

/** Makes the customer with this e-mail, or changes their details; `created` says which. */
export async function saveStoreCustomer(db: Db, input: StoreCustomerSave): Promise<{ id: number; created: boolean }> {
  const wanted = storedOf(input);
  return withTransaction(db, async (tx) => {
    const [inserted] = await queryRows<{ id: number }>(
      tx,
      sql`insert into customers (name, email, phone, address_line1, area, pincode, city, state)
      values (${wanted.name}, ${wanted.email}, ${wanted.phone}, ${wanted.address_line1}, ${wanted.area},
        ${wanted.pincode}, ${wanted.city}, ${wanted.state})
      on conflict do nothing returning id`,
    );
    if (inserted) {
      await recordAudit(tx, {
        entity: 'customer',
        entityId: inserted.id,
        action: 'create',
        changes: Object.fromEntries(Object.entries(wanted).map(([k, after]) => [k, { before: null, after }])),
      });
      await customerCreated(tx, inserted.id);
      return { id: inserted.id, created: true };
    }
    // The e-mail is taken (any case): that customer's details are changed under its row lock.
    const [before] = await queryRows<CustomerRow>(
      tx,
      sql`select id, name, email, phone, address_line1, area, city, state, pincode from customers
      where lower(email) = lower(${wanted.email}) for update`,
    );
    const changes = Object.fromEntries(
      Object.entries(wanted)
        .filter(([k, after]) => k !== 'email' && before[k as keyof CustomerRow] !== after)
        .map(([k, after]) => [k, { before: before[k as keyof CustomerRow], after }]),
    );
    if (Object.keys(changes).length) {
      await tx.execute(sql`update customers set name = ${wanted.name}, phone = ${wanted.phone},
        address_line1 = ${wanted.address_line1}, area = ${wanted.area}, city = ${wanted.city}, state = ${wanted.state},
        pincode = ${wanted.pincode}, version = version + 1 where id = ${before.id}`);
      await recordAudit(tx, { entity: 'customer', entityId: before.id, action: 'update', changes });
    }
    return { id: before.id, created: false };
  });
}

/** The account of the customer named by e-mail or phone, or a 404. */
export async function readStoreAccount(db: Db, who: { email?: string; phone?: string }): Promise<StoreAccount> {
  const id = await findCustomer(db, who);
  if (id === undefined) throw notFound();
  const [[row], orders] = await Promise.all([
    queryRows<CustomerRow & { wallet_balance: string; created_at: Date }>(
      db,
      sql`select id, name, email, phone, address_line1, area, city, state, pincode, wallet_balance, created_at
      from customers where id = ${id}`,
    ),
    queryRows<{
      order_no: string;
      status: string;
      payment_method: string;
      total: string;
      item_count: number;
      created_at: Date;
    }>(
      db,
      sql`select order_no, status, payment_method, total, item_count, created_at from orders
      where customer_id = ${id} order by created_at desc, id desc limit ${STORE_ACCOUNT_ORDERS}`,
    ),
  ]);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: { line1: row.address_line1, area: row.area, city: row.city, state: row.state, pincode: row.pincode },
    walletBalance: Number(row.wallet_balance),
    since: new Date(row.created_at).toISOString(),
    orders: orders.map((o) => ({
      orderNo: o.order_no,
      status: o.status,
      paymentMethod: o.payment_method,
      total: Number(o.total),
      itemCount: o.item_count,
      placedAt: new Date(o.created_at).toISOString(),
    })),
  };
}
