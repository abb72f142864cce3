/**
 * Risk rules (issue 45 §2): each rule the Master Admin sets holds an order placed through the storefront API for the
 * Review queue, naming the rule; an order that trips none goes ahead; a captured payment leaves a held order Pending;
 * the rules are saved with their version and refused in words when bad.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_HOLD_API,
  RISK_RULE_LABELS,
  RISK_RULES_OFF,
  type RiskRules,
  type RiskRulesValues,
} from '../../contract/orders/order-holds';
import { ORDER_API, type OrderDetail, type OrderStatusCounts } from '../../contract/orders/order-processing';
import { API_BASE } from '../../contract/platform/api-paths';
import { MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { API_KEYS_API, type CreatedApiKey } from '../../contract/store/api-keys';
import { STORE_API, STORE_API_BASE } from '../../contract/store/store-api';
import type { StoreOrder } from '../../contract/store/store-orders';
import { queryRows } from '../db/transaction';
import { countsOffRecount } from '../transfer/test-support/consistency';
import { errorBody, getWithToken, postJson, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

describe.each(ENGINES)('risk rules on %s', (engine) => {
  let t: TestApp;
  let key: string;
  let admin: string;
  let variantId: number;
  let pincode: string;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    const made = await postJson(
      t.app,
      API_KEYS_API.create,
      { name: 'Shop', scopes: ['catalogue.read', 'orders', 'payments'], rateLimitPerMinute: 100_000 },
      { token: admin },
    );
    key = (made.json().output as CreatedApiKey).secret;
    const [variant] = await queryRows<{ id: number; product_id: number }>(
      t.db,
      sql`select v.id, v.product_id from product_variants v join products p on p.id = v.product_id
      where p.status = 'Active' order by v.id limit 1`,
    );
    variantId = variant.id;
    await t.db.execute(sql`update products set cod = true, cancelable = true, deliverable_type = 'all', min_quantity = 1,
      max_quantity = 100, quantity_step_size = 1, total_allowed_quantity = 100000, tax_id = null where id = ${variant.product_id}`);
    await t.db.execute(sql`update product_variants set stock = 100000 where id = ${variantId}`);
    const [zone] = await queryRows<{ zip_code: string }>(
      t.db,
      sql`select zip_code from delivery_locations where status = 'Active' order by id limit 1`,
    );
    pincode = zone.zip_code;
  });
  afterAll(() => t?.close());

  const rulesNow = async () => (await getWithToken(t.app, ORDER_HOLD_API.riskRules, admin)).json().output as RiskRules;
  const setRules = async (rules: Partial<RiskRulesValues>) => {
    const { version } = await rulesNow();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${API_BASE}${ORDER_HOLD_API.riskRules}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { ...RISK_RULES_OFF, ...rules, version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const place = async ({
    quantity = 1,
    paymentMethod = 'COD',
    email = `shopper.${engine}.${++serial}@example.in`,
    phone = '9000000000',
  } = {}) => {
    const placed = await t.app.inject({
      method: 'POST',
      url: `${STORE_API_BASE}${STORE_API.orders}`,
      headers: { authorization: `Bearer ${key}`, 'idempotency-key': `risk-${engine}-${++serial}` },
      payload: {
        lines: [{ variantId, quantity }],
        paymentMethod,
        shipTo: { name: 'Ravi', line1: '4 Park Street', city: 'Kolkata', state: 'West Bengal', pincode, phone },
        customer: { name: 'Ravi', email, phone },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().output as StoreOrder;
    const [{ id }] = await queryRows<{ id: number }>(
      t.db,
      sql`select id::int as id from orders where order_no = ${order.orderNo}`,
    );
    return { ...order, id };
  };
  const holdOf = async (id: number) =>
    ((await getWithToken(t.app, ORDER_API.detail(id), admin)).json().output as OrderDetail).hold;
  const totalOf = async (quantity: number) => (await place({ quantity })).total;

  it('holds an arriving order for review by each rule it trips, naming the rules, and lets the rest through', async () => {
    const unit = await totalOf(1);
    const reviewBefore = (
      (await getWithToken(t.app, ORDER_API.statusDetails, admin)).json().output as OrderStatusCounts
    ).review;
    const cases: [Partial<RiskRulesValues>, Parameters<typeof place>[0], string][] = [
      [{ codAbove: unit * 2 }, { quantity: 3 }, RISK_RULE_LABELS.codAbove(unit * 2)],
      [{ orderAbove: unit * 2 }, { quantity: 3, paymentMethod: 'UPI' }, RISK_RULE_LABELS.orderAbove(unit * 2)],
      [{ unitsPerLineAbove: 4 }, { quantity: 5 }, RISK_RULE_LABELS.unitsPerLineAbove(4)],
      [{ blockedPincodes: [pincode] }, {}, RISK_RULE_LABELS.blockedPincodes(pincode)],
      [{ firstOrderAbove: unit }, { quantity: 2 }, RISK_RULE_LABELS.firstOrderAbove(unit)],
    ];
    for (const [rules, order, label] of cases) {
      await setRules(rules);
      const held = await place(order);
      expect(await holdOf(held.id), label).toMatchObject({
        reason: 'Risk review',
        rules: [label],
        heldBy: 'Risk rules',
      });
      // Under the limit (or another PIN code), the same rule lets an order through.
      const through = await place({ quantity: 1, paymentMethod: 'UPI' });
      if (!rules.blockedPincodes) expect(await holdOf(through.id), label).toBeNull();
    }
    await setRules({ codAbove: unit * 2, unitsPerLineAbove: 4 });
    const both = await place({ quantity: 5 });
    expect((await holdOf(both.id))?.rules).toEqual([
      RISK_RULE_LABELS.codAbove(unit * 2),
      RISK_RULE_LABELS.unitsPerLineAbove(4),
    ]);
    const counts = (await getWithToken(t.app, ORDER_API.statusDetails, admin)).json().output as OrderStatusCounts;
    // Each case's held order, the blocked PIN code's second order (it ships there too), and the last one.
    expect(counts.review).toBe(reviewBefore + cases.length + 2);
    expect(await countsOffRecount(t.db)).toEqual([]);
    await setRules({});
  });

  it('holds the order past the number of orders one phone or e-mail may place in 24 hours', async () => {
    await setRules({ ordersPerContactPerDay: 2 });
    const email = `busy.${engine}@example.in`;
    const first = await place({ email, phone: '9111111111' });
    const second = await place({ email, phone: '9111111111' });
    // Another e-mail, the same phone: the same shopper.
    const third = await place({ email: `other.${engine}@example.in`, phone: '9111111111' });
    expect([await holdOf(first.id), await holdOf(second.id)]).toEqual([null, null]);
    expect((await holdOf(third.id))?.rules).toEqual([RISK_RULE_LABELS.ordersPerContactPerDay(2)]);
    await setRules({});
  });

  it('keeps a held prepaid order Pending when its payment is captured, until staff release and accept it', async () => {
    await setRules({ unitsPerLineAbove: 1 });
    const order = await place({ quantity: 2, paymentMethod: 'UPI' });
    const paid = await t.app.inject({
      method: 'POST',
      url: `${STORE_API_BASE}${STORE_API.payment(order.orderNo)}`,
      headers: { authorization: `Bearer ${key}` },
      payload: { event: 'captured', amount: order.total, transactionRef: 'pay_risk_1' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [row] = await queryRows<{ status: string; payment_status: string }>(
      t.db,
      sql`select status, payment_status from orders where id = ${order.id}`,
    );
    expect(row).toEqual({ status: 'Pending', payment_status: 'success' });
    await setRules({});
  });

  it('saves the rules with their version and refuses bad ones in words', async () => {
    const { version } = await rulesNow();
    const put = (payload: object, token = admin) =>
      t.app.inject({
        method: 'PUT',
        url: `${API_BASE}${ORDER_HOLD_API.riskRules}`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const stale = await put({ ...RISK_RULES_OFF, codAbove: 5000, version: version + 5 });
    expect([stale.statusCode, errorBody(stale).errors[0].message]).toEqual([409, MESSAGES.staleVersion]);
    const badPin = await put({ ...RISK_RULES_OFF, blockedPincodes: ['12345'], version });
    expect(errorBody(badPin).errors).toEqual([{ field: 'blockedPincodes.0', message: VALIDATION.invalidFormat }]);
    for (const bad of [
      { codAbove: -1 },
      { ordersPerContactPerDay: 0 },
      { unitsPerLineAbove: 2.5 },
      { codAbove: '5' },
    ]) {
      expect((await put({ ...RISK_RULES_OFF, ...bad, version })).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    expect((await put({ ...RISK_RULES_OFF, version }, orders)).statusCode).toBe(403);
    const saved = await put({ ...RISK_RULES_OFF, blockedPincodes: ['560001', '560001'], version });
    expect((saved.json().output as RiskRules).blockedPincodes).toEqual(['560001']);
  });
});
