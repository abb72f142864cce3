import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../contract/orders/order-processing';
import { VALIDATION, WALLET_MESSAGES } from '../../contract/platform/messages';
import { customerWalletResource, WALLET_API, walletTransactionResource } from '../../contract/wallets/wallets';
import { queryRows } from '../db/transaction';
import { IDEMPOTENCY_KEY_REUSED } from '../platform/idempotency';
import { INSUFFICIENT_WALLET_BALANCE } from './wallet-ledger';
import { errorBody, signInAs } from '../test-support/requests';
import { search, searchAll, searchPage } from '../test-support/search';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

describe.each(ENGINES)('customer wallets on %s', (engine) => {
  let t: TestApp;
  let orders: string;
  let catalogue: string;
  let customerId: number;
  const post = (body: unknown, token = orders, headers: Record<string, string> = {}, id = customerId) =>
    t.app.inject({
      method: 'POST',
      url: `/api${WALLET_API.transactions(id)}`,
      payload: body as object,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
  const countFor = async (id: number) =>
    Number(
      (
        await queryRows<{ n: string | number }>(
          t.db,
          sql`select count(*) as n from wallet_transactions where customer_id = ${id}`,
        )
      )[0].n,
    );
  const balanceOf = async (id: number) =>
    (await queryRows<{ b: string }>(t.db, sql`select wallet_balance::text as b from customers where id = ${id}`))[0].b;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 20 });
    orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    catalogue = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
    [{ id: customerId }] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from customers where wallet_balance = 0 order by id limit 1`,
    );
  });
  afterAll(() => t?.close());

  it('credits a wallet: the balance, the transaction and the list all show it, initiated by the signed-in user', async () => {
    const response = await post({ type: 'credited', amount: 250.5, reason: 'Goodwill for a late delivery' });
    expect(response.statusCode).toBe(200);
    const output = response.json().output;
    expect(output).toMatchObject({ customerId, balanceAfter: '250.50' });
    expect(output.transactionId).toMatch(/^WT\d+$/);
    expect(await balanceOf(customerId)).toBe('250.50');
    const [wallet] = (
      await searchPage(t.app, orders, customerWalletResource, {
        searchCriteriaList: [{ filterKey: 'id', operation: 'eq', value: customerId }],
      })
    ).content;
    expect(wallet.walletBalance).toBe('250.50');
    const ledger = await searchAll(t.app, orders, walletTransactionResource, {
      searchCriteriaList: [{ filterKey: 'customerId', operation: 'eq', value: customerId }],
    });
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      transactionId: output.transactionId,
      type: 'credited',
      amount: '250.50',
      balanceAfter: '250.50',
      initiatedBy: 'Rohan Mehta',
    });
  });

  it('refuses a debit past zero with 409 on the amount field and writes nothing', async () => {
    const before = await countFor(customerId);
    const response = await post({ type: 'debited', amount: 250.51, reason: 'Too much' });
    expect(response.statusCode).toBe(409);
    expect(errorBody(response).errors).toEqual([{ field: 'amount', message: INSUFFICIENT_WALLET_BALANCE }]);
    expect(await countFor(customerId)).toBe(before);
    expect((await post({ type: 'debited', amount: 250.5, reason: 'All of it' })).json().output.balanceAfter).toBe(
      '0.00',
    );
  });

  it('answers a replayed Idempotency-Key with the first result and one transaction; another body under the key is a 422', async () => {
    const before = await countFor(customerId);
    const headers = { [IDEMPOTENCY_HEADER]: `wallet-credit-${engine}-1` };
    const body = { type: 'credited', amount: 40, reason: 'Refund of shipping' };
    const replies = await Promise.all([
      post(body, orders, headers),
      post(body, orders, headers),
      post(body, orders, headers),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((r) => r.json().output.transactionId)).size).toBe(1);
    expect(await countFor(customerId)).toBe(before + 1);
    const reused = await post({ ...body, amount: 41 }, orders, headers);
    expect(reused.statusCode).toBe(422);
    expect(errorBody(reused).errors[0].message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await countFor(customerId)).toBe(before + 1);
  });

  it('answers 400 with one seed-worded error per field', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{}, { type: VALIDATION.required, amount: VALIDATION.required, reason: VALIDATION.required }],
      [{ type: 'credited', amount: 'ten', reason: 'x' }, { amount: VALIDATION.numeric }],
      [{ type: 'credited', amount: 0, reason: 'x' }, { amount: VALIDATION.minValue(0.01) }],
      [{ type: 'credited', amount: 1.234, reason: 'x' }, { amount: WALLET_MESSAGES.twoDecimals }],
      [{ type: 'credited', amount: 5, reason: '   ' }, { reason: VALIDATION.required }],
      [{ type: 'credited', amount: 5, reason: 'r'.repeat(201) }, { reason: VALIDATION.maxLength(200) }],
    ];
    for (const [body, expected] of cases) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.fromEntries(errorBody(response).errors.map((e) => [e.field, e.message]))).toEqual(expected);
    }
    expect(
      (await post({ type: 'credited', amount: 5, reason: 'x' }, orders, { [IDEMPOTENCY_HEADER]: 'bad key!' }))
        .statusCode,
    ).toBe(400);
  });

  it('answers 404 for a customer that does not exist', async () => {
    const response = await post({ type: 'credited', amount: 5, reason: 'Nobody' }, orders, {}, 99_999_999);
    expect(response.statusCode).toBe(404);
  });

  it('refuses the catalogue user: lists and postings are 403', async () => {
    expect((await post({ type: 'credited', amount: 5, reason: 'x' }, catalogue)).statusCode).toBe(403);
    expect((await search(t.app, catalogue, customerWalletResource, {})).statusCode).toBe(403);
    expect((await search(t.app, catalogue, walletTransactionResource, {})).statusCode).toBe(403);
  });
});
