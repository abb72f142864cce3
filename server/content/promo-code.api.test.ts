import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { promoCodeResource, type PromoCodeInput } from '../../contract/content/promo-code';
import { errorBody, postJson, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

const VALID: PromoCodeInput = {
  name: 'SPRING10',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  numberOfUsers: 0,
  minimumOrderAmount: 500,
  maximumOrderAmount: 0,
  minimumPurchaseAmount: 0,
  discountType: 'Percentage',
  discount: 10,
  maxDiscount: 200,
};

describe.each(ENGINES)('promo code rules on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 10 });
    token = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
  });
  afterAll(() => t?.close());

  const create = (patch: Partial<PromoCodeInput>) =>
    postJson(t.app, promoCodeResource.apiPath, { ...VALID, ...patch }, { token });

  it('rejects a promo code whose end date is before its start, on endDate', async () => {
    const response = await create({ endDate: '2026-02-28' });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual([{ field: 'endDate', message: MESSAGES.endBeforeStart }]);
  });

  it('accepts a one-day promo code (end on the start day)', async () => {
    expect((await create({ name: 'ONEDAY', endDate: VALID.startDate })).statusCode).toBe(201);
  });

  it('rejects a percentage over 100, but not an amount over 100', async () => {
    const response = await create({ discount: 101 });
    expect(errorBody(response).errors).toEqual([{ field: 'discount', message: VALIDATION.between(0, 100) }]);
    expect((await create({ name: 'FLAT150', discountType: 'Amount', discount: 150, maxDiscount: 0 })).statusCode).toBe(
      201,
    );
  });

  it('rejects a maximum order amount below the minimum; 0 means no maximum', async () => {
    const response = await create({ minimumOrderAmount: 1000, maximumOrderAmount: 999 });
    expect(errorBody(response).errors).toEqual([{ field: 'maximumOrderAmount', message: MESSAGES.maxBelowMin }]);
    expect((await create({ name: 'NOMAX', minimumOrderAmount: 1000, maximumOrderAmount: 0 })).statusCode).toBe(201);
  });

  it('rejects impossible dates and codes with special characters', async () => {
    const response = await create({ startDate: '01-03-2026', name: 'SPRING 10' });
    expect(errorBody(response).errors).toEqual([
      { field: 'name', message: 'no special character allowed, use only alphanumeric' },
      { field: 'startDate', message: VALIDATION.invalidFormat },
    ]);
  });

  it('applies the same rules on update', async () => {
    const { id } = (await create({ name: 'UPDATE1' })).json().output;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api${promoCodeResource.apiPath}/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { ...VALID, name: 'UPDATE1', endDate: '2026-01-01', version: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual([{ field: 'endDate', message: MESSAGES.endBeforeStart }]);
  });
});
