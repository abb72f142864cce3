import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDef } from '../../contract/platform/resource';
import { customerResource } from '../../contract/customers/customer';
import { orderResource } from '../../contract/orders/order';
import { pickupLocationResource } from '../../contract/shipping/pickup-location';
import { promoCodeResource } from '../../contract/content/promo-code';
import type { SearchRequest } from '../../contract/platform/search';
import { signInAs } from '../test-support/requests';
import { csvCell, exportCsv, parseCsv, searchAll } from '../test-support/search';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

/** Searches and exports that must agree row for row; batches of 7 rows make every export cross many batch boundaries. */
const CASES: [ResourceDef, SearchRequest][] = [
  [orderResource, {}],
  [
    orderResource,
    {
      searchCriteriaList: [{ filterKey: 'status', operation: 'eq', value: ['Delivered', 'Shipped'] }],
      sortCriteriaDto: { sortKey: 'createdAt', sortOption: 'asc' },
    },
  ],
  [orderResource, { sortCriteriaDto: { sortKey: 'createdAt', sortOption: 'desc' } }],
  [orderResource, { sortCriteriaDto: { sortKey: 'customerName', sortOption: 'desc' } }],
  [orderResource, { sortCriteriaDto: { sortKey: 'total', sortOption: 'asc' } }],
  [
    orderResource,
    {
      searchCriteriaList: [
        { filterKey: 'total', operation: 'ge', value: 2000 },
        { filterKey: 'paymentMethod', operation: 'eq', value: 'COD' },
      ],
      dataOption: 'any',
      sortCriteriaDto: { sortKey: 'paymentMethod', sortOption: 'asc' },
    },
  ],
  [pickupLocationResource, { sortCriteriaDto: { sortKey: 'latitude', sortOption: 'asc' } }],
  [pickupLocationResource, { sortCriteriaDto: { sortKey: 'latitude', sortOption: 'desc' } }],
  [promoCodeResource, { sortCriteriaDto: { sortKey: 'startDate', sortOption: 'desc' } }],
  [promoCodeResource, { sortCriteriaDto: { sortKey: 'reusable', sortOption: 'asc' } }],
  [
    customerResource,
    {
      searchCriteriaList: [{ filterKey: 'city', operation: 'cn', value: 'pur' }],
      sortCriteriaDto: { sortKey: 'walletBalance', sortOption: 'desc' },
    },
  ],
];

describe.each(ENGINES)('CSV export on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { exportBatchRows: 7 }, { orders: 300 });
    token = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    // Pickup locations with and without coordinates (many ties and nulls) to sort a nullable column across batches.
    await t.db.execute(sql`insert into pickup_locations (name, phone, address, city, state, pincode, latitude, longitude)
      select 'Depot ' || g, '+91 9000000000', 'Lane ' || g, 'Pune', 'Maharashtra', '411001',
        case when g % 3 = 0 then null else 18 + (g % 4) end, case when g % 3 = 0 then null else 73.5 end
      from generate_series(1, 30) g`);
  });
  afterAll(() => t?.close());

  it('writes exactly the rows of the search, in its order, under the field labels', async () => {
    for (const [def, body] of CASES) {
      const rows = await searchAll(t.app, token, def, body);
      const response = await exportCsv(t.app, token, def, body);
      expect(response.statusCode).toBe(200);
      const [header, ...lines] = parseCsv(response.body);
      expect(header).toEqual(def.fields.map((f) => f.label));
      expect(lines, `${def.key} ${JSON.stringify(body)}`).toEqual(
        rows.map((row) => def.fields.map((f) => csvCell(row[f.key]))),
      );
    }
  });

  it('sends a CSV download with a byte-order mark for spreadsheets', async () => {
    const response = await exportCsv(t.app, token, promoCodeResource, {});
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="promo-code-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFFID,Code,')).toBe(true);
  });

  it('writes only the requested columns, in the requested order', async () => {
    const body = {
      columns: ['total', 'orderNo', 'createdAt'],
      sortCriteriaDto: { sortKey: 'total', sortOption: 'desc' as const },
    };
    const [header, ...lines] = parseCsv((await exportCsv(t.app, token, orderResource, body)).body);
    expect(header).toEqual(['Total', 'Order No', 'Placed']);
    const rows = await searchAll(t.app, token, orderResource, body);
    expect(lines).toEqual(rows.map((r) => [String(r.total), String(r.orderNo), String(r.createdAt)]));
  });

  it('writes only the header when nothing matches', async () => {
    const response = await exportCsv(t.app, token, orderResource, {
      searchCriteriaList: [{ filterKey: 'orderNo', operation: 'eq', value: 'none' }],
    });
    expect(parseCsv(response.body)).toEqual([orderResource.fields.map((f) => f.label)]);
  });

  it('quotes commas, quotes and line breaks, and defuses text a spreadsheet would run as a formula', async () => {
    await t.db.execute(sql`insert into pickup_locations (name, phone, address, city, state, pincode)
      values ('=HYPERLINK("http://x.example")', '+91 9000000001', 'Shed "A", Gate 2
Back lane', 'Pune', 'Maharashtra', '411001')`);
    const response = await exportCsv(t.app, token, pickupLocationResource, {
      searchCriteriaList: [
        { filterKey: 'city', operation: 'eq', value: 'Pune' },
        { filterKey: 'name', operation: 'cn', value: 'hyperlink' },
      ],
      columns: ['name', 'address'],
    });
    expect(parseCsv(response.body)).toEqual([
      ['Name', 'Address'],
      ['\'=HYPERLINK("http://x.example")', 'Shed "A", Gate 2\nBack lane'],
    ]);
  });
});
