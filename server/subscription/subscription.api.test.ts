import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API } from '../../contract/account/auth';
import { SUBSCRIPTION_MESSAGES } from '../../contract/platform/messages';
import { PORTAL_SECTIONS_API } from '../../contract/settings/portal-settings-sections';
import {
  GST_PERCENT,
  SUBSCRIPTION_API,
  TEST_CARDS,
  type Plan,
  type SubscriptionSummary,
} from '../../contract/subscription/subscription';
import { queryRows } from '../db/transaction';
import { pdfText } from '../orders/order-test-support';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { errorBody, getWithToken, postJson, signInAs } from '../test-support/requests';

describe.each(ENGINES)('subscription on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 20 });
    ({ token } = await signInAs(t.app, 'admin', 'Admin@12345'));
  });
  afterAll(() => t?.close());

  const summary = async (as = token) =>
    (await getWithToken(t.app, SUBSCRIPTION_API.summary, as)).json().output as SubscriptionSummary;
  const plans = async () => (await getWithToken(t.app, SUBSCRIPTION_API.plans, token)).json().output as Plan[];
  const pay = (body: unknown) => postJson(t.app, SUBSCRIPTION_API.checkout, body, { token });
  const save = (body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api${PORTAL_SECTIONS_API.serviceCredentials}`,
      payload: body as object,
      headers: { authorization: `Bearer ${token}` },
    });

  it('starts the demo shop on a 30-day free trial, which the session reports as free', async () => {
    expect(await summary()).toMatchObject({
      status: 'free',
      plan: null,
      daysLeft: 30,
      gatewayMode: 'Test',
      invoices: [],
    });
    expect((await plans()).map((p) => [p.name, p.monthlyPrice, p.yearlyPrice])).toEqual([
      ['Starter', '999.00', '9990.00'],
      ['Growth', '2499.00', '24990.00'],
      ['Pro', '5999.00', '59990.00'],
    ]);
  });

  it('keeps plans, checkout and invoices to the Master Admin; staff see only the status', async () => {
    const staff = await signInAs(t.app, 'orders', 'Orders@12345');
    expect((await getWithToken(t.app, SUBSCRIPTION_API.plans, staff.token)).statusCode).toBe(403);
    expect(
      (
        await postJson(
          t.app,
          SUBSCRIPTION_API.checkout,
          { planId: 1, period: 'monthly', cardNumber: TEST_CARDS.success },
          { token: staff.token },
        )
      ).statusCode,
    ).toBe(403);
    expect(await summary(staff.token)).toMatchObject({ status: 'free', invoices: [] });
  });

  it('refuses a card that fails the Luhn check and an unknown plan, in the catalogue wording', async () => {
    const bad = await pay({ planId: 1, period: 'monthly', cardNumber: '4111 1111 1111 1112' });
    expect(errorBody(bad).errors).toEqual([{ field: 'cardNumber', message: SUBSCRIPTION_MESSAGES.cardInvalid }]);
    const short = await pay({ planId: 1, period: 'monthly', cardNumber: '4111' });
    expect(errorBody(short).errors).toEqual([{ field: 'cardNumber', message: SUBSCRIPTION_MESSAGES.cardNumber }]);
    const unknown = await pay({ planId: 999, period: 'yearly', cardNumber: TEST_CARDS.success });
    expect(errorBody(unknown).errors).toEqual([{ field: 'planId', message: SUBSCRIPTION_MESSAGES.planNotFound }]);
  });

  it('records a payment the test gateway declines and leaves the trial as it was', async () => {
    const growth = (await plans())[1];
    const declined = await pay({ planId: growth.id, period: 'monthly', cardNumber: TEST_CARDS.declined });
    expect(declined.statusCode).toBe(400);
    expect(errorBody(declined).errors).toEqual([
      { field: 'cardNumber', message: SUBSCRIPTION_MESSAGES.paymentDeclined },
    ]);
    const rows = await queryRows<{ outcome: string; card_last4: string; gateway_order_id: string }>(
      t.db,
      sql`select outcome, card_last4, gateway_order_id from subscription_payments`,
    );
    expect(rows).toEqual([
      { outcome: 'declined', card_last4: '0002', gateway_order_id: expect.stringMatching(/^order_test_/) },
    ]);
    expect(await summary()).toMatchObject({ status: 'free', invoices: [] });
  });

  it('checks out in Test mode: an active subscription, the session says active, and an invoice PDF with GST', async () => {
    const growth = (await plans())[1];
    const trial = await summary();
    const paid = await pay({ planId: growth.id, period: 'yearly', cardNumber: TEST_CARDS.success });
    expect(paid.statusCode, paid.body).toBe(200);
    const { subscription, invoice, gatewayOrderId, gatewayPaymentId } = paid.json().output;
    expect(gatewayOrderId).toMatch(/^order_test_/);
    expect(gatewayPaymentId).toMatch(/^pay_test_/);
    // Paid during the 30-day trial: the paid year starts when the trial ends, so no trial day is lost (issue 40 item 5).
    expect(invoice.periodStart).toBe(trial.endsAt);
    expect(subscription).toMatchObject({
      status: 'active',
      plan: { name: 'Growth' },
      period: 'yearly',
      daysLeft: 30 + 365,
    });
    expect(invoice).toMatchObject({
      planName: 'Growth',
      amount: '24990.00',
      gst: '4498.20',
      total: '29488.20',
      paymentId: gatewayPaymentId,
    });
    expect(invoice.number).toMatch(/\d+$/);

    const session = await postJson(t.app, AUTH_API.sessionCheck, {
      refreshtoken: (await signInAs(t.app, 'admin', 'Admin@12345')).refreshtoken,
    });
    expect(session.json().output.subscriptionStatus).toBe('active');

    const pdf = await getWithToken(t.app, SUBSCRIPTION_API.invoicePdf(invoice.id), token);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    for (const line of [
      'Tax Invoice',
      `Invoice number: ${invoice.number}`,
      'Growth plan, Yearly billing',
      'Amount: INR 24,990.00',
      `GST ${GST_PERCENT}%: INR 4,498.20`,
      'Total paid: INR 29,488.20',
      gatewayPaymentId,
    ])
      expect(text).toContain(line);
  });

  it('extends a running paid period on renewal: the new period starts where the old one ends', async () => {
    const starter = (await plans())[0];
    const before = await summary();
    const paid = await pay({ planId: starter.id, period: 'monthly', cardNumber: TEST_CARDS.success });
    const { subscription, invoice } = paid.json().output;
    expect(invoice.periodStart).toBe(before.endsAt);
    expect(subscription).toMatchObject({ status: 'active', plan: { name: 'Starter' }, daysLeft: 30 + 365 + 30 });
    expect(subscription.invoices.map((i: { number: string }) => i.number)).toHaveLength(2);
    expect((await getWithToken(t.app, SUBSCRIPTION_API.invoicePdf(99_999), token)).statusCode).toBe(404);
  });

  it('goes through the gateway of the service credentials: in Production mode, which no gateway here can reach, checkout is refused', async () => {
    const production = await save({
      clientId: 'rzp_live_demo',
      clientSecret: 'live-secret-0001',
      mode: 'Production',
      version: 0,
    });
    expect(production.statusCode, production.body).toBe(200);
    expect((await summary()).gatewayMode).toBe('Production');
    const refused = await pay({ planId: (await plans())[2].id, period: 'monthly', cardNumber: TEST_CARDS.success });
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).errors).toEqual([{ message: SUBSCRIPTION_MESSAGES.productionGatewayUnreachable }]);
    expect(
      (await save({ clientId: 'rzp_test_demo', mode: 'Test', version: production.json().output.version })).statusCode,
    ).toBe(200);
    expect(
      (await pay({ planId: (await plans())[2].id, period: 'monthly', cardNumber: TEST_CARDS.success })).statusCode,
    ).toBe(200);
  });
});
