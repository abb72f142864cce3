/**
 * Seed §4 names Expired: an Active promo code whose end date has passed reads Expired (derived when
 * read, nothing stored or scheduled), in the list, the filter and the export, on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodeResource, type PromoCodeInput } from '../../contract/content/promo-code';
import { shopDayOf } from '../../contract/platform/shop-time';
import { shopNow } from '../platform/shop-time';
import { postJson, signInAs } from '../test-support/requests';
import { searchAll } from '../test-support/search';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

const CODE: PromoCodeInput = {
  name: 'X',
  startDate: '2020-01-01',
  endDate: '2020-01-31',
  numberOfUsers: 0,
  minimumOrderAmount: 0,
  maximumOrderAmount: 0,
  minimumPurchaseAmount: 0,
  discountType: 'Amount',
  discount: 10,
  maxDiscount: 0,
};

describe.each(ENGINES)('expired promo codes on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const ids: Record<string, number> = {};
  let today = '';
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 10 });
    // "Today" is the shop's day (Asia/Kolkata), which a code's end date is read against, not the database's:
    // from 18:30 UTC on the two differ.
    today = shopDayOf(shopNow());
    token = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
    for (const [name, endDate] of [
      ['PASTCODE', '2020-01-31'],
      ['ENDSTODAY', today],
      ['FUTURECODE', '2099-12-31'],
      ['PASTOFF', '2020-01-31'],
    ] as const) {
      const response = await postJson(t.app, promoCodeResource.apiPath, { ...CODE, name, endDate }, { token });
      expect(response.statusCode, response.body).toBe(201);
      ids[name] = response.json().output.id;
    }
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api${promoCodeResource.apiPath}/${ids.PASTOFF}/status`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 'Inactive', version: 1 },
    });
    expect(off.statusCode, off.body).toBe(200);
  });
  afterAll(() => t?.close());

  const statusOf = async (name: string) => {
    const [row] = await searchAll(t.app, token, promoCodeResource, {
      searchCriteriaList: [{ filterKey: 'name', operation: 'eq', value: [name] }],
    });
    return row?.status;
  };

  it('shows an Active code past its end date as Expired; one ending today or later stays Active', async () => {
    expect(await statusOf('PASTCODE')).toBe('Expired');
    expect(await statusOf('ENDSTODAY')).toBe('Active');
    expect(await statusOf('FUTURECODE')).toBe('Active');
  });

  it('keeps an Inactive code Inactive whatever its dates', async () => {
    expect(await statusOf('PASTOFF')).toBe('Inactive');
  });

  it('filters by Expired, and Active no longer finds the expired code', async () => {
    const expired = await searchAll(t.app, token, promoCodeResource, {
      searchCriteriaList: [{ filterKey: 'status', operation: 'eq', value: ['Expired'] }],
    });
    expect(expired.map((r) => r.id)).toContain(ids.PASTCODE);
    expect(expired.every((r) => r.status === 'Expired' && String(r.endDate) < today)).toBe(true);
    const active = await searchAll(t.app, token, promoCodeResource, {
      searchCriteriaList: [{ filterKey: 'status', operation: 'eq', value: ['Active'] }],
    });
    expect(active.map((r) => r.id)).not.toContain(ids.PASTCODE);
    expect(active.map((r) => r.id)).toContain(ids.FUTURECODE);
  });
});
