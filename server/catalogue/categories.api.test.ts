/**
 * The category tree over the API (both engines): counts per node and subtree, names unique among siblings
 * (case-insensitive, by the index), slugs, moves (reorder, reparent, into a descendant refused, concurrent
 * moves of one node: one wins), dense positions, and deletes refused while a category has children or products.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_API } from '../../contract/platform/audit';
import { CATEGORY_API, CATEGORY_MESSAGES, type CategoryRow } from '../../contract/catalogue/category';
import { MESSAGES } from '../../contract/platform/messages';
import { queryRows } from '../db/transaction';
import { errorBody, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

/** A parent's children in order. */
const children = (rows: CategoryRow[], parentId: number | null) =>
  rows.filter((r) => r.parentId === parentId).toSorted((a, b) => a.position - b.position);
/** Every parent's children sit at 0..n-1. */
const expectDense = (rows: CategoryRow[]) => {
  for (const parentId of new Set(rows.map((r) => r.parentId)))
    expect(children(rows, parentId).map((r) => r.position)).toEqual(children(rows, parentId).map((_, i) => i));
};

describe.each(ENGINES)('category tree on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      payload: payload as object,
      headers: { authorization: `Bearer ${admin}` },
    });
  const tree = async (): Promise<CategoryRow[]> => (await call('GET', CATEGORY_API.list)).json().output;
  const byName = async (name: string) => (await tree()).find((r) => r.name === name)!;
  const create = async (body: object) => call('POST', CATEGORY_API.list, body);

  it('reads the tree with product counts per node and per subtree that match the products table', async () => {
    const rows = await tree();
    const counts = await queryRows<{ category_id: number; n: string | number }>(
      t.db,
      sql`select category_id, count(*) as n from product_categories group by category_id`,
    );
    const direct = new Map(counts.map((c) => [Number(c.category_id), Number(c.n)]));
    for (const row of rows) {
      expect(row.productCount).toBe(direct.get(row.id) ?? 0);
      const kids = rows.filter((r) => r.parentId === row.id);
      expect(row.subtreeProductCount).toBe(row.productCount + kids.reduce((sum, k) => sum + k.subtreeProductCount, 0));
      expect(row.descendantCount).toBe(kids.reduce((sum, k) => sum + k.descendantCount + 1, 0));
    }
    expect(rows.filter((r) => r.parentId === null).reduce((sum, r) => sum + r.subtreeProductCount, 0)).toBe(
      [...direct.values()].reduce((a, b) => a + b, 0),
    );
    expectDense(rows);
  });

  it('refuses a duplicate name under the same parent, whatever its case, and allows it under another', async () => {
    const men = await byName('Men');
    const women = await byName('Women');
    const first = await create({ parentId: men.id, name: 'Ethnic Wear' });
    expect(first.statusCode).toBe(201);
    expect(first.json().output).toMatchObject({
      parentId: men.id,
      slug: 'ethnic-wear',
      position: children(await tree(), men.id).length - 1,
      version: 1,
    });
    const again = await create({ parentId: men.id, name: 'ETHNIC wear' });
    expect(again.statusCode).toBe(409);
    expect(errorBody(again)).toEqual({
      status: false,
      output: null,
      errors: [{ field: 'name', message: 'category name already exists' }],
    });
    const elsewhere = await create({ parentId: women.id, name: 'Ethnic Wear' });
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().output.slug).toBe('ethnic-wear-2'); // slugs are shop-wide: the next free suffix
    const topLevel = await create({ parentId: null, name: 'men' });
    expect(topLevel.statusCode).toBe(409);
    expect(errorBody(topLevel).errors).toEqual([{ field: 'name', message: CATEGORY_MESSAGES.duplicateName }]);
  });

  it("answers a blank name and a slug taken by another category in the catalogue's words", async () => {
    expect(errorBody(await create({ name: '  ' })).errors).toEqual([
      { field: 'name', message: 'Name cannot be blank' },
    ]);
    const taken = await create({ name: 'Brand New', slug: 'sarees' });
    expect(taken.statusCode).toBe(409);
    expect(errorBody(taken).errors).toEqual([{ field: 'slug', message: CATEGORY_MESSAGES.duplicateSlug }]);
  });

  it('reorders siblings and moves a subtree to another parent in one request, keeping positions dense', async () => {
    const men = await byName('Men');
    const kids = children(await tree(), men.id);
    const last = kids.at(-1)!;
    const up = await call('PUT', CATEGORY_API.move(last.id), { parentId: men.id, position: 0, version: last.version });
    expect(up.statusCode).toBe(200);
    expect(children(await tree(), men.id).map((r) => r.id)).toEqual([last.id, ...kids.slice(0, -1).map((r) => r.id)]);

    const women = await byName('Women');
    const impact = (await call('GET', CATEGORY_API.moveImpact(women.id))).json().output;
    expect(impact).toEqual({ categories: women.descendantCount + 1, products: women.subtreeProductCount });
    const fresh = await byName('Women');
    const moved = await call('PUT', CATEGORY_API.move(women.id), {
      parentId: men.id,
      position: 1,
      version: fresh.version,
    });
    expect(moved.statusCode).toBe(200);
    const after = await tree();
    expect(children(after, men.id)[1].id).toBe(women.id);
    expect(after.find((r) => r.id === men.id)!.subtreeProductCount).toBe(
      men.subtreeProductCount + women.subtreeProductCount,
    );
    expectDense(after);
    // And back to the top level, where it was.
    const back = await call('PUT', CATEGORY_API.move(women.id), {
      parentId: null,
      position: women.position,
      version: fresh.version + 1,
    });
    expect(back.statusCode).toBe(200);
    expectDense(await tree());
  });

  it('refuses a move into the category itself or one of its descendants', async () => {
    const men = await byName('Men');
    const child = children(await tree(), men.id)[0];
    for (const parentId of [men.id, child.id]) {
      const refused = await call('PUT', CATEGORY_API.move(men.id), { parentId, position: 0, version: men.version });
      expect(refused.statusCode).toBe(400);
      expect(errorBody(refused).errors).toEqual([{ field: 'parentId', message: CATEGORY_MESSAGES.intoItself }]);
    }
    const viaEdit = await call('PUT', CATEGORY_API.one(men.id), {
      parentId: child.id,
      name: men.name,
      slug: men.slug,
      version: men.version,
    });
    expect(viaEdit.statusCode).toBe(400);
    expect((await byName('Men')).parentId).toBeNull();
  });

  it('lets one of two concurrent moves of the same node win; the other is a 409 and positions stay dense', async () => {
    const rows = await tree();
    const footwear = rows.find((r) => r.name === 'Footwear')!;
    const [a, b] = [rows.find((r) => r.name === 'Grocery')!, rows.find((r) => r.name === 'Electronics')!];
    const answers = await Promise.all([
      call('PUT', CATEGORY_API.move(footwear.id), { parentId: a.id, position: 0, version: footwear.version }),
      call('PUT', CATEGORY_API.move(footwear.id), { parentId: b.id, position: 1, version: footwear.version }),
    ]);
    expect(answers.map((r) => r.statusCode).toSorted()).toEqual([200, 409]);
    expect(errorBody(answers.find((r) => r.statusCode === 409)!).errors[0].message).toBe(MESSAGES.staleVersion);
    const after = await tree();
    expect([a.id, b.id]).toContain(after.find((r) => r.id === footwear.id)!.parentId);
    expectDense(after);
  });

  it('keeps positions dense under concurrent moves of different nodes between the same parents', async () => {
    const rows = await tree();
    const tops = children(rows, null);
    const moves = tops.slice(0, 4).map((node, i) =>
      call('PUT', CATEGORY_API.move(node.id), {
        parentId: i % 2 ? null : tops.at(-1)!.id,
        position: 0,
        version: node.version,
      }),
    );
    expect((await Promise.all(moves)).map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expectDense(await tree());
  });

  it('refuses to delete a category with subcategories or products, naming them, and deletes an empty one', async () => {
    const parent = (await tree()).find((r) => r.name === 'Books & Stationery')!;
    const withKids = await call('DELETE', `${CATEGORY_API.one(parent.id)}?version=${parent.version}`);
    expect(withKids.statusCode).toBe(409);
    expect(errorBody(withKids).errors[0].message).toMatch(/^This category has \d+ subcategor(y|ies) \("Books"/);
    const books = await byName('Books');
    const withProducts = await call('DELETE', `${CATEGORY_API.one(books.id)}?version=${books.version}`);
    expect(withProducts.statusCode).toBe(409);
    expect(errorBody(withProducts).errors[0].message).toContain(`This category has ${books.productCount} product`);
    const empty = (await create({ parentId: parent.id, name: 'Maps' })).json().output as CategoryRow;
    expect((await call('DELETE', `${CATEGORY_API.one(empty.id)}?version=${empty.version + 1}`)).statusCode).toBe(409);
    expect((await call('DELETE', `${CATEGORY_API.one(empty.id)}?version=${empty.version}`)).statusCode).toBe(200);
    expect((await tree()).some((r) => r.id === empty.id)).toBe(false);
    expectDense(await tree());
  });

  it('edits, changes status with a version check, and writes an audit row per write', async () => {
    const row = await byName('Spices');
    const edited = await call('PUT', CATEGORY_API.one(row.id), {
      parentId: row.parentId,
      name: 'Spices & Masalas',
      slug: '',
      version: row.version,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().output).toMatchObject({
      name: 'Spices & Masalas',
      slug: 'spices-and-masalas',
      version: row.version + 1,
    });
    const stale = await call('PUT', CATEGORY_API.status(row.id), { status: 'Inactive', version: row.version });
    expect(stale.statusCode).toBe(409);
    const status = await call('PUT', CATEGORY_API.status(row.id), { status: 'Inactive', version: row.version + 1 });
    expect(status.json().output).toMatchObject({ status: 'Inactive', version: row.version + 2 });
    const audit = await queryRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where entity = 'category' and entity_id = ${String(row.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['update', 'status']);
    // The drawer's History reads the same rows, newest first.
    const history = (await call('GET', AUDIT_API.history('category', row.id))).json().output as {
      action: string;
      changes: Record<string, unknown>;
    }[];
    expect(history.map((h) => h.action)).toEqual(['status', 'update']);
    expect(history[1].changes).toMatchObject({ name: { before: 'Spices', after: 'Spices & Masalas' } });
  });
});
