import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_STATUSES, RETURN_STATUSES } from '../../contract/orders/order-status';
import { queryRows, withTransaction } from './transaction';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { readStatusCounts } from './status-counts';
import { INSUFFICIENT_WALLET_BALANCE, postWalletTransaction } from '../wallets/wallet-ledger';

/** The counts a plain GROUP BY gives, the truth the counters must equal. */
async function groupByCounts(t: TestApp, query: ReturnType<typeof sql>) {
  const rows = await queryRows<{ status: string; n: number }>(t.db, query);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
const nonZero = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).filter(([, n]) => n !== 0));

describe.each(ENGINES)('status counters and the wallet ledger on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 200 });
  });
  afterAll(() => t?.close());

  it('counts orders, payments, returns and exchanges exactly after seeding', async () => {
    expect(nonZero(await readStatusCounts(t.db, 'order', ORDER_STATUSES))).toEqual(
      await groupByCounts(t, sql`select status, count(*) n from orders group by status`),
    );
    expect(nonZero(await readStatusCounts(t.db, 'payment', PAYMENT_STATUSES))).toEqual(
      await groupByCounts(t, sql`select status, count(*) n from payments group by status`),
    );
    for (const kind of ['return', 'exchange'] as const) {
      expect(nonZero(await readStatusCounts(t.db, kind, RETURN_STATUSES))).toEqual(
        await groupByCounts(t, sql`select status, count(*) n from returns where kind = ${kind} group by status`),
      );
    }
  });

  it('keeps order counts exact through updates, deletes and a rolled-back change', async () => {
    await t.db.execute(
      sql`update orders set status = 'Delivered' where id in (select id from orders where status = 'Shipped' limit 5)`,
    );
    await t.db.execute(sql`update orders set total = total where id < 20`);
    await expect(
      withTransaction(t.db, async (tx) => {
        await tx.execute(sql`update orders set status = 'Pending'`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await t.db.execute(sql`delete from orders where id = (select max(id) from orders)`);
    expect(nonZero(await readStatusCounts(t.db, 'order', ORDER_STATUSES))).toEqual(
      await groupByCounts(t, sql`select status, count(*) n from orders group by status`),
    );
  });

  it('backs every wallet balance with its transactions, and refuses a debit past zero', async () => {
    const mismatch = sql`select count(*)::int as n from customers c where c.wallet_balance <> coalesce((select sum(case when type = 'credited' then amount else -amount end) from wallet_transactions w where w.customer_id = c.id), 0)`;
    expect((await queryRows<{ n: number }>(t.db, mismatch))[0].n).toBe(0);
    const [customer] = await queryRows<{ id: number; balance: string }>(
      t.db,
      sql`select id, wallet_balance::text as balance from customers order by id limit 1`,
    );
    const actor = { id: null, name: 'Test' };
    const credit = await withTransaction(t.db, (tx) =>
      postWalletTransaction(tx, {
        customerId: customer.id,
        type: 'credited',
        amount: '10.50',
        reason: 'Goodwill',
        actor,
      }),
    );
    expect(typeof credit.id).toBe('number');
    expect(Number(credit.balanceAfter)).toBeCloseTo(Number(customer.balance) + 10.5, 2);
    await expect(
      withTransaction(t.db, (tx) =>
        postWalletTransaction(tx, {
          customerId: customer.id,
          type: 'debited',
          amount: '999999.00',
          reason: 'Too much',
          actor,
        }),
      ),
    ).rejects.toThrow(INSUFFICIENT_WALLET_BALANCE);
    expect((await queryRows<{ n: number }>(t.db, mismatch))[0].n).toBe(0);
  });
});
