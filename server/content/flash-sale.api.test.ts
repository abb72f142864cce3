import { asc, eq, gt, sql } from 'drizzle-orm';
import * as fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SALE_ITEMS, itemPrice, productPriceAt, type SaleWindow } from '../../contract/content/flash-sale-prices';
import { CATALOGUE_SET_MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { PRODUCT_MESSAGES } from '../../contract/catalogue/product';
import { productListResource } from '../../contract/catalogue/product-list';
import {
  FLASH_SALE_MESSAGES,
  FLASH_SALE_API,
  flashSaleResource,
  type FlashSaleInput,
  type FlashSaleRow,
  type ProductSales,
  type SaleVariantOption,
} from '../../contract/content/flash-sale';
import { productVariants } from '../catalogue/products/schema';
import { queryRows } from '../db/transaction';
import { seedBulkProducts } from '../seed/products';
import { moveShopClock, resetShopClock } from '../platform/shop-time';
import { errorBody, postJson, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

const SECOND = 1000;
/** A window in the shop's time zone (+05:30), as the form sends it. */
const at = (local: string) => `${local}+05:30`;

const sale = (name: string, from: string, to: string, items: FlashSaleInput['items']): FlashSaleInput => ({
  name,
  startsAt: at(from),
  endsAt: at(to),
  items,
});

describe.each(ENGINES)('flash sales on %s', (engine) => {
  let t: TestApp;
  let token: string;
  /** Variants of three products, priced over ₹100, no special price. */
  let variants: { id: number; productId: number; sku: string; price: string; specialPrice: string | null }[];
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 10 });
    await seedBulkProducts(t.db, 300, new Date()); // variants enough for a sale at its limit
    token = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
    variants = await t.db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        sku: productVariants.sku,
        price: productVariants.price,
        specialPrice: productVariants.specialPrice,
      })
      .from(productVariants)
      .where(gt(productVariants.price, '100'))
      .orderBy(asc(productVariants.id))
      .limit(6);
  });
  afterEach(() => resetShopClock());
  afterAll(() => t?.close());

  const auth = () => ({ authorization: `Bearer ${token}` });
  const create = (body: FlashSaleInput) => postJson(t.app, flashSaleResource.apiPath, body, { token });
  const update = (id: number, body: FlashSaleInput & { version: number }) =>
    t.app.inject({ method: 'PUT', url: `/api${flashSaleResource.apiPath}/${id}`, headers: auth(), payload: body });
  /** The product list's price now of `productId`, as its screen reads it. */
  const priceNow = async (productId: number) => {
    const response = await postJson(
      t.app,
      `${productListResource.apiPath}/search?pageNum=0&pageSize=10`,
      {
        searchCriteriaList: [{ filterKey: 'id', operation: 'eq', value: [productId] }],
      },
      { token },
    );
    expect(response.statusCode).toBe(200);
    return response.json().output.content[0].priceNow as string;
  };

  it('saves a sale of variants at a sale price and at a percentage off, and reads them back', async () => {
    const [a, b] = variants;
    const response = await create(
      sale('Winter preview', '2031-01-10T10:00', '2031-01-12T22:00', [
        { variantId: a.id, salePrice: 99, discountPercent: null },
        { variantId: b.id, salePrice: null, discountPercent: 15 },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const row = response.json().output as FlashSaleRow;
    expect(row).toMatchObject({
      name: 'Winter preview',
      status: 'Active',
      itemCount: 2,
      startsAt: '2031-01-10T04:30:00.000Z',
      endsAt: '2031-01-12T16:30:00.000Z',
    });
    expect(row.items.map((i) => [i.variantId, i.sku, i.salePrice, i.discountPercent])).toEqual([
      [a.id, a.sku, '99.00', null],
      [b.id, b.sku, null, 15],
    ]);
  });

  it("refuses a sale price above the variant's price on its row, and a price with a discount or neither", async () => {
    const [a, b] = variants;
    const above = await create(
      sale('Too dear', '2031-02-01T00:00', '2031-02-02T00:00', [
        { variantId: b.id, salePrice: 1, discountPercent: null },
        { variantId: a.id, salePrice: Number(a.price) + 0.01, discountPercent: null },
      ]),
    );
    expect(above.statusCode).toBe(400);
    expect(errorBody(above).errors).toEqual([
      { field: 'items.1.salePrice', message: PRODUCT_MESSAGES.specialPriceAbovePrice },
    ]);
    const both = await create(
      sale('Both', '2031-02-01T00:00', '2031-02-02T00:00', [
        { variantId: a.id, salePrice: 10, discountPercent: 10 },
        { variantId: b.id, salePrice: null, discountPercent: null },
      ]),
    );
    expect(errorBody(both).errors).toEqual([
      { field: 'items.0.salePrice', message: FLASH_SALE_MESSAGES.priceOrDiscount },
      { field: 'items.1.discountPercent', message: VALIDATION.required },
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api${flashSaleResource.apiPath}/search`, headers: auth() }))
        .statusCode,
    ).not.toBe(500);
  });

  it('refuses bad windows and lists: end not after start, no offset, the same variant twice, none, a discount of 100', async () => {
    const [a] = variants;
    const one = [{ variantId: a.id, salePrice: null, discountPercent: 10 }];
    expect(errorBody(await create(sale('Backwards', '2031-03-02T00:00', '2031-03-02T00:00', one))).errors).toEqual([
      { field: 'endsAt', message: FLASH_SALE_MESSAGES.endNotAfterStart },
    ]);
    expect(
      errorBody(await create({ name: 'No zone', startsAt: '2031-03-01T00:00', endsAt: '', items: one })).errors,
    ).toEqual([
      { field: 'startsAt', message: VALIDATION.invalidFormat },
      { field: 'endsAt', message: VALIDATION.required },
    ]);
    expect(
      errorBody(await create(sale('Twice', '2031-03-01T00:00', '2031-03-02T00:00', [...one, ...one]))).errors,
    ).toEqual([{ field: 'items.1.variantId', message: 'variant already added' }]);
    expect(errorBody(await create(sale('Empty', '2031-03-01T00:00', '2031-03-02T00:00', []))).errors).toEqual([
      { field: 'items', message: VALIDATION.required },
    ]);
    expect(
      errorBody(
        await create(
          sale('All off', '2031-03-01T00:00', '2031-03-02T00:00', [
            { variantId: a.id, salePrice: null, discountPercent: 100 },
          ]),
        ),
      ).errors,
    ).toEqual([{ field: 'items.0.discountPercent', message: VALIDATION.between(1, 99) }]);
    expect(
      errorBody(
        await create(
          sale('Ghost', '2031-03-01T00:00', '2031-03-02T00:00', [
            { variantId: 2_000_000_000, salePrice: 5, discountPercent: null },
          ]),
        ),
      ).errors,
    ).toEqual([{ field: 'items.0.variantId', message: FLASH_SALE_MESSAGES.unknownVariant }]);
  });

  it('refuses the same variant in two sales whose windows overlap, naming the other sale and the SKU; back to back is fine', async () => {
    const [, , c, d] = variants;
    const first = await create(
      sale('Weekend A', '2031-04-05T00:00', '2031-04-07T00:00', [
        { variantId: c.id, salePrice: null, discountPercent: 10 },
      ]),
    );
    expect(first.statusCode).toBe(201);
    const overlap = await create(
      sale('Weekend B', '2031-04-06T23:59', '2031-04-08T00:00', [
        { variantId: d.id, salePrice: null, discountPercent: 5 },
        { variantId: c.id, salePrice: null, discountPercent: 20 },
      ]),
    );
    expect(overlap.statusCode).toBe(409);
    expect(errorBody(overlap).errors).toEqual([
      { field: 'items', message: FLASH_SALE_MESSAGES.overlaps(c.sku, 'Weekend A') },
    ]);
    // Nothing of the refused sale was written.
    const names = (await postJson(t.app, `${flashSaleResource.apiPath}/search?pageNum=0&pageSize=100`, {}, { token }))
      .json()
      .output.content.map((r: FlashSaleRow) => r.name);
    expect(names).not.toContain('Weekend B');
    // The end is exclusive: a sale starting at the other's end does not overlap it.
    expect(
      (
        await create(
          sale('Weekend B', '2031-04-07T00:00', '2031-04-08T00:00', [
            { variantId: c.id, salePrice: null, discountPercent: 20 },
          ]),
        )
      ).statusCode,
    ).toBe(201);
    // Moving a window onto another through an update is refused the same way.
    const row = first.json().output as FlashSaleRow;
    const moved = await update(row.id, {
      ...sale('Weekend A', '2031-04-05T00:00', '2031-04-07T00:01', [
        { variantId: c.id, salePrice: null, discountPercent: 10 },
      ]),
      version: row.version,
    });
    expect(moved.statusCode).toBe(409);
    expect(errorBody(moved).errors).toEqual([
      { field: 'items', message: FLASH_SALE_MESSAGES.overlaps(c.sku, 'Weekend B') },
    ]);
  });

  it('takes a sale of 500 variants, refuses 501, and reads it back whole', async () => {
    const all = await t.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .orderBy(asc(productVariants.id))
      .limit(MAX_SALE_ITEMS + 1);
    expect(all.length).toBe(MAX_SALE_ITEMS + 1);
    const items = all.map((v) => ({ variantId: v.id, salePrice: null, discountPercent: 1 }));
    const tooMany = await create(sale('Everything', '2032-01-01T00:00', '2032-01-02T00:00', items));
    expect(errorBody(tooMany).errors).toEqual([
      { field: 'items', message: CATALOGUE_SET_MESSAGES.tooMany(MAX_SALE_ITEMS) },
    ]);
    const full = await create(
      sale('Everything', '2032-01-01T00:00', '2032-01-02T00:00', items.slice(0, MAX_SALE_ITEMS)),
    );
    expect(full.statusCode, full.body).toBe(201);
    expect((full.json().output as FlashSaleRow).items.map((i) => i.variantId)).toEqual(
      all.slice(0, MAX_SALE_ITEMS).map((v) => v.id),
    );
  });

  it('lets only one of two concurrent overlapping saves of a variant in', async () => {
    const [, , , , e] = variants;
    const body = (name: string) =>
      sale(name, '2031-05-01T00:00', '2031-05-03T00:00', [{ variantId: e.id, salePrice: null, discountPercent: 30 }]);
    const answers = await Promise.all([create(body('Race 1')), create(body('Race 2')), create(body('Race 3'))]);
    expect(answers.map((r) => r.statusCode).toSorted()).toEqual([201, 409, 409]);
  });

  it('prices the product list by the sale to the second: before its start, at it, just before its end, at its end', async () => {
    const [, , , , , f] = variants;
    const start = '2031-06-01T09:00:00';
    const response = await create(
      sale('Monsoon hour', start, '2031-06-01T10:00:00', [{ variantId: f.id, salePrice: null, discountPercent: 90 }]),
    );
    expect(response.statusCode).toBe(201);
    const row = response.json().output as FlashSaleRow;
    const all = await t.db.select().from(productVariants).where(eq(productVariants.productId, f.productId));
    const priced = all.map((v) => ({
      id: v.id,
      price: Number(v.price),
      specialPrice: v.specialPrice === null ? null : Number(v.specialPrice),
    }));
    const sales: SaleWindow[] = [
      {
        status: 'Active',
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        items: [{ variantId: f.id, salePrice: null, discountPercent: 90 }],
      },
    ];
    const startMs = Date.parse(row.startsAt);
    const endMs = Date.parse(row.endsAt);
    const listed: number[] = [];
    for (const moment of [startMs - SECOND, startMs, endMs - SECOND, endMs]) {
      moveShopClock(new Date(moment));
      listed.push(Number(await priceNow(f.productId)));
      expect(listed.at(-1), new Date(moment).toISOString()).toBe(productPriceAt(priced, sales, new Date(moment)));
    }
    // During the sale the product costs what 90% off its variant makes it, rounded to the paisa; outside, what it did before.
    const before = productPriceAt(priced, [], new Date(startMs))!;
    const during = Math.min(before, itemPrice({ salePrice: null, discountPercent: 90 }, Number(f.price)));
    expect(during).toBeLessThan(before);
    expect(listed).toEqual([before, during, during, before]);
    // The product editor reads the sale (with this product's variants) until it ends.
    const salesOf = async () =>
      (
        (
          await t.app.inject({ method: 'GET', url: `/api${FLASH_SALE_API.productSales(f.productId)}`, headers: auth() })
        ).json().output as ProductSales
      ).sales;
    moveShopClock(new Date(endMs - SECOND));
    expect((await salesOf()).find((s) => s.id === row.id)).toEqual({
      id: row.id,
      name: 'Monsoon hour',
      status: 'Active',
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      items: [{ variantId: f.id, salePrice: null, discountPercent: 90 }],
    });
    moveShopClock(new Date(endMs));
    expect((await salesOf()).find((s) => s.id === row.id)).toBeUndefined();
    // Inactive, the sale prices nothing; deleted, neither.
    moveShopClock(new Date(startMs));
    const status = await t.app.inject({
      method: 'PUT',
      url: `/api${flashSaleResource.apiPath}/${row.id}/status`,
      headers: auth(),
      payload: { status: 'Inactive', version: row.version },
    });
    expect(status.statusCode).toBe(200);
    expect(Number(await priceNow(f.productId))).toBe(productPriceAt(priced, [], new Date(startMs)));
  });

  it('finds variants for the picker by SKU or product name, literally, and only for who may see sales', async () => {
    const [a] = variants;
    const find = (q: string, bearer = token) =>
      t.app.inject({
        method: 'GET',
        url: `/api${FLASH_SALE_API.variants}?q=${encodeURIComponent(q)}`,
        headers: { authorization: `Bearer ${bearer}` },
      });
    const bySku = (await find(a.sku.toLowerCase())).json().output as SaleVariantOption[];
    expect(bySku.find((o) => o.variantId === a.id)).toMatchObject({
      sku: a.sku,
      productId: a.productId,
      price: a.price,
    });
    expect((await find('%_%')).json().output).toEqual([]);
    const ofProduct = (
      await t.app.inject({
        method: 'GET',
        url: `/api${FLASH_SALE_API.variants}?productId=${a.productId}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().output as SaleVariantOption[];
    const expected = await t.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, a.productId));
    expect(ofProduct.map((o) => o.variantId).toSorted((x, y) => x - y)).toEqual(
      expected.map((v) => v.id).toSorted((x, y) => x - y),
    );
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api${FLASH_SALE_API.variants}?productId=abc`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(400);
    expect((await find('x'.repeat(81))).statusCode).toBe(400);
    const orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    expect((await find(a.sku, orders)).statusCode).toBe(403);
  });

  it('rounds a percentage off in SQL exactly as the contract does, over random prices', async () => {
    const pairs = fc.sample(fc.tuple(fc.integer({ min: 1, max: 99_999_999_999 }), fc.integer({ min: 1, max: 99 })), {
      numRuns: 500,
      seed: 15,
    });
    const sqlPrices = await queryRows<{ price: string }>(
      t.db,
      sql`
      select round(x.price::numeric(12, 2) * (100 - x.pct) / 100, 2)::text as price
      from jsonb_to_recordset(${JSON.stringify(pairs.map(([paise, pct]) => ({ price: (paise / 100).toFixed(2), pct })))}::jsonb) as x(price text, pct int)`,
    );
    expect(sqlPrices.map((r) => Number(r.price))).toEqual(
      pairs.map(([paise, pct]) => itemPrice({ salePrice: null, discountPercent: pct }, paise / 100)),
    );
  });

  it("reads an Active sale whose end has passed as Expired, by the shop's clock", async () => {
    const [a] = variants;
    const row = (
      await create(
        sale('Short one', '2031-07-01T10:00', '2031-07-01T11:00', [
          { variantId: a.id, salePrice: null, discountPercent: 5 },
        ]),
      )
    ).json().output as FlashSaleRow;
    const statusOf = async () =>
      (await t.app.inject({ method: 'GET', url: `/api${flashSaleResource.apiPath}/${row.id}`, headers: auth() })).json()
        .output.status;
    moveShopClock(new Date(Date.parse(row.endsAt) - SECOND));
    expect(await statusOf()).toBe('Active');
    moveShopClock(new Date(row.endsAt));
    expect(await statusOf()).toBe('Expired');
  });
});
