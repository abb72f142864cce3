/** What the product API tests share: a signed-in caller, a valid product body, media rows and the demo sets' ids. */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ProductDetail, ProductInput } from '../../../contract/catalogue/product';
import { PRODUCT_API } from '../../../contract/catalogue/product';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/transaction';
import { media } from '../../platform/media-schema';
import { signInAs } from '../../test-support/requests';
import type { TestApp } from '../../test-support/test-app';
import { API_BASE } from '../../../contract/platform/api-paths';

let mediaSerial = 0;

/** `count` media library rows (no files are needed to point at them). */
export async function makeMedia(db: Db, count: number): Promise<number[]> {
  const rows = Array.from({ length: count }, () => {
    const hash = createHash('sha256').update(`product-test-${++mediaSerial}-${Math.random()}`).digest('hex');
    return {
      displayName: `picture-${mediaSerial}.jpg`,
      contentHash: hash,
      path: `media/${hash.slice(0, 2)}/${hash}.jpg`,
      thumbnailPath: `media/${hash.slice(0, 2)}/${hash}-thumb.webp`,
      webpPath: `media/${hash.slice(0, 2)}/${hash}.webp`,
      contentType: 'image/jpeg',
      size: 1000,
      width: 800,
      height: 800,
    };
  });
  return (await db.insert(media).values(rows).returning({ id: media.id })).map((r) => r.id);
}

/** The first leaf category, a tax and the demo "Apparel" attribute set (Size, Colour). */
export async function demoRefs(db: Db) {
  const [category] = await queryRows<{ id: number }>(
    db,
    sql`select id from categories where parent_id is not null order by id limit 2`,
  );
  const [tax] = await queryRows<{ id: number }>(db, sql`select id from taxes order by id limit 1`);
  const [apparel] = await queryRows<{ id: number }>(db, sql`select id from attribute_sets where name = 'Apparel'`);
  return { categoryId: category.id, taxId: tax?.id ?? null, apparelSetId: apparel.id };
}

let serial = 0;
/** A unique token for names, identification numbers and SKUs of one test run. */
export const unique = () => `${Date.now().toString(36)}${++serial}`.toUpperCase();

/** A valid simple product; `over` replaces fields. */
export function simpleProduct(categoryId: number, over: Partial<ProductInput> = {}): ProductInput {
  const id = unique();
  return {
    name: `Test kurta ${id}`,
    identificationNumber: `TST-${id}`,
    hsn: '6205',
    brand: 'Fabindia',
    categoryIds: [categoryId],
    shortDescription: 'Short',
    longDescription: 'Long',
    specifications: [{ key: 'Fabric', value: 'Cotton' }],
    variants: [{ sku: `SKU-${id}`, price: 999, specialPrice: 899, openingStock: 10 }],
    ...over,
  };
}

/** The caller: admin by default. */
export async function productApi(t: TestApp, username = 'admin', password = 'Admin@12345') {
  const token = (await signInAs(t.app, username, password)).token;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `${API_BASE}${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { authorization: `Bearer ${token}` },
    });
  return {
    token,
    call,
    create: (body: unknown) => call('POST', PRODUCT_API.create, body),
    read: async (id: number): Promise<ProductDetail> => (await call('GET', PRODUCT_API.one(id))).json().output,
    save: (id: number, version: number, product: unknown) => call('PUT', PRODUCT_API.one(id), { product, version }),
  };
}

const image = ({ mediaId, altText }: { mediaId: number; altText: string }) => ({ mediaId, altText });

/** A detail read back as the editor sends it again (existing variants by id, stock left out). */
export function asInput(detail: ProductDetail): ProductInput {
  const {
    id: _i,
    status: _s,
    version: _v,
    createdAt: _c,
    updatedAt: _u,
    completeness: _p,
    missing: _m,
    ...rest
  } = detail;
  return {
    ...rest,
    images: rest.images.map(image),
    variants: rest.variants.map(({ stock: _st, openingStock: _o, images, ...v }) => ({
      ...v,
      images: images.map(image),
    })),
  };
}

/** Everything stored about a product, to compare before and after a refused write. */
export async function snapshot(db: Db, id: number): Promise<string> {
  const [row] = await queryRows<{ all: unknown }>(
    db,
    sql`select json_build_object(
    'product', (select row_to_json(p) from products p where p.id = ${id}),
    'variants', (select json_agg(v order by v.id) from product_variants v where v.product_id = ${id}),
    'images', (select json_agg(json_build_array(i.variant_id, i.media_id, i.alt_text, i.position) order by i.id) from product_images i where i.product_id = ${id}),
    'categories', (select json_agg(c order by c.position) from product_categories c where c.product_id = ${id}),
    'specifications', (select json_agg(s order by s.position) from product_specifications s where s.product_id = ${id}),
    'faqs', (select json_agg(f order by f.position) from product_faqs f where f.product_id = ${id}),
    'ledger', (select json_agg(l order by l.id) from stock_ledger l join product_variants v on v.id = l.variant_id where v.product_id = ${id})
  ) as all`,
  );
  return JSON.stringify(row.all);
}
