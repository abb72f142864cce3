/**
 * The demo catalogue and the prefix settings follow one numbering (issue 40 item 10), on both engines: the demo's
 * identification numbers and SKUs are the product and SKU prefixes' numbers, so on a fresh demo Suggest SKU hands
 * out the numbers after them (unused, in the same pattern) and Prefix Settings' "Next" shows those very numbers.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFIX_SETTINGS_API, type PrefixRow } from '../../contract/settings/prefix-settings';
import { PRODUCT_API } from '../../contract/catalogue/product';
import { queryRows } from '../db/transaction';
import { productApi } from '../catalogue/products/product-test-support';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

/** A number in a prefix's pattern: the prefix, then digits only. */
const patternOf = (prefix: string) => new RegExp(`^${prefix.replace(/[-]/g, '\\-')}[0-9]+$`);
/** The highest number among values of one prefix. */
const highest = (rows: { v: string }[], prefix: string) =>
  Math.max(...rows.map((r) => Number(r.v.slice(prefix.length))));

describe.each(ENGINES)('demo numbering on %s', (engine) => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof productApi>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    api = await productApi(t);
  });
  afterAll(() => t?.close());

  const next = async () => {
    const rows: PrefixRow[] = (await api.call('GET', PREFIX_SETTINGS_API.list)).json().output;
    const of = (type: string) => rows.find((r) => r.type === type)!;
    return { product: of('product'), sku: of('sku') };
  };

  it('numbers the demo catalogue with the product and SKU prefixes, each number once and all of one width', async () => {
    const { product, sku } = await next();
    const ids = await queryRows<{ v: string }>(
      t.db,
      sql`select identification_number as v from products where identification_number not like 'GEN-%'`,
    );
    const stems = await queryRows<{ v: string }>(
      t.db,
      sql`select distinct split_part(sku, '-', 1) as v from product_variants where sku not like 'GEN-%'`,
    );
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((r) => !patternOf(product.prefix).test(r.v))).toEqual([]);
    expect(stems.filter((r) => !patternOf(sku.prefix).test(r.v))).toEqual([]);
    expect(product.nextNumber).toBe(highest(ids, product.prefix) + 1);
    expect(sku.nextNumber).toBe(highest(stems, sku.prefix) + 1);
    // One width, so a whole SKU typed into a search is the start of no other product's (SKU12 of SKU120).
    expect(new Set(stems.map((r) => r.v.length)).size).toBe(1);
  });

  it("suggests, on a fresh demo, the SKU and identification number Prefix Settings shows as next: unused, in the demo's pattern", async () => {
    const { product, sku } = await next();
    const [demo] = await queryRows<{ sku: string; id: string }>(
      t.db,
      sql`select split_part(v.sku, '-', 1) as sku, p.identification_number as id
      from products p join product_variants v on v.product_id = p.id order by p.id limit 1`,
    );
    expect(demo.sku).toMatch(patternOf(sku.prefix));
    expect(demo.id).toMatch(patternOf(product.prefix));
    const suggested = (await api.call('GET', PRODUCT_API.skuSuggestion)).json().output;
    expect(suggested).toEqual({
      sku: `${sku.prefix}${sku.nextNumber}`,
      identificationNumber: `${product.prefix}${product.nextNumber}`,
    });
    const [used] = await queryRows<{ skus: number; ids: number }>(
      t.db,
      sql`select
      (select count(*)::int from product_variants where lower(sku) = lower(${suggested.sku}) or lower(sku) like lower(${suggested.sku}) || '-%') as skus,
      (select count(*)::int from products where lower(identification_number) = lower(${suggested.identificationNumber})) as ids`,
    );
    expect(used).toEqual({ skus: 0, ids: 0 });
    // The next one moved on: Prefix Settings shows the number after it.
    expect((await next()).sku.nextNumber).toBe(sku.nextNumber + 1);
  });
});
