/**
 * Storefront orders (issue 43 §2): the server prices and checks every cart, never oversells, places one order per
 * Idempotency-Key, starts COD as New Order and online payments as Pending until captured, lets the customer read and
 * cancel their own order (stock goes back), and answers every bad body with a 4xx in words.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEYS_API, type CreatedApiKey } from '../../contract/store/api-keys';
import { STORE_API, STORE_API_BASE } from '../../contract/store/store-api';
import { STORE_ORDER_MESSAGES as M, type StoreOrder, type StoreQuote } from '../../contract/store/store-orders';
import { moveStock } from '../catalogue/stock/move-stock';
import { queryRows, withTransaction } from '../db/transaction';
import { errorBody, postJson, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

describe.each(ENGINES)('storefront orders on %s', (engine) => {
  let t: TestApp;
  let key: string;
  let variantId: number;
  let productName: string;
  let pincode: string;
  let serial = 0;
  const shipTo = () => ({
    name: 'Asha Verma',
    line1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode,
    phone: '9876543210',
  });
  const cart = (extra: Record<string, unknown> = {}) => ({
    lines: [{ variantId, quantity: 1 }],
    paymentMethod: 'COD',
    shipTo: shipTo(),
    customer: { name: 'Asha Verma', email: `asha.${engine}.${++serial}@example.in` },
    ...extra,
  });
  const send = (method: 'GET' | 'POST', path: string, body?: object, headers: Record<string, string> = {}, as = key) =>
    t.app.inject({
      method,
      url: `${STORE_API_BASE}${path}`,
      headers: { authorization: `Bearer ${as}`, ...headers },
      ...(body ? { payload: body } : {}),
    });
  const place = (body: object, idempotencyKey = `k-${engine}-${++serial}`) =>
    send('POST', STORE_API.orders, body, { 'idempotency-key': idempotencyKey });
  const stockOf = async (id: number) => {
    const [row] = await queryRows<{ stock: number; ledger: string }>(
      t.db,
      sql`select v.stock, (select coalesce(sum(delta), 0) from stock_ledger l where l.variant_id = v.id)::text as ledger
      from product_variants v where v.id = ${id}`,
    );
    return { stock: row.stock, ledger: Number(row.ledger) };
  };
  const setStock = async (id: number, units: number) => {
    // Read before the transaction: PGlite's one connection is the transaction's until it ends.
    const { stock } = await stockOf(id);
    if (stock === units) return;
    await withTransaction(t.db, (tx) =>
      moveStock(tx, { variantId: id, delta: units - stock, reason: 'correction', actor: { id: null, name: 'Test' } }),
    );
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    const admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    const made = await postJson(
      t.app,
      API_KEYS_API.create,
      { name: 'Shop', scopes: ['catalogue.read', 'orders', 'payments'], rateLimitPerMinute: 100_000 },
      { token: admin },
    );
    key = (made.json().output as CreatedApiKey).secret;
    const [variant] = await queryRows<{ id: number; product_id: number; name: string }>(
      t.db,
      sql`select v.id, v.product_id, p.name from product_variants v join products p on p.id = v.product_id
      where p.status = 'Active' order by v.id limit 1`,
    );
    [variantId, productName] = [variant.id, variant.name];
    // This product's rules, made plain for the tests that do not test them.
    await t.db.execute(sql`update products set cod = true, cancelable = true, deliverable_type = 'all', min_quantity = 1,
      max_quantity = 100, quantity_step_size = 1, total_allowed_quantity = 1000, tax_id = null where id = ${variant.product_id}`);
    const [zone] = await queryRows<{ zip_code: string }>(
      t.db,
      sql`select zip_code from delivery_locations where status = 'Active' order by id limit 1`,
    );
    pincode = zone.zip_code;
    await setStock(variantId, 500);
  });
  afterAll(async () => t?.close());

  it('prices a cart on the server and ignores a price the storefront sends', async () => {
    const body = cart({ lines: [{ variantId, quantity: 2, unitPrice: 1, price: 1 }], total: 2 });
    const quote = (await send('POST', STORE_API.quote, body)).json().output as StoreQuote;
    const [{ price }] = await queryRows<{ price: string }>(
      t.db,
      sql`select coalesce(special_price, price)::text as price from product_variants where id = ${variantId}`,
    );
    expect(quote.lines[0].unitPrice).toBeLessThanOrEqual(Number(price));
    expect(quote.lines[0].lineTotal).toBe(Math.round(quote.lines[0].unitPrice * 200) / 100);
    expect(quote.total).toBe(
      Math.round((quote.subtotal + quote.taxAdded + quote.deliveryCharge - quote.discount) * 100) / 100,
    );
    const placed = await place(body);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().output as StoreOrder;
    expect(order.total).toBe(quote.total);
    expect(order.lines[0].unitPrice).toBe(quote.lines[0].unitPrice);
  });

  it('starts COD as New Order and an online payment as Pending until it is captured', async () => {
    const cod = (await place(cart())).json().output as StoreOrder;
    expect([cod.status, cod.paymentStatus]).toEqual(['New Order', 'in-progress']);
    const body = cart({ paymentMethod: 'UPI' });
    const upi = (await place(body)).json().output as StoreOrder;
    expect(upi.status).toBe('Pending');
    const pay = (event: string, amount = upi.total) =>
      send('POST', STORE_API.payment(upi.orderNo), { event, transactionRef: 'TXN-1', amount });
    expect((await pay('captured', upi.total - 1)).statusCode).toBe(400);
    expect((await pay('refunded')).statusCode).toBe(409);
    const captured = await pay('captured');
    expect(captured.json().output).toMatchObject({ status: 'New Order', paymentStatus: 'success' });
    expect((await pay('captured')).json().output).toMatchObject({ status: 'New Order' });
    expect((await pay('failed')).statusCode).toBe(409);
    expect(
      (
        await send('POST', STORE_API.payment(cod.orderNo), {
          event: 'captured',
          transactionRef: 'x',
          amount: cod.total,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('never oversells: 50 orders at once for the last 5 units make exactly 5, and stock agrees with its ledger', async () => {
    await setStock(variantId, 5);
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(cart())));
    const placed = answers.filter((a) => a.statusCode === 201);
    const odd = answers
      .filter((a) => a.statusCode !== 201 && a.statusCode !== 409)
      .map((a) => `${a.statusCode} ${a.body}`);
    expect(odd).toEqual([]);
    expect(placed).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(new Set(refused.map((a) => a.statusCode))).toEqual(new Set([409]));
    expect(errorBody(refused[0]).errors[0]).toEqual({
      field: 'lines.0.quantity',
      message: M.outOfStock(productName, 0),
    });
    expect(await stockOf(variantId)).toEqual({ stock: 0, ledger: 0 });
    await setStock(variantId, 500);
  });

  it('places one order however many times one Idempotency-Key is sent at once, and refuses it with another body', async () => {
    const body = cart();
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(body, `same-${engine}`)));
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 201)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(new Set(answers.map((a) => (a.json().output as StoreOrder).orderNo)).size).toBe(1);
    const [{ n }] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from store_orders where idempotency_key = ${`same-${engine}`}`,
    );
    expect(n).toBe(1);
    expect((await place(cart(), `same-${engine}`)).statusCode).toBe(422);
    expect((await send('POST', STORE_API.orders, cart())).statusCode).toBe(400);
  });

  it('refuses an undeliverable pincode, a product that does not ship there, and COD where it is not offered', async () => {
    const nowhere = await send('POST', STORE_API.quote, cart({ shipTo: { ...shipTo(), pincode: '999999' } }));
    expect(nowhere.statusCode).toBe(400);
    expect(errorBody(nowhere).errors).toContainEqual({ field: 'shipTo.pincode', message: M.notDeliverable('999999') });
    const check = (await send('GET', `${STORE_API.delivery}?pincode=999999`)).json().output;
    expect(check).toMatchObject({ deliverable: false, codAvailable: false });
    expect((await send('GET', `${STORE_API.delivery}?pincode=${pincode}`)).json().output).toMatchObject({
      deliverable: true,
    });
    await t.db.execute(
      sql`update products set cod = false where id = (select product_id from product_variants where id = ${variantId})`,
    );
    const cod = await send('POST', STORE_API.quote, cart());
    expect(errorBody(cod).errors).toContainEqual({ field: 'paymentMethod', message: M.codUnavailable });
    await t.db.execute(
      sql`update products set cod = true where id = (select product_id from product_variants where id = ${variantId})`,
    );
  });

  it('refuses a promo code outside its dates or below its minimum, in words, and applies a good one once per customer', async () => {
    await t.db.execute(sql`insert into promo_codes (name, start_date, end_date, minimum_order_amount, maximum_order_amount,
      minimum_purchase_amount, discount_type, discount, max_discount, reusable, number_of_users, status) values
      ('OLD10', '2020-01-01', '2020-12-31', 0, 0, 0, 'Percentage', 10, 0, false, 0, 'Active'),
      ('BIG10', '2020-01-01', '2099-12-31', 10000000, 0, 0, 'Percentage', 10, 0, false, 0, 'Active'),
      ('GOOD10', '2020-01-01', '2099-12-31', 0, 0, 0, 'Percentage', 10, 0, false, 0, 'Active')`);
    const refusal = async (code: string) =>
      errorBody(await send('POST', STORE_API.quote, cart({ promoCode: code }))).errors[0];
    expect(await refusal('OLD10')).toEqual({ field: 'promoCode', message: M.promoExpired });
    expect(await refusal('BIG10')).toEqual({ field: 'promoCode', message: M.promoMinimum('₹1,00,00,000.00') });
    expect(await refusal('NOSUCH')).toEqual({ field: 'promoCode', message: M.promoInvalid });
    const body = cart({ promoCode: 'good10' });
    const quote = (await send('POST', STORE_API.quote, body)).json().output as StoreQuote;
    expect(quote.discount).toBe(Math.round(quote.subtotal * 10) / 100);
    expect(quote.promoCode).toBe('GOOD10');
    expect((await place(body)).statusCode).toBe(201);
    const again = await place({ ...body, lines: [{ variantId, quantity: 2 }] });
    expect(errorBody(again).errors[0]).toEqual({ field: 'promoCode', message: M.promoAlreadyUsed });
  });

  it('lets the customer read and cancel their own order; stock goes back; a second cancel is 409', async () => {
    const body = cart({ lines: [{ variantId, quantity: 3 }] });
    const before = await stockOf(variantId);
    const order = (await place(body)).json().output as StoreOrder;
    expect((await stockOf(variantId)).stock).toBe(before.stock - 3);
    const mine = await send('GET', `${STORE_API.order(order.orderNo)}?email=${body.customer.email}`);
    expect(mine.json().output).toMatchObject({ orderNo: order.orderNo, cancelable: true });
    expect((await send('GET', `${STORE_API.order(order.orderNo)}?email=someone.else@example.in`)).statusCode).toBe(404);
    expect((await send('GET', STORE_API.order(order.orderNo))).statusCode).toBe(404);
    const cancel = () =>
      send('POST', STORE_API.cancel(order.orderNo), {
        customer: { email: body.customer.email },
        reason: 'Changed my mind',
      });
    const cancelled = await cancel();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().output).toMatchObject({ status: 'Cancel by Customer', cancelable: false });
    expect(await stockOf(variantId)).toEqual({ stock: before.stock, ledger: before.stock });
    expect((await cancel()).statusCode).toBe(409);
  });

  it('records each order in the audit trail with the key as the actor, and tells order staff', async () => {
    const order = (await place(cart())).json().output as StoreOrder;
    const [row] = await queryRows<{ user_name: string; user_id: number | null }>(
      t.db,
      sql`select user_name, user_id from audit_log where entity = 'order' and action = 'order.create'
      and detail->>'orderNo' = ${order.orderNo}`,
    );
    expect(row).toMatchObject({ user_id: null, user_name: expect.stringMatching(/^API key “Shop” \(shop_/) });
    const [bell] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from notifications where kind = 'newOrder' and title like ${`%${order.orderNo}%`}`,
    );
    expect(bell.n).toBeGreaterThan(0);
  });

  it('refuses a key without the orders scope (403), and every family of bad body with a 4xx', async () => {
    const admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    const reader = (
      (
        await postJson(t.app, API_KEYS_API.create, { name: 'Reader', scopes: ['catalogue.read'] }, { token: admin })
      ).json().output as CreatedApiKey
    ).secret;
    expect((await send('POST', STORE_API.quote, cart(), {}, reader)).statusCode).toBe(403);
    let nested: unknown = { variantId };
    for (let i = 0; i < 200; i++) nested = { lines: [nested] };
    const bodies: unknown[] = [
      {},
      [],
      'text',
      cart({ lines: [] }),
      cart({ lines: [{ variantId: 'one', quantity: 1 }] }),
      cart({ lines: [{ variantId, quantity: 0 }] }),
      cart({ lines: [{ variantId, quantity: 1.5 }] }),
      cart({ lines: [{ variantId, quantity: 1e9 }] }),
      cart({ lines: [{ variantId: 2_000_000_000, quantity: 1 }] }),
      cart({
        lines: [
          { variantId, quantity: 1 },
          { variantId, quantity: 1 },
        ],
      }),
      cart({ lines: Array.from({ length: 51 }, (_, i) => ({ variantId: i + 1, quantity: 1 })) }),
      cart({ paymentMethod: 'Barter' }),
      cart({ shipTo: { ...shipTo(), pincode: 'abc' } }),
      cart({ customer: { name: 'No contact' } }),
      cart({ promoCode: 'x'.repeat(100) }),
      cart({ customer: { name: 'x'.repeat(10_000), email: 'a@b.in' } }),
      nested,
    ];
    for (const body of bodies) {
      const answer = await place(body as object);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
    }
    const huge = await place({ ...cart(), padding: 'x'.repeat(2_000_000) });
    expect(huge.statusCode).toBe(413);
  });
});
