/**
 * The wallet invariant under load: random concurrent credits and debits (many debits larger than the balance)
 * never leave a balance below zero, every balance equals its transactions, each customer's balance_after
 * chain adds up, and every accepted request wrote exactly one transaction.
 */
import { sql } from 'drizzle-orm';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_API } from '../../contract/wallets/wallets';
import { queryRows } from '../db/transaction';
import { INSUFFICIENT_WALLET_BALANCE } from './wallet-ledger';
import { signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

type Ledger = { customerId: number; type: 'credited' | 'debited'; amount: string; balanceAfter: string };
const paise = (text: string) => Math.round(Number(text) * 100);

const operation = fc.record({
  customer: fc.nat({ max: 3 }),
  type: fc.constantFrom('credited' as const, 'debited' as const),
  // Up to ₹3000 with paise: debits often exceed what is there.
  amountPaise: fc.integer({ min: 1, max: 300_000 }),
});

/** balance = credited − debited for every customer, and no negative balance anywhere. */
async function assertBalancesBacked(t: TestApp) {
  const [row] = await queryRows<{ mismatched: number; negative: number }>(
    t.db,
    sql`
    select count(*) filter (where c.wallet_balance <> coalesce(l.sum, 0))::int as mismatched, count(*) filter (where c.wallet_balance < 0)::int as negative
    from customers c left join (select customer_id, sum(case when type = 'credited' then amount else -amount end) as sum
      from wallet_transactions group by customer_id) l on l.customer_id = c.id`,
  );
  expect(row).toEqual({ mismatched: 0, negative: 0 });
}

/** Each customer's transactions, in order, step from 0 to the balance by their amounts. */
async function assertChains(t: TestApp, customerIds: number[]) {
  for (const id of customerIds) {
    const ledger = await queryRows<Ledger>(
      t.db,
      sql`select customer_id as "customerId", type, amount::text as amount, balance_after::text as "balanceAfter"
      from wallet_transactions where customer_id = ${id} order by id`,
    );
    let running = 0;
    for (const entry of ledger) {
      running += entry.type === 'credited' ? paise(entry.amount) : -paise(entry.amount);
      expect(paise(entry.balanceAfter), `customer ${id}`).toBe(running);
      expect(running).toBeGreaterThanOrEqual(0);
    }
    const [{ balance }] = await queryRows<{ balance: string }>(
      t.db,
      sql`select wallet_balance::text as balance from customers where id = ${id}`,
    );
    expect(paise(balance)).toBe(running);
  }
}

const countTransactions = async (t: TestApp) =>
  Number((await queryRows<{ n: string | number }>(t.db, sql`select count(*) as n from wallet_transactions`))[0].n);

describe.each(ENGINES)('wallet invariant under concurrent postings on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let customerIds: number[];
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 20 });
    token = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    // Some with a balance, some empty: both paths of the debit guard get exercised.
    const rows = await queryRows<{ id: number }>(
      t.db,
      sql`(select id from customers where wallet_balance > 0 order by id limit 2)
      union all (select id from customers where wallet_balance = 0 order by id limit 2)`,
    );
    customerIds = rows.map((r) => r.id);
    expect(customerIds).toHaveLength(4);
  });
  afterAll(() => t?.close());

  it('keeps every balance ≥ 0, backed by its transactions, with one transaction per accepted request', async () => {
    const seen = { accepted: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 50, maxLength: 70 }), async (ops) => {
        const before = await countTransactions(t);
        const responses = await Promise.all(
          ops.map((op) =>
            t.app.inject({
              method: 'POST',
              url: `/api${WALLET_API.transactions(customerIds[op.customer])}`,
              headers: { authorization: `Bearer ${token}` },
              payload: { type: op.type, amount: op.amountPaise / 100, reason: `Load test ${op.type}` },
            }),
          ),
        );
        const accepted = responses.filter((r) => r.statusCode === 200).length;
        seen.accepted += accepted;
        seen.refused += responses.length - accepted;
        for (const r of responses.filter((x) => x.statusCode !== 200)) {
          expect(r.statusCode, r.body).toBe(409);
          expect(r.json().errors).toEqual([{ field: 'amount', message: INSUFFICIENT_WALLET_BALANCE }]);
        }
        expect(await countTransactions(t)).toBe(before + accepted);
        await assertBalancesBacked(t);
        await assertChains(t, customerIds);
      }),
      { numRuns: 4, seed: 20_260_405 },
    );
    // Both outcomes happened, so the guard was really tested.
    expect(seen.accepted).toBeGreaterThan(5);
    expect(seen.refused).toBeGreaterThan(5);
  });
});
