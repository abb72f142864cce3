/**
 * PRODUCT list (issue 13 §2): the summary columns equal a recomputation from the variants and categories
 * (after the seed and after writes), each summary column filters and sorts, and the CSV is the filtered rows.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_API } from '../../../contract/catalogue/category';
import { COMPLETENESS_LABELS, productCompleteness } from '../../../contract/catalogue/product';
import { productPriceAt, type SaleWindow } from '../../../contract/content/flash-sale-prices';
import { productListResource as def, type ProductListRow } from '../../../contract/catalogue/product-list';
import type { SearchCriterion, SearchRequest } from '../../../contract/platform/search';
import { queryRows } from '../../db/transaction';
import { signInAs } from '../../test-support/requests';
import { csvCell, exportCsv, parseCsv, searchAll } from '../../test-support/search';
import { createTestApp, ENGINES, type TestApp } from '../../test-support/test-app';
import { seedBulkProducts } from '../../seed/products';
import { refreshCompleteness } from './completeness-sql';

type Variant = { id: number; product_id: number; price: string; special_price: string | null; stock: number };

/** The summary columns of list rows, by id. */
const summaries = (rows: ProductListRow[]) =>
  new Map(
    rows.map((r) => [
      r.id,
      {
        variantCount: r.variantCount,
        stockTotal: r.stockTotal,
        priceNow: r.priceNow === null ? null : Number(r.priceNow).toFixed(2),
        categories: r.categories,
        completeness: r.completeness,
        missing: r.missing,
      },
    ]),
  );
const ids = (rows: ProductListRow[]) => rows.map((r) => r.id).toSorted((x, y) => x - y);
const names = (r: ProductListRow) => r.categories.split(', ');

describe.each(ENGINES)('product list on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 10 });
    // The demo catalogue plus products `--products N` generates (their summaries written by the seed itself).
    await seedBulkProducts(t.db, 300, new Date());
    token = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
  });
  afterAll(() => t?.close());

  const list = async (body: SearchRequest = {}) => (await searchAll(t.app, token, def, body)) as ProductListRow[];
  const where = (...criteria: SearchCriterion[]) => list({ searchCriteriaList: criteria });

  /** The list's summaries recomputed in JS from the raw variant, category and image rows. */
  async function recomputed(): Promise<Map<number, Partial<ProductListRow>>> {
    const variants = await queryRows<Variant>(
      t.db,
      sql`select id, product_id, price::text, special_price::text, stock from product_variants`,
    );
    // The flash sales (the demo has one running now): price now is contract/content/flash-sale-prices.ts `productPriceAt` at this moment.
    const saleRows = await queryRows<{
      id: number;
      status: string;
      starts_at: string;
      ends_at: string;
      variant_id: number;
      sale_price: string | null;
      discount_percent: number | null;
    }>(
      t.db,
      sql`
      select s.id, s.status, s.starts_at::text, s.ends_at::text, i.variant_id, i.sale_price::text, i.discount_percent from flash_sales s join flash_sale_items i on i.sale_id = s.id`,
    );
    const sales: SaleWindow[] = [...new Set(saleRows.map((r) => r.id))].map((id) => {
      const rows = saleRows.filter((r) => r.id === id);
      return {
        status: rows[0].status,
        startsAt: rows[0].starts_at,
        endsAt: rows[0].ends_at,
        items: rows.map((r) => ({
          variantId: r.variant_id,
          salePrice: r.sale_price === null ? null : Number(r.sale_price),
          discountPercent: r.discount_percent,
        })),
      };
    });
    const now = new Date();
    const cats = await queryRows<{ product_id: number; name: string }>(
      t.db,
      sql`select pc.product_id, c.name from product_categories pc join categories c on c.id = pc.category_id order by pc.product_id, pc.position, pc.category_id`,
    );
    const products = await queryRows<{
      id: number;
      short_description: string;
      long_description: string;
      images: number;
      specs: number;
    }>(
      t.db,
      sql`select p.id, p.short_description, p.long_description,
      (select count(*)::int from product_images i where i.product_id = p.id and i.variant_id is null) as images,
      (select count(*)::int from product_specifications s where s.product_id = p.id) as specs from products p`,
    );
    return new Map(
      products.map((p) => {
        const vs = variants
          .filter((v) => v.product_id === p.id)
          .map((v) => ({
            id: v.id,
            price: Number(v.price),
            specialPrice: v.special_price === null ? null : Number(v.special_price),
            stock: v.stock,
            images: [],
          }));
        const doctor = productCompleteness({
          images: Array.from({ length: p.images }, () => ({ altText: 'x' })),
          variants: vs,
          specifications: Array.from({ length: p.specs }),
          shortDescription: p.short_description,
          longDescription: p.long_description,
        });
        const price = productPriceAt(vs, sales, now);
        return [
          p.id,
          {
            variantCount: vs.length,
            stockTotal: vs.reduce((sum, v) => sum + v.stock, 0),
            priceNow: price === null ? null : price.toFixed(2),
            categories: cats
              .filter((c) => c.product_id === p.id)
              .map((c) => c.name)
              .join(', '),
            completeness: doctor.score,
            missing: doctor.missing.map((check) => COMPLETENESS_LABELS[check]).join(', '),
          },
        ];
      }),
    );
  }
  it('shows every product, demo and generated, with summaries equal to a recomputation from its variants and categories', async () => {
    const rows = await list();
    expect(rows.length).toBeGreaterThanOrEqual(500);
    expect(rows.filter((r) => r.variantCount > 1).length).toBeGreaterThan(100);
    expect(rows.some((r) => r.variantCount > 1)).toBe(true);
    expect(summaries(rows)).toEqual(await recomputed());
  });

  it('keeps the summaries after writes to variants, stock, prices and categories (refreshCompleteness)', async () => {
    const [a, b] = (await list({ sortCriteriaDto: { sortKey: 'id', sortOption: 'asc' } })).slice(0, 2);
    const [cat] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from categories where parent_id is not null order by id desc limit 1`,
    );
    await t.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into product_variants (product_id, sku, price, special_price, stock, attributes, position) values (${a.id}, 'PL-TEST-1', 5, 1.5, 7, '{"Size":"XS"}', 9)`,
      );
      await tx.execute(sql`update product_variants set stock = 0 where product_id = ${b.id}`);
      await tx.execute(
        sql`insert into product_categories (product_id, category_id, position) values (${b.id}, ${cat.id}, 5) on conflict do nothing`,
      );
      await tx.execute(
        sql`insert into product_specifications (product_id, position, key, value) values (${b.id}, 0, 'Fabric', 'Silk')`,
      );
      await tx.execute(refreshCompleteness(sql`p2.id = any(${sql.param([a.id, b.id])})`));
    });
    const after = summaries(await list());
    const expected = await recomputed();
    expect(after.get(a.id)).toEqual(expected.get(a.id));
    expect(after.get(a.id)).toMatchObject({
      priceNow: '1.50',
      variantCount: a.variantCount + 1,
      stockTotal: a.stockTotal + 7,
    });
    expect(after.get(b.id)).toMatchObject({ stockTotal: 0 });
    // The column names the checks in words, never by their keys.
    expect(after.get(b.id)?.missing).toContain('Stock');
    expect(after.get(b.id)?.missing).not.toContain('Specifications');
    expect(after).toEqual(expected);
  });

  it('shows a renamed category under its new name, and finds its products by it', async () => {
    const [row] = await where({ filterKey: 'categories', operation: 'eq', value: ['Dupattas'] });
    const [cat] = await queryRows<{ id: number; version: number; parent_id: number }>(
      t.db,
      sql`select id, version, parent_id from categories where name = 'Dupattas'`,
    );
    const admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api${CATEGORY_API.one(cat.id)}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        parentId: cat.parent_id,
        name: 'Stoles',
        slug: '',
        imageMediaId: null,
        status: 'Active',
        version: cat.version,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const renamed = await where({ filterKey: 'categories', operation: 'eq', value: ['Stoles'] });
    expect(renamed.map((r) => r.id)).toContain(row.id);
    expect(renamed.find((r) => r.id === row.id)?.categories).toBe(row.categories.replace('Dupattas', 'Stoles'));
    expect(await where({ filterKey: 'categories', operation: 'eq', value: ['Dupattas'] })).toEqual([]);
  });

  it('filters by each summary column', async () => {
    const all = await list();
    const expectFilter = async (c: SearchCriterion, keep: (r: ProductListRow) => boolean) => {
      const expected = ids(all.filter(keep));
      expect(expected.length, JSON.stringify(c)).toBeGreaterThan(0);
      expect(ids(await where(c)), JSON.stringify(c)).toEqual(expected);
    };
    await expectFilter({ filterKey: 'variantCount', operation: 'ge', value: 2 }, (r) => r.variantCount >= 2);
    await expectFilter(
      { filterKey: 'priceNow', operation: 'bw', value: [500, 1500] },
      (r) => r.priceNow !== null && Number(r.priceNow) >= 500 && Number(r.priceNow) <= 1500,
    );
    await expectFilter({ filterKey: 'stockTotal', operation: 'le', value: 0 }, (r) => r.stockTotal <= 0);
    await expectFilter({ filterKey: 'status', operation: 'eq', value: ['Active'] }, (r) => r.status === 'Active');
    await expectFilter({ filterKey: 'completeness', operation: 'lt', value: 60 }, (r) => r.completeness < 60);
    await expectFilter({ filterKey: 'brand', operation: 'cn', value: 'loom' }, (r) => /loom/i.test(r.brand));
    await expectFilter({ filterKey: 'categories', operation: 'eq', value: ['Sarees', 'Kurtis'] }, (r) =>
      names(r).some((n) => n === 'Sarees' || n === 'Kurtis'),
    );
    await expectFilter(
      { filterKey: 'categories', operation: 'ne', value: 'Sarees' },
      (r) => !names(r).includes('Sarees'),
    );
    await expectFilter({ filterKey: 'categories', operation: 'cn', value: 'shi' }, (r) => /shi/i.test(r.categories));
    await expectFilter({ filterKey: 'missing', operation: 'eq', value: ['stock'] }, (r) =>
      r.missing.split(', ').includes(COMPLETENESS_LABELS.stock),
    );
    await expectFilter(
      { filterKey: 'missing', operation: 'ne', value: ['stock'] },
      (r) => !r.missing.split(', ').includes(COMPLETENESS_LABELS.stock),
    );
  });

  it('sorts by each summary column, ties broken by id in the same direction', async () => {
    const all = await list();
    const keys = [
      'variantCount',
      'priceNow',
      'stockTotal',
      'completeness',
      'status',
      'categories',
      'missing',
      'name',
      'brand',
      'identificationNumber',
    ] as const;
    for (const key of keys) {
      for (const dir of ['asc', 'desc'] as const) {
        const rows = await list({ sortCriteriaDto: { sortKey: key, sortOption: dir } });
        expect(rows.length).toBe(all.length);
        // Each neighbour pair is in order by the database's own comparison of the sort key, then by id.
        const pairs = rows.slice(1).map((r, i) => [rows[i].id, r.id]);
        const [{ bad }] = await queryRows<{ bad: number }>(
          t.db,
          sql`select count(*)::int as bad from jsonb_to_recordset(${JSON.stringify(pairs.map(([x, y]) => ({ x, y })))}::jsonb) as q(x int, y int)
          join products a on a.id = q.x join products b on b.id = q.y
          where not ((${sql.raw(`a.${column(key)}`)}, a.id) ${sql.raw(dir === 'asc' ? '<' : '>')} (${sql.raw(`b.${column(key)}`)}, b.id))`,
        );
        expect(bad, `${key} ${dir}`).toBe(0);
      }
    }
  });

  it('exports as CSV exactly the rows the filter shows, in its order', async () => {
    const body = {
      searchCriteriaList: [
        { filterKey: 'missing', operation: 'eq', value: ['images'] },
        { filterKey: 'variantCount', operation: 'ge', value: 1 },
      ],
      sortCriteriaDto: { sortKey: 'priceNow', sortOption: 'desc' },
    } as SearchRequest;
    const rows = await list(body);
    const response = await exportCsv(t.app, token, def, body as Record<string, unknown>);
    expect(response.statusCode).toBe(200);
    const [header, ...lines] = parseCsv(response.body);
    expect(header).toEqual(def.fields.map((f) => f.label));
    expect(lines).toEqual(rows.map((row) => def.fields.map((f) => csvCell((row as Record<string, unknown>)[f.key]))));
  });
});

/** The products column a list sort key reads. */
function column(key: string): string {
  const columns: Record<string, string> = {
    variantCount: 'variant_count',
    priceNow: 'price_now',
    stockTotal: 'stock_total',
    categories: 'category_names',
    identificationNumber: 'identification_number',
  };
  return columns[key] ?? key;
}
