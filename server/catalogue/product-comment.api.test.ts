/** PRODUCT_COMMENT (issue 13 §4): filters, one-row and bulk moderation (one transaction, audited per row), the dashboard count. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_API } from '../../contract/dashboard/dashboard';
import { MESSAGES } from '../../contract/platform/messages';
import {
  PRODUCT_COMMENT_API,
  productCommentResource,
  type ProductComment,
} from '../../contract/catalogue/product-comment';
import type { SearchCriterion } from '../../contract/platform/search';
import { queryRows } from '../db/transaction';
import { errorBody, getWithToken, postJson, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

describe.each(ENGINES)('product comments on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 10 });
    token = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
  });
  afterAll(() => t?.close());

  const search = async (criteria: SearchCriterion[] = []) => {
    const response = await postJson(
      t.app,
      `${productCommentResource.apiPath}/search?pageNum=0&pageSize=200`,
      { searchCriteriaList: criteria, dataOption: 'all' },
      { token },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().output.content as ProductComment[];
  };
  const bulk = (body: object) => postJson(t.app, PRODUCT_COMMENT_API.bulk, body, { token });
  const auditCount = async (action: string) =>
    Number(
      (
        await queryRows<{ n: string }>(
          t.db,
          sql`select count(*) as n from audit_log where entity = 'productComment' and action = ${action}`,
        )
      )[0].n,
    );

  it('lists the demo reviews with product and customer names, and filters by rating, status and product', async () => {
    const all = await search();
    expect(all.length).toBeGreaterThanOrEqual(50);
    expect(all[0].productName.length).toBeGreaterThan(0);
    expect(all[0].customerName.length).toBeGreaterThan(0);
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(['Published', 'Unpublished']));
    const fives = await search([{ filterKey: 'rating', operation: 'eq', value: 5 }]);
    expect(fives.length).toBeGreaterThan(0);
    expect(fives.every((r) => r.rating === 5)).toBe(true);
    const waiting = await search([{ filterKey: 'status', operation: 'eq', value: 'Unpublished' }]);
    expect(waiting.every((r) => r.status === 'Unpublished')).toBe(true);
    const product = all[0].productName;
    const ofProduct = await search([{ filterKey: 'productName', operation: 'eq', value: product }]);
    expect(ofProduct.map((r) => r.productName)).toEqual(ofProduct.map(() => product));
  });

  it('publishes a selection in one request, one audit row per review, and a retry changes nothing', async () => {
    const waiting = (await search([{ filterKey: 'status', operation: 'eq', value: 'Unpublished' }])).slice(0, 2);
    const before = await auditCount('status');
    const response = await bulk({ action: 'publish', selection: { kind: 'ids', ids: waiting.map((r) => r.id) } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().output).toEqual({ changed: 2 });
    expect(await auditCount('status')).toBe(before + 2);
    const ids = new Set(waiting.map((r) => r.id));
    expect((await search()).filter((r) => ids.has(r.id)).map((r) => r.status)).toEqual(['Published', 'Published']);
    expect((await bulk({ action: 'publish', selection: { kind: 'ids', ids: [...ids] } })).json().output).toEqual({
      changed: 0,
    });
  });

  it('dashboard counts the reviews waiting', async () => {
    const waiting = await search([{ filterKey: 'status', operation: 'eq', value: 'Unpublished' }]);
    const summary = await getWithToken(
      t.app,
      DASHBOARD_API.summary,
      (await signInAs(t.app, 'admin', 'Admin@12345')).token,
    );
    expect(summary.json().output.reviewsWaiting).toBe(waiting.length);
  });

  it('deletes every review a filter matches (select all), and only those', async () => {
    const total = (await search()).length;
    const ones = await search([{ filterKey: 'rating', operation: 'eq', value: 1 }]);
    const response = await bulk({
      action: 'delete',
      selection: { kind: 'all', criteria: [{ filterKey: 'rating', operation: 'eq', value: 1 }], dataOption: 'all' },
    });
    expect(response.json().output).toEqual({ changed: ones.length });
    expect((await search()).length).toBe(total - ones.length);
    expect(await search([{ filterKey: 'rating', operation: 'eq', value: 1 }])).toEqual([]);
  });

  it('unpublishes one review at its version; a stale version is 409, a wrong status 400, nothing changed', async () => {
    const [row] = await search([{ filterKey: 'status', operation: 'eq', value: 'Published' }]);
    const put = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api${PRODUCT_COMMENT_API.status(row.id)}`,
        payload: body,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await put({ status: 'Active', version: row.version })).statusCode).toBe(400);
    const done = await put({ status: 'Unpublished', version: row.version });
    expect(done.json().output).toMatchObject({ status: 'Unpublished', version: row.version + 1 });
    const stale = await put({ status: 'Published', version: row.version });
    expect(stale.statusCode).toBe(409);
    expect(errorBody(stale).errors[0].message).toBe(MESSAGES.staleVersion);
  });

  it('refuses an empty selection and an unknown action with the envelope', async () => {
    for (const body of [
      { action: 'publish', selection: { kind: 'ids', ids: [] } },
      { action: 'approve', selection: { kind: 'ids', ids: [1] } },
    ]) {
      const response = await bulk(body);
      expect(response.statusCode).toBe(400);
      expect(errorBody(response)).toMatchObject({ status: false, output: null });
    }
  });

  it("takes a deleted product's reviews with it (on delete cascade)", async () => {
    const [row] = await search();
    const [product] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into products (name, identification_number, hsn, brand) values ('Gone', 'GONE-1', '6109', 'X') returning id`,
    );
    await t.db.execute(sql`update product_comments set product_id = ${product.id} where id = ${row.id}`);
    await t.db.execute(sql`delete from products where id = ${product.id}`);
    expect((await search()).some((r) => r.id === row.id)).toBe(false);
  });
});
