/**
 * The storefront's customer accounts (scope `customers`): sign-up makes a customer once however many sign-ups of one
 * e-mail arrive at once, a second save changes the details (audited with the key as the actor, only what changed),
 * the account shows the wallet balance and the latest orders, and bad input or another scope is refused.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEYS_API, type CreatedApiKey } from '../../contract/store/api-keys';
import { STORE_API, STORE_API_BASE } from '../../contract/store/store-api';
import type { StoreAccount } from '../../contract/store/store-customers';
import { VALIDATION } from '../../contract/platform/messages';
import { queryRows } from '../db/transaction';
import { errorBody, postJson, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

describe.each(ENGINES)('storefront customer accounts on %s', (engine) => {
  let t: TestApp;
  let keys: { customers: string; orders: string };
  const send = (key: string, method: 'GET' | 'PUT', path: string, body?: object) =>
    t.app.inject({
      method,
      url: `${STORE_API_BASE}${path}`,
      headers: { authorization: `Bearer ${key}` },
      ...(body ? { payload: body } : {}),
    });
  const signUp = (email: string, overrides: object = {}) =>
    send(keys.customers, 'PUT', STORE_API.customers, {
      name: 'Meera Iyer',
      email,
      phone: '9812345678',
      address: { line1: '12 Lake Road', city: 'Chennai', state: 'Tamil Nadu', pincode: '600001' },
      ...overrides,
    });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 40 });
    const admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    const make = async (name: string, scopes: string[]) =>
      (
        (
          await postJson(t.app, API_KEYS_API.create, { name, scopes, rateLimitPerMinute: 100_000 }, { token: admin })
        ).json().output as CreatedApiKey
      ).secret;
    keys = { customers: await make('Accounts', ['customers']), orders: await make('Checkout', ['orders']) };
  });
  afterAll(async () => t?.close());

  it('signs a shopper up once however many sign-ups of one e-mail arrive at once, then changes only what changed', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => signUp('Meera.Iyer@Example.in')));
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([200, 200, 200, 200, 200, 201]);
    const made = answers.find((a) => a.statusCode === 201)!.json().output as StoreAccount;
    expect(made).toMatchObject({
      name: 'Meera Iyer',
      email: 'meera.iyer@example.in',
      phone: '9812345678',
      address: { line1: '12 Lake Road', area: null, city: 'Chennai', state: 'Tamil Nadu', pincode: '600001' },
      walletBalance: 0,
      orders: [],
    });
    const [{ count }] = await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from customers where lower(email) = 'meera.iyer@example.in'`,
    );
    expect(count).toBe(1);

    const moved = await signUp('MEERA.IYER@example.in', {
      address: { line1: '4 Hill Street', area: 'Adyar', city: 'Chennai', state: 'Tamil Nadu', pincode: '600020' },
    });
    expect(moved.statusCode).toBe(200);
    expect((moved.json().output as StoreAccount).address).toEqual({
      line1: '4 Hill Street',
      area: 'Adyar',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600020',
    });
    const audits = await queryRows<{ action: string; user_name: string; changes: Record<string, unknown> }>(
      t.db,
      sql`select action, user_name, changes from audit_log where entity = 'customer' and entity_id = ${String(made.id)} order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audits[1].user_name).toMatch(/^API key “Accounts” \(shop_/);
    expect(Object.keys(audits[1].changes).toSorted()).toEqual(['address_line1', 'area', 'pincode']);
  });

  it('shows an account with its wallet balance and latest orders, by e-mail or phone; none such is a 404', async () => {
    const [known] = await queryRows<{ email: string; phone: string; wallet_balance: string; orders: number }>(
      t.db,
      sql`select c.email, c.phone, c.wallet_balance, count(o.id)::int as orders from customers c
      join orders o on o.customer_id = c.id group by c.id order by count(o.id) desc, c.id limit 1`,
    );
    const account = (
      await send(keys.customers, 'GET', `${STORE_API.account}?email=${encodeURIComponent(known.email)}`)
    ).json().output as StoreAccount;
    expect(account.walletBalance).toBe(Number(known.wallet_balance));
    expect(account.orders).toHaveLength(Math.min(20, known.orders));
    const placed = account.orders.map((o) => o.placedAt);
    expect(placed).toEqual(placed.toSorted().toReversed());
    const missing = await send(keys.customers, 'GET', `${STORE_API.account}?email=nobody@example.in`);
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad input in words, another scope with 403, and writes nothing then', async () => {
    const before = await queryRows<{ count: number }>(t.db, sql`select count(*)::int as count from customers`);
    const bad = await signUp('not-an-email', {
      phone: '12345',
      address: { line1: '', city: 'X', state: 'Y', pincode: '0' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = errorBody(bad).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'phone', 'address.line1', 'address.pincode']));
    expect(errorBody(bad).errors.find((e) => e.field === 'email')?.message).toBe(VALIDATION.email);
    const nested = await signUp('deep@example.in', { name: { a: { b: { c: [1, 2, 3] } } } });
    expect(nested.statusCode).toBe(400);
    const huge = await signUp('huge@example.in', { name: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(400);
    const noWho = await send(keys.customers, 'GET', STORE_API.account);
    expect(noWho.statusCode).toBe(400);
    const denied = await send(keys.orders, 'PUT', STORE_API.customers, { name: 'A', email: 'a@example.in' });
    expect(denied.statusCode).toBe(403);
    expect(await queryRows<{ count: number }>(t.db, sql`select count(*)::int as count from customers`)).toEqual(before);
  });
});
