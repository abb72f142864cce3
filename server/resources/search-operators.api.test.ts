import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResource } from '../../contract/orders/order';
import { promoCodeResource } from '../../contract/content/promo-code';
import { fieldByKey, type ResourceDef } from '../../contract/platform/resource';
import { OPERATIONS_BY_TYPE, type SearchCriterion } from '../../contract/platform/search';
import { signInAs } from '../test-support/requests';
import { requestMatches, searchAll, type Row } from '../test-support/search';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

type Case = { name: string; criteria: SearchCriterion[]; dataOption?: 'all' | 'any' };

const c = (
  filterKey: string,
  operation: SearchCriterion['operation'],
  value: SearchCriterion['value'],
): SearchCriterion => ({ filterKey, operation, dataOption: 'all', value });

/** Promo codes hold every type but datetime (all were created together). Dates are picked from the data. */
function promoCases(rows: Row[]): Case[] {
  const days = [...new Set(rows.map((r) => String(r.startDate)))].toSorted();
  const [d1, d2] = [days[3], days[days.length - 4]];
  return [
    { name: 'text contains, any case', criteria: [c('name', 'cn', 'ave')] },
    { name: 'text contains: _ is a plain character', criteria: [c('name', 'cn', '_')] },
    { name: 'text contains: % is a plain character', criteria: [c('message', 'cn', '0%')] },
    { name: 'text not contains', criteria: [c('name', 'nc', 'save')] },
    { name: 'text equals', criteria: [c('name', 'eq', 'FLAT100')] },
    { name: 'text equals any of a list', criteria: [c('name', 'eq', ['FLAT100', 'FLAT250', 'NOPE'])] },
    { name: 'text not equals a list', criteria: [c('name', 'ne', ['FLAT100', 'FLAT250'])] },
    { name: 'enum equals', criteria: [c('discountType', 'eq', 'Percentage')] },
    { name: 'enum equals any of', criteria: [c('status', 'eq', ['Active', 'Inactive'])] },
    { name: 'enum not equals', criteria: [c('status', 'ne', ['Active'])] },
    { name: 'boolean equals', criteria: [c('reusable', 'eq', true)] },
    { name: 'boolean equals as text', criteria: [c('listed', 'eq', 'false')] },
    { name: 'boolean not equals', criteria: [c('cashback', 'ne', [true])] },
    { name: 'number equals', criteria: [c('numberOfUsers', 'eq', 100)] },
    { name: 'number equals any of', criteria: [c('numberOfUsers', 'eq', [0, '500'])] },
    { name: 'number not equals', criteria: [c('numberOfUsers', 'ne', 0)] },
    { name: 'number >', criteria: [c('usedCount', 'gt', 40)] },
    { name: 'number <', criteria: [c('usedCount', 'lt', 10)] },
    { name: 'number >=', criteria: [c('numberOfUsers', 'ge', 500)] },
    { name: 'number <=', criteria: [c('numberOfUsers', 'le', [100])] },
    { name: 'number range, inclusive', criteria: [c('numberOfUsers', 'bw', [100, 500])] },
    { name: 'decimal equals', criteria: [c('discount', 'eq', '10.00')] },
    { name: 'decimal equals any of', criteria: [c('discount', 'eq', [5, '15.0'])] },
    { name: 'decimal not equals', criteria: [c('maxDiscount', 'ne', 0)] },
    { name: 'decimal >', criteria: [c('discount', 'gt', 20)] },
    { name: 'decimal <', criteria: [c('discount', 'lt', '12.5')] },
    { name: 'decimal >=', criteria: [c('minimumOrderAmount', 'ge', '999')] },
    { name: 'decimal <=', criteria: [c('discount', 'le', 15)] },
    { name: 'decimal range, inclusive', criteria: [c('discount', 'bw', ['10', 25])] },
    { name: 'date equals', criteria: [c('startDate', 'eq', d1)] },
    { name: 'date equals any of', criteria: [c('startDate', 'eq', [d1, d2])] },
    { name: 'date not equals', criteria: [c('startDate', 'ne', d1)] },
    { name: 'date >', criteria: [c('startDate', 'gt', d1)] },
    { name: 'date <', criteria: [c('startDate', 'lt', d2)] },
    { name: 'date >=', criteria: [c('startDate', 'ge', d1)] },
    { name: 'date <=', criteria: [c('endDate', 'le', d2)] },
    { name: 'date range covers both end days', criteria: [c('startDate', 'bw', [d1, d2])] },
    {
      name: 'all: every criterion',
      criteria: [c('discountType', 'eq', 'Percentage'), c('reusable', 'eq', false)],
      dataOption: 'all',
    },
    {
      name: 'any: one criterion is enough',
      criteria: [c('discountType', 'eq', 'Amount'), c('numberOfUsers', 'eq', 0)],
      dataOption: 'any',
    },
  ];
}

/** The shop day (Asia/Kolkata) of an instant. */
const day = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);
/** The whole minute of an instant: far from any stored microsecond timestamp. */
const minute = (iso: string) => `${iso.slice(0, 16)}:00Z`;

/** Orders carry the datetime cases: days (the shop's whole day) and instants. */
function orderCases(rows: Row[]): Case[] {
  const times = rows.map((r) => String(r.createdAt)).toSorted();
  const [early, late] = [times[Math.floor(times.length / 4)], times[Math.floor((times.length * 3) / 4)]];
  return [
    { name: 'datetime equals a day', criteria: [c('createdAt', 'eq', day(early))] },
    { name: 'datetime equals any of two days', criteria: [c('createdAt', 'eq', [day(early), day(late)])] },
    { name: 'datetime not equals a day', criteria: [c('createdAt', 'ne', day(early))] },
    { name: 'datetime after a day', criteria: [c('createdAt', 'gt', day(early))] },
    { name: 'datetime before a day', criteria: [c('createdAt', 'lt', day(late))] },
    { name: 'datetime from a day', criteria: [c('createdAt', 'ge', day(late))] },
    { name: 'datetime up to a day', criteria: [c('createdAt', 'le', day(early))] },
    { name: 'datetime range of days', criteria: [c('createdAt', 'bw', [day(early), day(late)])] },
    { name: 'datetime after an instant', criteria: [c('createdAt', 'gt', minute(late))] },
    {
      name: 'datetime range of instants',
      criteria: [c('createdAt', 'bw', [minute(early), `${late.slice(0, 19)}+05:30`])],
    },
    {
      name: 'status any of two, total at least 1000',
      criteria: [c('status', 'eq', ['Delivered', 'Shipped']), c('total', 'ge', 1000)],
    },
  ];
}

describe.each(ENGINES)('search operators on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const data = new Map<ResourceDef, Row[]>();
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 300 });
    token = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    for (const def of [promoCodeResource, orderResource]) data.set(def, await searchAll(t.app, token, def));
  });
  afterAll(() => t?.close());

  /** Runs every case and checks the server's rows are exactly the rows the JS reading selects. */
  async function check(def: ResourceDef, cases: Case[]) {
    const all = data.get(def)!;
    for (const k of cases) {
      const body = {
        searchCriteriaList: k.criteria,
        dataOption: k.dataOption ?? 'all',
        sortCriteriaDto: { sortKey: 'id', sortOption: 'asc' as const },
      };
      const expected = all
        .filter((row) => requestMatches(def, row, body))
        .map((r) => r.id)
        .toSorted((a, b) => Number(a) - Number(b));
      const got = (await searchAll(t.app, token, def, body)).map((r) => r.id);
      expect(got, k.name).toEqual(expected);
    }
  }

  it('answers every operator of every promo code field type with exactly the matching rows', async () => {
    await check(promoCodeResource, promoCases(data.get(promoCodeResource)!));
  });

  it('reads a day given to a datetime field as the whole shop day, and instants as instants', async () => {
    await check(orderResource, orderCases(data.get(orderResource)!));
  });

  it('treats % and _ in "contains" literally', async () => {
    const underscore = await searchAll(t.app, token, promoCodeResource, { searchCriteriaList: [c('name', 'cn', '_')] });
    expect(underscore).toEqual([]);
    const percent = await searchAll(t.app, token, promoCodeResource, { searchCriteriaList: [c('message', 'cn', '%')] });
    expect(percent.length).toBeGreaterThan(0);
    expect(percent.every((r) => String(r.message).includes('%'))).toBe(true);
  });

  it('covers every operator of every field type in these cases', () => {
    const covered = new Set<string>();
    const cases = [...promoCases(data.get(promoCodeResource)!), ...orderCases(data.get(orderResource)!)];
    for (const k of cases) {
      for (const crit of k.criteria) {
        const def =
          fieldByKey(promoCodeResource, crit.filterKey) && crit.filterKey !== 'createdAt'
            ? promoCodeResource
            : orderResource;
        covered.add(`${fieldByKey(def, crit.filterKey)!.type}:${crit.operation}`);
      }
    }
    const wanted = Object.entries(OPERATIONS_BY_TYPE).flatMap(([type, ops]) => ops.map((op) => `${type}:${op}`));
    expect(wanted.filter((w) => !covered.has(w))).toEqual([]);
  });
});
