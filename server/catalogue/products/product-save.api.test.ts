/**
 * The product editor's API on both engines: create as Draft, read back whole, a variable product's generated
 * matrix in one request, variants added and removed in one save (stock only through the ledger), stale and
 * half-failed saves changing nothing, publish, delete (refused while ordered), fresh numbers, one audit row.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/platform/messages';
import { PRODUCT_API, PRODUCT_MESSAGES, variantCombinations, variantSku } from '../../../contract/catalogue/product';
import { PRODUCT_SAVE_MESSAGES } from '../../../contract/catalogue/product-api';
import { queryRows } from '../../db/transaction';
import { errorBody } from '../../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../../test-support/test-app';
import { asInput, demoRefs, makeMedia, productApi, simpleProduct, snapshot, unique } from './product-test-support';

describe.each(ENGINES)('product editor API on %s', (engine) => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof productApi>>;
  let refs: Awaited<ReturnType<typeof demoRefs>>;
  let pictures: number[];
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 20 });
    api = await productApi(t);
    refs = await demoRefs(t.db);
    pictures = await makeMedia(t.db, 6);
  });
  afterAll(() => t?.close());

  const ledgerOf = (variantId: number) =>
    queryRows<{ delta: number; balance: number; reason: string; actor_name: string }>(
      t.db,
      sql`select delta, balance, reason, actor_name from stock_ledger where variant_id = ${variantId} order by id`,
    );

  it('creates a Draft with every part and reads it back whole, the opening stock received in the ledger by the caller', async () => {
    const body = simpleProduct(refs.categoryId, {
      taxId: refs.taxId,
      images: [
        { mediaId: pictures[0], altText: 'Front' },
        { mediaId: pictures[1], altText: 'Back' },
      ],
      faqs: [{ question: 'Washable?', answer: 'Yes' }],
      tags: ['cotton'],
      deliverableType: 'specific',
      deliverableZipCodes: ['560001'],
      weightKg: 0.4,
    });
    const created = await api.create(body);
    expect(created.statusCode, created.body).toBe(201);
    const detail = created.json().output;
    expect(detail).toMatchObject({
      status: 'Draft',
      version: 1,
      name: body.name,
      weightKg: 0.4,
      categoryIds: [refs.categoryId],
      tags: ['cotton'],
      faqs: body.faqs,
      specifications: body.specifications,
      deliverableZipCodes: ['560001'],
      completeness: 100,
      missing: [],
    });
    expect(
      detail.images.map((i: { mediaId: number; path: string }) => [i.mediaId, i.path.startsWith('media/')]),
    ).toEqual([
      [pictures[0], true],
      [pictures[1], true],
    ]);
    expect(detail.variants).toMatchObject([{ sku: body.variants[0].sku, price: 999, specialPrice: 899, stock: 10 }]);
    expect(await api.read(detail.id)).toEqual(detail);
    expect(await ledgerOf(detail.variants[0].id)).toEqual([
      { delta: 10, balance: 10, reason: 'received', actor_name: expect.any(String) },
    ]);
  });

  it('saves a variable product with its generated matrix in one request, variants in the order sent', async () => {
    const stem = (await api.call('GET', PRODUCT_API.skuSuggestion)).json().output.sku;
    const combos = variantCombinations([
      { attribute: 'Size', values: ['S', 'M', 'L'] },
      { attribute: 'Colour', values: ['Black', 'Navy Blue'] },
    ]);
    const variants = combos.map((attributes, i) => ({
      sku: variantSku(stem, attributes),
      price: 500 + i,
      openingStock: i,
      attributes,
    }));
    const created = await api.create(
      simpleProduct(refs.categoryId, { kind: 'variable', attributeSetId: refs.apparelSetId, variants }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const detail = created.json().output;
    expect(
      detail.variants.map((v: { sku: string; stock: number; attributes: object }) => [v.sku, v.stock, v.attributes]),
    ).toEqual(variants.map((v) => [v.sku, v.openingStock, v.attributes]));
    expect(detail.variants[1].sku).toBe(`${stem}-S-NAVYBLUE`);
  });

  it("adds and removes variants in one save, keeping the kept ones' stock and ids, the version up by one", async () => {
    const combos = variantCombinations([{ attribute: 'Size', values: ['S', 'M', 'L'] }]);
    const id0 = unique();
    const created = (
      await api.create(
        simpleProduct(refs.categoryId, {
          kind: 'variable',
          attributeSetId: refs.apparelSetId,
          variants: combos.map((attributes) => ({
            sku: variantSku(`V${id0}`, attributes),
            price: 100,
            openingStock: 7,
            attributes,
          })),
        }),
      )
    ).json().output;
    // Stock moved meanwhile by the ledger (MANAGE_STOCK): a save must not write it back.
    await t.db.execute(sql`update product_variants set stock = 3 where id = ${created.variants[1].id}`);
    const input = asInput(created);
    const [, m, l] = input.variants;
    const xl = { sku: `V${id0}-XL`, price: 120, openingStock: 4, attributes: { Size: 'XL' } };
    const saved = await api.save(created.id, created.version, {
      ...input,
      variants: [l, { ...m, price: 110, openingStock: 999 }, xl],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json().output;
    expect(after.version).toBe(created.version + 1);
    expect(after.variants.map((v: { id: number; price: number; stock: number }) => [v.id, v.price, v.stock])).toEqual([
      [created.variants[2].id, 100, 7],
      [created.variants[1].id, 110, 3],
      [expect.any(Number), 120, 4],
    ]);
    expect(await queryRows(t.db, sql`select id from product_variants where id = ${created.variants[0].id}`)).toEqual(
      [],
    );
    expect(await ledgerOf(after.variants[2].id)).toMatchObject([{ delta: 4, balance: 4, reason: 'received' }]);
  });

  it('lets two variants swap SKUs in one save', async () => {
    const created = (
      await api.create(
        simpleProduct(refs.categoryId, {
          kind: 'variable',
          attributeSetId: refs.apparelSetId,
          variants: [
            { sku: `A${unique()}`, price: 1, attributes: { Size: 'S' } },
            { sku: `B${unique()}`, price: 1, attributes: { Size: 'M' } },
          ],
        }),
      )
    ).json().output;
    const [a, b] = asInput(created).variants;
    const saved = await api.save(created.id, created.version, {
      ...asInput(created),
      variants: [
        { ...a, sku: b.sku },
        { ...b, sku: a.sku },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().output.variants.map((v: { sku: string }) => v.sku)).toEqual([b.sku, a.sku]);
  });

  it('refuses a stale save with 409 and changes nothing', async () => {
    const created = (await api.create(simpleProduct(refs.categoryId))).json().output;
    expect((await api.save(created.id, created.version, { ...asInput(created), name: 'First' })).statusCode).toBe(200);
    const before = await snapshot(t.db, created.id);
    const stale = await api.save(created.id, created.version, { ...asInput(created), name: 'Second' });
    expect(stale.statusCode).toBe(409);
    expect(errorBody(stale).errors).toEqual([{ message: MESSAGES.staleVersion }]);
    expect(await snapshot(t.db, created.id)).toBe(before);
  });

  it("leaves nothing changed when the last variant's SKU belongs to another product", async () => {
    const other = (await api.create(simpleProduct(refs.categoryId))).json().output;
    const created = (
      await api.create(
        simpleProduct(refs.categoryId, {
          kind: 'variable',
          attributeSetId: refs.apparelSetId,
          variants: [{ sku: `K${unique()}`, price: 5, attributes: { Size: 'S' } }],
        }),
      )
    ).json().output;
    const before = await snapshot(t.db, created.id);
    const input = asInput(created);
    const variants = [
      { ...input.variants[0], price: 6 },
      { sku: `N${unique()}`, price: 5, openingStock: 3, attributes: { Size: 'M' } },
      { sku: other.variants[0].sku.toLowerCase(), price: 5, attributes: { Size: 'L' } },
    ];
    const refused = await api.save(created.id, created.version, {
      ...input,
      name: 'Changed',
      images: [{ mediaId: pictures[2], altText: '' }],
      variants,
    });
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).errors).toEqual([{ field: 'variants.2.sku', message: PRODUCT_MESSAGES.skuExists }]);
    expect(await snapshot(t.db, created.id)).toBe(before);
  });

  it('rolls back every write of a save whose last statement fails (the FAQs, after variants, ledger and images)', async () => {
    const created = (await api.create(simpleProduct(refs.categoryId))).json().output;
    const before = await snapshot(t.db, created.id);
    // A fault in the save's last write, after the product row, variants, opening stock and images are written.
    await t.db.execute(
      sql.raw(`create function product_test_fault() returns trigger language plpgsql as $$
      begin if new.question = 'Fail here' then raise exception 'injected fault'; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger product_test_fault before insert on product_faqs for each row execute function product_test_fault()',
      ),
    );
    try {
      const input = asInput(created);
      const failed = await api.save(created.id, created.version, {
        ...input,
        name: 'Half',
        images: [{ mediaId: pictures[3], altText: 'x' }],
        variants: [{ sku: `H${unique()}`, price: 1, openingStock: 5 }],
        faqs: [{ question: 'Fail here', answer: 'x' }],
      });
      expect(failed.statusCode, failed.body).toBe(500);
      expect(await snapshot(t.db, created.id)).toBe(before);
    } finally {
      await t.db.execute(sql.raw('drop trigger product_test_fault on product_faqs'));
      await t.db.execute(sql.raw('drop function product_test_fault()'));
    }
  });

  it('publishes and withdraws a product at its version', async () => {
    const created = (await api.create(simpleProduct(refs.categoryId))).json().output;
    const published = await api.call('PUT', PRODUCT_API.status(created.id), {
      status: 'Active',
      version: created.version,
    });
    expect(published.json().output).toMatchObject({ status: 'Active', version: created.version + 1 });
    expect(
      (await api.call('PUT', PRODUCT_API.status(created.id), { status: 'Inactive', version: created.version }))
        .statusCode,
    ).toBe(409);
    expect(
      (await api.call('PUT', PRODUCT_API.status(created.id), { status: 'Published', version: created.version + 1 }))
        .statusCode,
    ).toBe(400);
  });

  it('deletes a product nobody ordered, and refuses one in orders with 409 naming them', async () => {
    const created = (await api.create(simpleProduct(refs.categoryId))).json().output;
    expect((await api.call('DELETE', `${PRODUCT_API.one(created.id)}?version=${created.version + 1}`)).statusCode).toBe(
      409,
    );
    expect((await api.call('DELETE', `${PRODUCT_API.one(created.id)}?version=${created.version}`)).statusCode).toBe(
      200,
    );
    expect((await api.call('GET', PRODUCT_API.one(created.id))).statusCode).toBe(404);
    const [ordered] = await queryRows<{ id: number; order_no: string }>(
      t.db,
      sql`select i.product_id as id, o.order_no from order_items i join orders o on o.id = i.order_id order by o.id limit 1`,
    );
    const version = (await api.read(ordered.id)).version;
    const refused = await api.call('DELETE', `${PRODUCT_API.one(ordered.id)}?version=${version}`);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).errors[0].message).toMatch(new RegExp(`^Product is used by: Order "`));
  });

  it('refuses removing a variant that was ordered, naming its SKU, and changes nothing', async () => {
    const [row] = await queryRows<{ id: number; sku: string }>(
      t.db,
      sql`select v.product_id as id, v.sku from order_items i join product_variants v on v.id = i.variant_id order by i.id limit 1`,
    );
    const detail = await api.read(row.id);
    const before = await snapshot(t.db, row.id);
    const input = asInput(detail);
    const replaced = { ...input, variants: [{ sku: `R${unique()}`, price: 10 }] };
    const refused = await api.save(row.id, detail.version, replaced);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).errors).toEqual([
      { field: 'variants', message: PRODUCT_SAVE_MESSAGES.variantSold(row.sku) },
    ]);
    expect(await snapshot(t.db, row.id)).toBe(before);
  });

  it('hands out a SKU stem and an identification number only once each', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.call('GET', PRODUCT_API.skuSuggestion)));
    const outputs = answers.map((a) => a.json().output);
    expect(new Set(outputs.map((o) => o.sku)).size).toBe(5);
    expect(new Set(outputs.map((o) => o.identificationNumber)).size).toBe(5);
  });

  it('records one audit row per write, with the product before and after', async () => {
    const created = (await api.create(simpleProduct(refs.categoryId))).json().output;
    const saved = (await api.save(created.id, created.version, { ...asInput(created), brand: 'Biba' })).json().output;
    await api.call('PUT', PRODUCT_API.status(created.id), { status: 'Active', version: saved.version });
    const rows = await queryRows<{ action: string; changes: Record<string, { before: unknown; after: unknown }> }>(
      t.db,
      sql`select action, changes from audit_log where entity = 'product' and entity_id = ${String(created.id)} order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'status']);
    expect(rows[1].changes.brand).toEqual({ before: 'Fabindia', after: 'Biba' });
    expect(rows[2].changes.status).toEqual({ before: 'Draft', after: 'Active' });
  });

  it('answers 403 to a user without the permission and 404 to an unknown product', async () => {
    const orders = await productApi(t, 'orders', 'Orders@12345');
    expect((await orders.call('GET', PRODUCT_API.one(1))).statusCode).toBe(403);
    expect((await orders.create(simpleProduct(refs.categoryId))).statusCode).toBe(403);
    expect((await api.call('GET', PRODUCT_API.one(2_000_000_000))).statusCode).toBe(404);
    expect((await api.save(2_000_000_000, 1, simpleProduct(refs.categoryId))).statusCode).toBe(404);
  });
});
