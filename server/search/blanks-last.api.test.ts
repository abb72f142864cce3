/**
 * Blanks sort last both ways (issue 40 item 7): support tickets by age put the Resolved and Closed (no age) after
 * every open one, ascending and descending; search pages and the keyset CSV export (batches of 3 rows, so the
 * cursor crosses values, ties and the blanks) agree row for row, every row exactly once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDef } from '../../contract/platform/resource';
import { pickupLocationResource } from '../../contract/shipping/pickup-location';
import { supportTicketResource } from '../../contract/support/support-ticket';
import type { SortOption } from '../../contract/platform/search';
import { signInAs } from '../test-support/requests';
import { csvCell, exportCsv, parseCsv, searchAll, searchPage, type Row } from '../test-support/search';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

/** Non-blank values first, in the direction asked, then the blanks. */
function expectBlanksLast(values: unknown[], direction: SortOption, label: string) {
  const firstBlank = values.findIndex((v) => v === null);
  const filled = (firstBlank < 0 ? values : values.slice(0, firstBlank)) as number[];
  expect(
    values.slice(filled.length).every((v) => v === null),
    `${label}: a value after a blank`,
  ).toBe(true);
  const sorted = filled.toSorted((a, b) => (direction === 'asc' ? a - b : b - a));
  expect(filled, label).toEqual(sorted);
}

const sortBy = (sortKey: string, sortOption: SortOption) => ({ sortCriteriaDto: { sortKey, sortOption } });

describe.each(ENGINES)('blanks sort last on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { exportBatchRows: 3 }, { orders: 40 });
    token = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    // Equal ages across open tickets, so ties break by id inside a value as well as among the blanks.
    await t.db.execute(
      sql`update support_tickets set created_at = now() - (id % 4) * interval '5 hours' where status in ('Open', 'In progress')`,
    );
    await t.db.execute(sql`insert into pickup_locations (name, phone, address, city, state, pincode, latitude, longitude)
      select 'Depot ' || g, '+91 9000000000', 'Lane ' || g, 'Pune', 'Maharashtra', '411001',
        case when g % 3 = 0 then null else 18 + (g % 4) end, case when g % 3 = 0 then null else 73.5 end
      from generate_series(1, 20) g`);
  });
  afterAll(() => t?.close());

  it('lists tickets by age with the blank ages of resolved and closed tickets last, descending and ascending', async () => {
    for (const direction of ['desc', 'asc'] as const) {
      const rows = await searchAll(t.app, token, supportTicketResource, sortBy('ageHours', direction));
      expect(rows.some((r) => r.ageHours === null) && rows.some((r) => r.ageHours !== null)).toBe(true);
      expectBlanksLast(
        rows.map((r) => r.ageHours),
        direction,
        `ageHours ${direction}`,
      );
      expect(rows.at(-1)!.status).toMatch(/Resolved|Closed/);
    }
  });

  it('pages of 4 put together give the whole sorted list', async () => {
    const body = sortBy('ageHours', 'desc');
    const all = await searchAll(t.app, token, supportTicketResource, body);
    const pages: Row[] = [];
    for (let pageNum = 0; pages.length < all.length; pageNum++)
      pages.push(...(await searchPage(t.app, token, supportTicketResource, body, { pageNum, pageSize: 4 })).content);
    expect(pages.map((r) => r.id)).toEqual(all.map((r) => r.id));
  });

  it("exports every row exactly once, in the search's order with the blanks last, for a nullable expression and a nullable column", async () => {
    const cases: [ResourceDef, string][] = [
      [supportTicketResource, 'ageHours'],
      [pickupLocationResource, 'latitude'],
    ];
    for (const [def, key] of cases) {
      for (const direction of ['desc', 'asc'] as const) {
        const body = sortBy(key, direction);
        const rows = await searchAll(t.app, token, def, body);
        const response = await exportCsv(t.app, token, def, { ...body, columns: ['id', key] });
        expect(response.statusCode).toBe(200);
        const lines = parseCsv(response.body).slice(1);
        expect(lines, `${def.key} ${key} ${direction}`).toEqual(rows.map((r) => [csvCell(r.id), csvCell(r[key])]));
        expect(new Set(lines.map(([id]) => id)).size).toBe(rows.length);
        expectBlanksLast(
          lines.map(([, v]) => (v === '' ? null : Number(v))),
          direction,
          `${def.key} export ${direction}`,
        );
      }
    }
  });
});
