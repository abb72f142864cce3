/**
 * Catalogue export and CSV import as change sets (issue 13 §5): a dry run changes nothing, bad rows get
 * per-field errors in the seed's wording, an applied import creates and updates (unticked products left
 * alone), a product changed since the dry run fails alone, a rollback restores exactly or is refused
 * naming what changed, and the export defuses formulas.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '../../../contract/catalogue/product';
import { IMPORT_MESSAGES, PRODUCT_IMPORT_API, type ChangeSet } from '../../../contract/catalogue/product-import';
import { VALIDATION } from '../../../contract/platform/messages';
import { queryRows } from '../../db/transaction';
import { signInAs } from '../../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../../test-support/test-app';
import { appliedSet, catalogueFingerprint, itemsOf, uploadCsv } from './import-test-support';

const HEADER = 'identificationNumber,name,hsn,brand,categories,tax,sku,price,specialPrice,stock,minQuantity';

describe.each(ENGINES)('product import on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let existing: {
    identification_number: string;
    sku: string;
    stock: number;
    id: number;
    hsn: string;
    brand: string;
    category: string;
    tax: string | null;
  };
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 10 });
    token = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
    [existing] = await queryRows(
      t.db,
      sql`select p.identification_number, v.sku, v.stock, p.id, p.hsn, p.brand, t.name as tax,
        (select parent.name || ' > ' || c.name from product_categories pc join categories c on c.id = pc.category_id join categories parent on parent.id = c.parent_id
          where pc.product_id = p.id and pc.position = 0) as category
      from products p join product_variants v on v.product_id = p.id left join taxes t on t.id = p.tax_id where v.stock > 0 order by p.id limit 1`,
    );
  });
  afterAll(() => t?.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(body ? { payload: body } : {}),
    });
  const dryRun = async (csv: string) => {
    const response = await uploadCsv(t.app, token, csv);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().output as ChangeSet;
  };
  /** A file that creates NEW-<n> (two variants), updates the existing product's price and name, and has one bad row. */
  const mixedCsv = (n: string) =>
    [
      HEADER,
      `NEW-${n},Import Kurta ${n},6211,Vastra,Men > Men Kurtas,GST 5%,NEW-${n}-A,999,899,7,1`,
      // Blank cells of a later row repeat the first; on a product's first row a blank is a blank, so the row says everything.
      `${existing.identification_number},Renamed ${n},${existing.hsn},${existing.brand},${existing.category},${existing.tax ?? ''},${existing.sku},1234.5,,${existing.stock + 50},1`,
      `BAD-${n},Broken ${n},6211,Vastra,No Such Category,GST 99%,BAD-${n}-A,abc,,0,0`,
    ].join('\n');

  it("exports one row per variant with the import's columns, and defuses a formula", async () => {
    await t.db.execute(sql`update products set name = '=cmd|'' /C calc''!A0' where id = ${existing.id}`);
    const response = await send('GET', PRODUCT_IMPORT_API.export);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^identificationNumber,name,status,/);
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from product_variants`);
    expect(lines.length - 1).toBe(n);
    const row = lines.find((l) => l.startsWith(`${existing.identification_number},`))!;
    expect(row).toContain(`,'=cmd|' /C calc'!A0,`);
    await t.db.execute(sql`update products set name = 'Plain name' where id = ${existing.id}`);
  });

  it('a dry run changes nothing and lists what would be created, changed and refused', async () => {
    const before = await catalogueFingerprint(t.db);
    const set = await dryRun(mixedCsv('1'));
    expect(await catalogueFingerprint(t.db)).toBe(before);
    expect(set).toMatchObject({
      status: 'ready',
      rows: 3,
      products: 3,
      actions: { create: 1, update: 1, invalid: 1, unchanged: 0 },
      included: 2,
    });
    const items = await itemsOf(t.app, token, set.id);
    const update = items.find((i) => i.action === 'update')!;
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { line: 3, sku: null, field: 'name', before: 'Plain name', after: 'Renamed 1' },
        expect.objectContaining({ line: 3, sku: existing.sku, field: 'price', after: '1234.50' }),
      ]),
    );
    expect(update.notes).toEqual([{ line: 3, field: 'stock', message: IMPORT_MESSAGES.stockNotChanged }]);
    const create = items.find((i) => i.action === 'create')!;
    expect(create.changes).toEqual(
      expect.arrayContaining([{ line: 2, sku: 'NEW-1-A', field: 'stock', before: null, after: '7' }]),
    );
  });

  it("gives bad rows per-field errors in the seed's wording", async () => {
    const set = await dryRun(
      [
        HEADER,
        'BAD-2,Broken,6211,Vastra,No Such Category,GST 99%,BAD-2-A,abc,,0,0',
        'BAD-3,Discounted,6211,Vastra,Sarees,,BAD-3-A,100,150,0,1',
        `BAD-4,Taken SKU,6211,Vastra,Sarees,,${existing.sku},100,,0,1`,
      ].join('\n'),
    );
    const errors = Object.fromEntries(
      (await itemsOf(t.app, token, set.id)).map((i) => [i.identificationNumber, i.errors]),
    );
    expect(errors['BAD-2']).toEqual(
      expect.arrayContaining([
        { line: 2, field: 'categories', message: IMPORT_MESSAGES.unknownCategory('No Such Category') },
        { line: 2, field: 'tax', message: IMPORT_MESSAGES.unknownTax('GST 99%') },
        { line: 2, field: 'price', message: VALIDATION.numeric },
        { line: 2, field: 'minQuantity', message: PRODUCT_MESSAGES.integerAtLeast1 },
      ]),
    );
    expect(errors['BAD-3']).toEqual([
      { line: 3, field: 'specialPrice', message: PRODUCT_MESSAGES.specialPriceAbovePrice },
    ]);
    expect(errors['BAD-4']).toEqual([{ line: 4, field: 'sku', message: PRODUCT_MESSAGES.skuExists }]);
  });

  it('applies what is ticked in the background, and rolls it back exactly', async () => {
    const untouched = await catalogueFingerprint(t.db, { content: true });
    const set = await dryRun([mixedCsv('5'), `NEW-6,Left out,6211,Vastra,Sarees,,NEW-6-A,10,,1,1`].join('\n'));
    const leftOut = (await itemsOf(t.app, token, set.id)).find((i) => i.identificationNumber === 'NEW-6')!;
    expect(
      (await send('PUT', PRODUCT_IMPORT_API.items(set.id), { itemIds: [leftOut.id], included: false })).statusCode,
    ).toBe(200);
    expect((await send('POST', PRODUCT_IMPORT_API.apply(set.id))).statusCode).toBe(202);
    const done = await appliedSet(t.app, token, set.id);
    expect(done.outcomes).toEqual({ pending: 0, applied: 2, skipped: 2, failed: 0 });
    const [created] = await queryRows<{ status: string; stock: number; reason: string; completeness: number }>(
      t.db,
      sql`select p.status, v.stock, l.reason, p.completeness
      from products p join product_variants v on v.product_id = p.id join stock_ledger l on l.variant_id = v.id where p.identification_number = 'NEW-5'`,
    );
    expect(created).toMatchObject({ status: 'Draft', stock: 7, reason: 'received' });
    const [updated] = await queryRows<{ name: string; price: string; stock: number }>(
      t.db,
      sql`select p.name, v.price, v.stock
      from products p join product_variants v on v.product_id = p.id where p.id = ${existing.id}`,
    );
    expect({ ...updated, price: Number(updated.price) }).toEqual({
      name: 'Renamed 5',
      price: 1234.5,
      stock: existing.stock,
    });
    expect(await queryRows(t.db, sql`select 1 from products where identification_number = 'NEW-6'`)).toHaveLength(0);

    const rolledBack = await send('POST', PRODUCT_IMPORT_API.rollback(set.id));
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    expect(rolledBack.json().output.status).toBe('rolledBack');
    expect(await catalogueFingerprint(t.db, { content: true })).toBe(untouched);
  });

  it('fails a product changed since the dry run, and refuses a rollback once a touched product changed', async () => {
    const first = await dryRun(mixedCsv('7'));
    await t.db.execute(sql`update products set version = version + 1 where id = ${existing.id}`);
    await send('POST', PRODUCT_IMPORT_API.apply(first.id));
    expect((await appliedSet(t.app, token, first.id)).outcomes).toMatchObject({ applied: 1, failed: 1 });
    const failed = (await itemsOf(t.app, token, first.id)).find((i) => i.outcome === 'failed')!;
    expect(failed).toMatchObject({
      identificationNumber: existing.identification_number,
      message: IMPORT_MESSAGES.changedSinceDryRun,
    });

    const second = await dryRun(mixedCsv('8'));
    await send('POST', PRODUCT_IMPORT_API.apply(second.id));
    await appliedSet(t.app, token, second.id);
    await t.db.execute(sql`update products set version = version + 1 where id = ${existing.id}`);
    const refused = await send('POST', PRODUCT_IMPORT_API.rollback(second.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(IMPORT_MESSAGES.rollbackRefused(existing.identification_number));
    expect(await queryRows(t.db, sql`select 1 from products where identification_number = 'NEW-8'`)).toHaveLength(1);
    expect((await send('POST', PRODUCT_IMPORT_API.apply(second.id))).statusCode).toBe(409);
  });

  it('answers bad and huge files with 4xx, never 5xx', async () => {
    const json = await send('POST', PRODUCT_IMPORT_API.create, { file: 'x' });
    expect(json.statusCode).toBe(400);
    const cases: [string | Buffer, number, string][] = [
      ['name,price\nA,1', 400, IMPORT_MESSAGES.missingColumn('identificationNumber')],
      ['identificationNumber,sku,colour\nA,B,red', 400, IMPORT_MESSAGES.unknownColumn('colour')],
      [`${HEADER}\n"unclosed,quote`, 400, IMPORT_MESSAGES.unreadableCell(2, 'identificationNumber')],
      [`${HEADER}\nA,B`, 400, IMPORT_MESSAGES.unreadable(2)],
      [HEADER, 400, IMPORT_MESSAGES.empty],
      [
        Buffer.concat([Buffer.from(`${HEADER}\n`), Buffer.alloc(65 * 1024 * 1024, '\n')]),
        413,
        IMPORT_MESSAGES.tooLarge,
      ],
    ];
    for (const [csv, status, message] of cases) {
      const response = await uploadCsv(t.app, token, csv);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(status);
      expect(response.json().errors[0].message).toBe(message);
    }
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from product_import_rows`);
    expect(n).toBe(0);
  });

  it('refuses staff without product add and edit', async () => {
    const orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    expect((await uploadCsv(t.app, orders, mixedCsv('9'))).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api${PRODUCT_IMPORT_API.export}`,
          headers: { authorization: `Bearer ${orders}` },
        })
      ).statusCode,
    ).toBe(403);
  });
});
