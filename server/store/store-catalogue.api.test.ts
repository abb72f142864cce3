/**
 * The storefront's catalogue reads (issue 43 §2): Active products only, each variant at the price the portal's own
 * "price at" gives now, the category tree, the home page without its promo codes, ETags with 304, every bad query a
 * 400, and a document of its own that is valid OpenAPI 3 with every operationId beginning with `store`.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_API } from '../../contract/content/storefront';
import { API_KEYS_API, type CreatedApiKey } from '../../contract/store/api-keys';
import { STORE_API, STORE_API_BASE } from '../../contract/store/store-api';
import type { StoreCategory, StoreProduct, StoreProductPage } from '../../contract/store/store-catalogue';
import { API_BASE, PLATFORM_API } from '../../contract/platform/api-paths';
import { queryRows } from '../db/transaction';
import { getWithToken, postJson, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

describe.each(ENGINES)('the storefront API’s catalogue on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let key: string;
  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `${STORE_API_BASE}${path}`,
      headers: { authorization: `Bearer ${key}`, ...headers },
    });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    const created = await postJson(
      t.app,
      API_KEYS_API.create,
      { name: 'Storefront', scopes: ['catalogue.read'], rateLimitPerMinute: 100_000 },
      { token: admin },
    );
    key = (created.json().output as CreatedApiKey).secret;
  });
  afterAll(async () => t?.close());

  it('lists Active products only, each priced now as the portal prices it', async () => {
    const page = (await get(`${STORE_API.products}?pageSize=100`)).json().output as StoreProductPage;
    const [{ active }] = await queryRows<{ active: number }>(
      t.db,
      sql`select count(*)::int as active from products where status = 'Active'`,
    );
    expect(page.total).toBe(active);
    expect(page.rows.length).toBe(Math.min(100, active));
    const statuses = await queryRows<{ status: string }>(
      t.db,
      sql`select distinct status from products where id = any(${sql.param(page.rows.map((r) => r.id))})`,
    );
    expect(statuses.map((s) => s.status)).toEqual(['Active']);
    for (const row of page.rows.slice(0, 5)) {
      const staff = (await getWithToken(t.app, `${STOREFRONT_API.price}?productId=${row.id}`, admin)).json().output as {
        priceAt: number | null;
        variants: { id: number; priceAt: number; sale: string | null }[];
      };
      expect(row.priceNow).toBe(staff.priceAt);
      const product = (await get(STORE_API.product(row.id))).json().output as StoreProduct;
      expect(product.variants.map((v) => [v.id, v.priceNow, v.sale])).toEqual(
        staff.variants.map((v) => [v.id, v.priceAt, v.sale]),
      );
    }
  });

  it('says on each list row what its product page says; finds by a word; keeps the total past the last page', async () => {
    const page = (await get(`${STORE_API.products}?pageSize=10&page=2`)).json().output as StoreProductPage;
    expect(page.rows).toHaveLength(10);
    for (const row of page.rows) {
      const product = (await get(STORE_API.product(row.id))).json().output as StoreProduct;
      expect(row).toEqual({
        id: product.id,
        name: product.name,
        brand: product.brand,
        shortDescription: product.shortDescription,
        priceNow: product.priceNow,
        price: product.price,
        inStock: product.inStock,
        image: product.image,
        categoryIds: product.categoryIds,
      });
    }
    const word = page.rows[0].name.split(' ')[0];
    const found = (await get(`${STORE_API.products}?q=${encodeURIComponent(word)}&pageSize=100`)).json()
      .output as StoreProductPage;
    expect(found.rows.map((r) => r.id)).toContain(page.rows[0].id);
    const [{ matching }] = await queryRows<{ matching: number }>(
      t.db,
      sql`select count(*)::int as matching from products where status = 'Active'
      and (name ilike ${`%${word}%`} or brand ilike ${`%${word}%`} or identification_number ilike ${`%${word}%`})`,
    );
    expect(found.total).toBe(matching);
    const past = (await get(`${STORE_API.products}?pageSize=100&page=1000`)).json().output as StoreProductPage;
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(page.total);
  });

  it('answers 404 for a product that is not Active, and for one that does not exist', async () => {
    const [draft] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from products where status <> 'Active' limit 1`,
    );
    if (draft) expect((await get(STORE_API.product(draft.id))).statusCode).toBe(404);
    expect((await get(STORE_API.product(2_000_000_000))).statusCode).toBe(404);
  });

  it('gives a product page its parts: variants with availability, images with both URLs, quantities, reviews', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from products where status = 'Active' order by id limit 1`,
    );
    // The demo catalogue has no pictures: give this product one, as the media library stores it.
    await t.db.execute(sql`with m as (
        insert into media (display_name, content_hash, path, thumbnail_path, webp_path, content_type, size, width, height)
        values ('Front', repeat('ab', 32), 'images/ab/front.jpg', 'thumbs/ab/front.jpg', 'webp/ab/front.webp', 'image/jpeg', 10, 10, 10)
        returning id)
      insert into product_images (product_id, media_id, alt_text, position) select ${row.id}, id, 'The front', 0 from m`);
    const product = (await get(STORE_API.product(row.id))).json().output as StoreProduct;
    expect(product.variants.length).toBeGreaterThan(0);
    for (const v of product.variants) expect(v.availability).toBe(v.available <= 0 ? 'Out of stock' : v.availability);
    expect(product.images).toEqual([
      {
        altText: 'The front',
        path: 'images/ab/front.jpg',
        url: '/media/images/ab/front.jpg',
        fallbackUrl: '/media/images/ab/front.jpg',
        thumbnailUrl: '/media/thumbs/ab/front.jpg',
      },
    ]);
    expect(product.image).toEqual(product.images[0]);
    expect(product.quantity.min).toBeGreaterThanOrEqual(1);
    const [{ published }] = await queryRows<{ published: number }>(
      t.db,
      sql`select count(*)::int as published from product_comments where product_id = ${row.id} and status = 'Published'`,
    );
    expect(product.reviews.count).toBe(published);
  });

  it('narrows by category (and those below it) and by words', async () => {
    const tree = (await get(STORE_API.categories)).json().output as StoreCategory[];
    expect(tree.length).toBeGreaterThan(0);
    const top = tree.find((c) => c.children.length > 0) ?? tree[0];
    const page = (await get(`${STORE_API.products}?categoryId=${top.id}&pageSize=100`)).json()
      .output as StoreProductPage;
    const ids = new Set<number>();
    const walk = (c: StoreCategory) => {
      ids.add(c.id);
      c.children.forEach(walk);
    };
    walk(top);
    for (const row of page.rows) expect(row.categoryIds.some((id) => ids.has(id))).toBe(true);
    const first = page.rows[0] ?? ((await get(STORE_API.products)).json().output as StoreProductPage).rows[0];
    const word = first.name.split(' ')[0];
    const found = (await get(`${STORE_API.products}?q=${encodeURIComponent(word)}`)).json().output as StoreProductPage;
    expect(found.rows.map((r) => r.id)).toContain(first.id);
  });

  it('serves the home page as Preview at shows it now, without its promo codes', async () => {
    const home = await get(STORE_API.home);
    expect(home.statusCode).toBe(200);
    const output = home.json().output as Record<string, unknown>;
    expect(Object.keys(output).toSorted()).toEqual(['at', 'blogPosts', 'flashSales', 'sections', 'sliders']);
  });

  it('serves FAQs by type, popular searches and only the blog posts live now', async () => {
    const [general, wallet] = [
      (await get(`${STORE_API.faqs}?type=General`)).json().output as { question: string }[],
      (await get(`${STORE_API.faqs}?type=Wallet`)).json().output as { question: string }[],
    ];
    const counts = await queryRows<{ type: string; n: number }>(
      t.db,
      sql`select type, count(*)::int as n from faqs where status = 'Active' group by type order by type`,
    );
    expect([general.length, wallet.length]).toEqual(
      ['General', 'Wallet'].map((type) => counts.find((c) => c.type === type)?.n ?? 0),
    );
    expect((await get(`${STORE_API.faqs}?type=Secret`)).statusCode).toBe(400);
    const searches = (await get(STORE_API.popularSearches)).json().output as { term: string }[];
    const [{ n }] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from popular_searches where status = 'Active'`,
    );
    expect(searches).toHaveLength(n);
    const posts = (await get(STORE_API.blog)).json().output as { slug: string }[];
    const hidden = await queryRows<{ slug: string }>(
      t.db,
      sql`select slug from blog_posts where state <> 'Published' or publish_at > now()`,
    );
    for (const post of hidden) {
      expect(posts.map((p) => p.slug)).not.toContain(post.slug);
      expect((await get(STORE_API.blogPost(post.slug))).statusCode).toBe(404);
    }
    if (posts[0]) expect((await get(STORE_API.blogPost(posts[0].slug))).json().output.html.length).toBeGreaterThan(0);
    expect((await get(STORE_API.blogPost('Not A Slug'))).statusCode).toBe(400);
  });

  it('revalidates reads by ETag: 304 with no body while nothing changed, 200 after a change', async () => {
    const first = await get(STORE_API.categories);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get(STORE_API.categories, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await t.db.execute(sql`update categories set name = name || ' Plus' where id = (select min(id) from categories)`);
    expect((await get(STORE_API.categories, { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('refuses every bad query with a 400, never a 5xx', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=abc',
      'pageSize=1000',
      'pageSize=1.5',
      'categoryId=0',
      'categoryId=99999999999',
      `q=${'x'.repeat(200)}`,
      'q=%00',
    ])
      expect((await get(`${STORE_API.products}?${query}`)).statusCode, query).toBe(400);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999'])
      expect((await get(STORE_API.product(id))).statusCode, id).toBe(400);
  });

  it('has a document of its own: valid OpenAPI 3, store operations only, none in the staff document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: `${STORE_API_BASE}${STORE_API.openapi}` })).json();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const ids = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    expect(ids).toEqual(
      expect.arrayContaining([
        'storeListProducts',
        'storeGetProduct',
        'storeListCategories',
        'storeGetHome',
        'storeListFaqs',
        'storeListPopularSearches',
        'storeListBlogPosts',
        'storeGetBlogPost',
      ]),
    );
    for (const id of ids) expect(id).toMatch(/^store[A-Z]/);
    const staff = (await t.app.inject({ method: 'GET', url: `${API_BASE}${PLATFORM_API.docs}` })).json();
    expect(Object.keys(staff.paths).filter((p) => p.startsWith(STORE_API_BASE))).toEqual([]);
  });
});
