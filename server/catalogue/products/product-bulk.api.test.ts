/**
 * PRODUCT list bulk actions (issue 13 §2): status change and delete of a selection and of every product a
 * filter matches, in one transaction with one audit row per product; products with orders are never deleted.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRODUCT_LIST_API,
  PRODUCT_LIST_MESSAGES,
  productListResource as def,
  type ProductListRow,
} from '../../../contract/catalogue/product-list';
import type { SearchCriterion } from '../../../contract/platform/search';
import { queryRows } from '../../db/transaction';
import { postJson, signInAs } from '../../test-support/requests';
import { searchAll } from '../../test-support/search';
import { createTestApp, ENGINES, type TestApp } from '../../test-support/test-app';

describe.each(ENGINES)('product list bulk actions on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 30 });
    token = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  const where = async (...criteria: SearchCriterion[]) =>
    (await searchAll(t.app, token, def, { searchCriteriaList: criteria })) as ProductListRow[];
  const bulk = (body: object, as = token) => postJson(t.app, PRODUCT_LIST_API.bulk, body, { token: as });
  const audits = async (action: string) =>
    Number(
      (
        await queryRows<{ n: string }>(
          t.db,
          sql`select count(*) as n from audit_log where entity = 'product' and action = ${action}`,
        )
      )[0].n,
    );
  const ordered = async () =>
    new Set(
      (await queryRows<{ id: number }>(t.db, sql`select distinct product_id as id from order_items`)).map((r) =>
        Number(r.id),
      ),
    );

  it('publishes a selection: one transaction, one audit row per product, version up; a retry changes nothing', async () => {
    await t.db.execute(
      sql`update products set status = 'Draft' where id in (select id from products order by id limit 3)`,
    );
    const drafts = await where({ filterKey: 'status', operation: 'eq', value: 'Draft' });
    expect(drafts.length).toBe(3);
    const before = await audits('status');
    const response = await bulk({ action: 'publish', selection: { kind: 'ids', ids: drafts.map((r) => r.id) } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().output).toEqual({ changed: 3, refused: [] });
    expect(await audits('status')).toBe(before + 3);
    const after = await where({ filterKey: 'id', operation: 'eq', value: drafts.map((r) => r.id) });
    expect(after.map((r) => [r.status, r.version])).toEqual(drafts.map((r) => ['Active', r.version + 1]));
    expect(
      (await bulk({ action: 'publish', selection: { kind: 'ids', ids: drafts.map((r) => r.id) } })).json().output,
    ).toEqual({ changed: 0, refused: [] });
  });

  it('makes every product a filter matches Inactive, and only those', async () => {
    const filter: SearchCriterion[] = [{ filterKey: 'categories', operation: 'eq', value: ['Sarees'] }];
    const matching = await where(...filter);
    const others = (await where()).filter((r) => !matching.some((m) => m.id === r.id));
    expect(matching.length).toBeGreaterThan(0);
    const response = await bulk({
      action: 'deactivate',
      selection: { kind: 'all', criteria: filter, dataOption: 'all' },
    });
    expect(response.json().output.changed).toBe(matching.filter((r) => r.status !== 'Inactive').length);
    expect((await where(...filter)).every((r) => r.status === 'Inactive')).toBe(true);
    const othersAfter = new Map((await where()).map((r) => [r.id, r.status]));
    expect(others.every((r) => othersAfter.get(r.id) === r.status)).toBe(true);
  });

  it('deletes a selection with its variants, refusing and reporting the products that have orders', async () => {
    const withOrders = await ordered();
    const all = await where();
    const used = all.find((r) => withOrders.has(r.id))!;
    const free = all.filter((r) => !withOrders.has(r.id)).slice(0, 2);
    const before = await audits('delete');
    const response = await bulk({
      action: 'delete',
      selection: { kind: 'ids', ids: [used.id, ...free.map((r) => r.id)] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().output).toEqual({
      changed: 2,
      refused: [{ id: used.id, name: used.name, reason: PRODUCT_LIST_MESSAGES.hasOrders }],
    });
    expect(await audits('delete')).toBe(before + 2);
    expect(
      (await where({ filterKey: 'id', operation: 'eq', value: [used.id, ...free.map((r) => r.id)] })).map((r) => r.id),
    ).toEqual([used.id]);
    const [{ n }] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from product_variants where product_id = any(${sql.param(free.map((r) => r.id))})`,
    );
    expect(n).toBe(0);
  });

  it('deletes every product a filter matches except those with orders', async () => {
    const filter: SearchCriterion[] = [{ filterKey: 'categories', operation: 'eq', value: ['Sarees'] }];
    const matching = await where(...filter);
    const withOrders = await ordered();
    const kept = matching.filter((r) => withOrders.has(r.id)).map((r) => r.id);
    const response = await bulk({ action: 'delete', selection: { kind: 'all', criteria: filter, dataOption: 'all' } });
    expect(response.json().output.changed).toBe(matching.length - kept.length);
    expect(response.json().output.refused.map((r: { id: number }) => r.id)).toEqual(kept.toSorted((a, b) => a - b));
    expect((await where(...filter)).map((r) => r.id)).toEqual(kept.toSorted((a, b) => b - a));
  });

  it('refuses a delete to staff without the delete permission and an unknown action, changing nothing', async () => {
    const [row] = await where();
    const orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    expect((await bulk({ action: 'delete', selection: { kind: 'ids', ids: [row.id] } }, orders)).statusCode).toBe(403);
    expect((await bulk({ action: 'archive', selection: { kind: 'ids', ids: [row.id] } })).statusCode).toBe(400);
    expect((await bulk({ action: 'publish', selection: { kind: 'ids', ids: [] } })).statusCode).toBe(400);
    expect((await where({ filterKey: 'id', operation: 'eq', value: row.id }))[0]).toEqual(row);
  });
});
