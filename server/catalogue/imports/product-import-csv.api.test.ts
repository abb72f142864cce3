/**
 * The import's reading of a CSV (issue 39 items 7, 8, 12): a stray quote is a 400 naming its line and column with
 * nothing of the file in the log, a header named twice is refused by name, and an unedited export imports back
 * with no change, its formula-defusing apostrophes and genuine ones alike.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, PRODUCT_IMPORT_API, type ChangeSet } from '../../../contract/catalogue/product-import';
import { queryRows } from '../../db/transaction';
import { signInAs } from '../../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../../test-support/test-app';
import { itemsOf, uploadCsv } from './import-test-support';

const HEADER = 'identificationNumber,name,hsn,brand,categories,tax,sku,price,specialPrice,stock,minQuantity';
const SECRET = 'SECRET-CELL-7f3a';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/** Everything logged, errors with their messages (JSON.stringify leaves an Error's message out), each object once. */
function asText(logged: unknown[]): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(logged, (_key, value: unknown) => {
    if (typeof value !== 'object' || value === null) return value;
    if (seen.has(value)) return undefined;
    seen.add(value);
    return value instanceof Error ? { ...value, message: value.message, stack: value.stack } : value;
  });
}

describe.each(ENGINES)('product import CSV reading on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const logged: unknown[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      engine,
      {},
      {
        orders: 10,
        // Keep what every request logs.
        routes: (app) =>
          app.addHook('onRequest', async (request) => {
            for (const level of LOG_LEVELS)
              request.log[level] = ((...args: unknown[]) => void logged.push(args)) as never;
          }),
      },
    );
    token = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
  });
  afterAll(() => t?.close());

  const refusal = async (csv: string) => {
    const response = await uploadCsv(t.app, token, csv);
    return { status: response.statusCode, message: response.json().errors?.[0]?.message as string | undefined };
  };

  it('refuses a stray quote with a 400 naming its line and column, and logs nothing of the file', async () => {
    logged.length = 0;
    const csv = [
      HEADER,
      'Q-1,Fine,6211,Vastra,Sarees,,Q-1-A,100,,1,1',
      `Q-2,ab"cd"ef ${SECRET},6211,Vastra,Sarees,,Q-2-A,100,,1,1`,
    ].join('\n');
    expect(await refusal(csv)).toEqual({ status: 400, message: IMPORT_MESSAGES.unreadableCell(3, 'name') });
    expect(asText(logged)).not.toContain(SECRET);
    expect(asText(logged)).not.toContain('ab"cd');
    // Nothing of the refused dry run is left behind.
    const [left] = await queryRows<{ sets: number; rows: number; items: number }>(
      t.db,
      sql`select
      (select count(*)::int from product_import_sets) as sets, (select count(*)::int from product_import_rows) as rows,
      (select count(*)::int from product_import_items) as items`,
    );
    expect(left).toEqual({ sets: 0, rows: 0, items: 0 });
  });

  it('refuses a header that names a column twice, by its name', async () => {
    expect(await refusal('identificationNumber,sku,sku\nD-1,D-1-A,D-1-B')).toEqual({
      status: 400,
      message: IMPORT_MESSAGES.duplicateColumn('sku'),
    });
    expect(await refusal(`${HEADER},name\nD-1,Name,6211,Vastra,Sarees,,D-1-A,100,,1,1,Other`)).toEqual({
      status: 400,
      message: IMPORT_MESSAGES.duplicateColumn('name'),
    });
  });

  it('imports an unedited export back with no change, formulas defused and genuine apostrophes kept', async () => {
    const texts = ['=SUM(A1)', '-2+3*cmd', '@risky', "'=quoted formula", "'plain apostrophe", "''", '+91 98200 12345'];
    const products = await queryRows<{ id: number }>(
      t.db,
      sql`select id from products order by id limit ${texts.length}`,
    );
    for (const [i, { id }] of products.entries()) {
      await t.db.execute(
        sql`update products set name = ${texts[i]}, short_description = ${texts[i]}, tags = array[${texts[i]}]::text[] where id = ${id}`,
      );
    }
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api${PRODUCT_IMPORT_API.export}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(",'=SUM(A1),");
    expect(exported.body).toContain(",''=quoted formula,");

    const response = await uploadCsv(t.app, token, exported.rawPayload);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    const set = response.json().output as ChangeSet;
    const changed = (await itemsOf(t.app, token, set.id)).filter((i) => i.action !== 'unchanged');
    expect(changed.map((i) => ({ id: i.identificationNumber, changes: i.changes, errors: i.errors }))).toEqual([]);
    expect(set.actions.unchanged).toBeGreaterThan(0);
  });
});
