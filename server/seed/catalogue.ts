/** Demo categories (a two-level tree) and products with Indian HSN codes and rupee prices. */
import type { Faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { productCategories, productVariants, stockLedger } from '../catalogue/products/schema';
import { categories, products } from '../catalogue/schema';
import { refreshCompleteness } from '../catalogue/products/completeness-sql';
import { takeNumbers } from '../platform/prefix-numbers';
import { variantSku } from '../../contract/catalogue/product';
import { CATALOGUE, PRODUCT_ADJECTIVES, type CategorySpec } from './reference-data';

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A shop-like price: a multiple of ten minus one, inside the band. */
const shopPrice = (faker: Faker, [min, max]: readonly [number, number]) =>
  Math.max(min, Math.round(faker.number.int({ min, max }) / 10) * 10 - 1);

/** Inserts the category tree; returns each leaf's id with its spec. */
async function seedCategories(tx: Db): Promise<{ id: number; spec: CategorySpec }[]> {
  const leaves: { id: number; spec: CategorySpec }[] = [];
  for (const [position, top] of CATALOGUE.entries()) {
    const [parent] = await tx
      .insert(categories)
      .values({ name: top.name, slug: slugify(top.name), sortOrder: position })
      .returning({ id: categories.id });
    const children = await tx
      .insert(categories)
      .values(
        top.children.map((child, i) => ({
          name: child.name,
          slug: slugify(child.name),
          parentId: parent.id,
          sortOrder: i,
        })),
      )
      .returning({ id: categories.id });
    children.forEach((row, i) => leaves.push({ id: row.id, spec: top.children[i] }));
  }
  return leaves;
}

/** Leaves whose products come in sizes and colours: every third of their products is variable (the "Apparel" set). */
const APPAREL = new Set(['Men Shirts', 'Men Kurtas', 'Men T-Shirts', 'Kurtis']);
const SIZES = ['S', 'M', 'L', 'XL'];
const COLOURS = ['Black', 'Navy Blue', 'Maroon'];

/** Size × Colour variants of a variable demo product, derived from its serial (no faker draws, so the rest of the demo data stays as it was). */
function variableVariants(serial: number, code: string, price: number, specialPrice: number | null, stock: number) {
  const sizes = SIZES.slice(0, 2 + (serial % 3));
  const colours = COLOURS.slice(0, 1 + (serial % 3));
  return colours.flatMap((colour, c) =>
    sizes.map((size, s) => ({
      // The editor's pattern for a generated variant: the SKU stem and the values (SKU100007-M-NAVYBLUE).
      sku: variantSku(code, { Size: size, Colour: colour }),
      price: (price + s * 50).toFixed(2),
      specialPrice: specialPrice === null ? null : (specialPrice + s * 50).toFixed(2),
      stock: (stock + 13 * (c * sizes.length + s)) % 60,
      attributes: { Size: size, Colour: colour },
    })),
  );
}

/** One product, its variants (one for a simple product) and its category, for a leaf category. */
function productRow(
  faker: Faker,
  leaf: { id: number; spec: CategorySpec },
  serial: number,
  numbers: { identificationNumber: string; sku: string },
) {
  const { spec } = leaf;
  const brand = faker.helpers.arrayElement(spec.brands);
  const price = shopPrice(faker, spec.price);
  const discounted = faker.datatype.boolean({ probability: 0.4 });
  const specialPrice = discounted
    ? Math.max(1, Math.round((price * faker.number.float({ min: 0.7, max: 0.95 })) / 10) * 10 - 1)
    : null;
  const outOfStock = faker.datatype.boolean({ probability: 0.08 });
  const code = numbers.sku;
  const name = `${brand} ${faker.helpers.arrayElement(PRODUCT_ADJECTIVES)} ${faker.helpers.arrayElement(spec.nouns)}`;
  const variable = APPAREL.has(spec.name) && serial % 3 === 0;
  const product = {
    name,
    identificationNumber: numbers.identificationNumber,
    hsn: faker.helpers.arrayElement(spec.hsn),
    brand,
    madeIn: 'India',
    shortDescription: `${name} by ${brand}.`,
    cod: true,
    cancelable: true,
    returnable: faker.datatype.boolean({ probability: 0.8 }),
    status: faker.datatype.boolean({ probability: 0.95 }) ? 'Active' : 'Inactive',
    kind: variable ? 'variable' : 'simple',
  };
  // Drawn last, as before variants existed, so every later draw (customers, orders) stays the same.
  const stock = outOfStock ? 0 : faker.number.int({ min: 1, max: 500 });
  return {
    product,
    variants: variable
      ? variableVariants(serial, code, price, specialPrice, stock)
      : [
          {
            sku: code,
            price: price.toFixed(2),
            specialPrice: specialPrice === null ? null : specialPrice.toFixed(2),
            stock,
            attributes: {},
          },
        ],
    categoryId: leaf.id,
  };
}

const DEMO_FIRST_NUMBER = 100_001;

/** Categories and `count` products spread over the leaf categories (some variable), each variant's stock received in the ledger. */
export async function seedCatalogue(tx: Db, faker: Faker, count: number): Promise<void> {
  const leaves = await seedCategories(tx);
  // Numbered from the prefix settings (product and SKU), so the editor's Suggest SKU and Prefix Settings' "Next" continue
  // after them; from 100001 (as the AWB's), one width, so no whole SKU is the start of another (SKU12 of SKU120) in a search.
  await tx.execute(
    sql`update prefix_settings set next_number = greatest(next_number, ${DEMO_FIRST_NUMBER}) where type in ('product', 'sku')`,
  );
  const [identificationNumbers, skus] = [await takeNumbers(tx, 'product', count), await takeNumbers(tx, 'sku', count)];
  const rows = Array.from({ length: count }, (_, i) =>
    productRow(faker, leaves[i % leaves.length], i + 1, {
      identificationNumber: identificationNumbers[i].text,
      sku: skus[i].text,
    }),
  );
  const ids = await tx
    .insert(products)
    .values(rows.map((r) => r.product))
    .returning({ id: products.id });
  const variantRows = rows.flatMap((r, i) =>
    r.variants.map((v, position) => ({ ...v, productId: ids[i].id, position })),
  );
  const variants = await tx
    .insert(productVariants)
    .values(variantRows)
    .returning({ id: productVariants.id, stock: productVariants.stock });
  await tx
    .insert(productCategories)
    .values(rows.map((r, i) => ({ productId: ids[i].id, categoryId: r.categoryId, position: 0 })));
  const received = variants.filter((v) => v.stock > 0);
  if (received.length > 0) {
    await tx.insert(stockLedger).values(
      received.map((v) => ({
        variantId: v.id,
        delta: v.stock,
        balance: v.stock,
        reason: 'received',
        note: 'Opening stock',
        actorName: 'Demo data',
      })),
    );
  }
  await tx.execute(refreshCompleteness(sql`true`));
}

/** Gives the variable demo products the "Apparel" attribute set (Size, Colour) once the sets are seeded; returns how many. */
export async function linkDemoAttributeSets(tx: Db): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update products set attribute_set_id = (select id from attribute_sets where name = 'Apparel')
    where kind = 'variable' and attribute_set_id is null returning id`,
  );
  return rows.length;
}

/** Demo pictures for a few categories, by the media library's demo file names (server/seed/media.ts). */
const CATEGORY_PICTURES: Readonly<Record<string, string>> = {
  Men: 'ivory-sherwani.jpg',
  Women: 'red-silk-saree.jpg',
  Sarees: 'red-silk-saree.jpg',
  'Men Kurtas': 'blue-cotton-kurta.jpg',
  Dupattas: 'mustard-dupatta.png',
};

/** Gives those categories their pictures once the library holds them (a database without files keeps none); returns how many. */
export async function seedCategoryPictures(db: Db): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update categories c set image_media_id = m.id
    from jsonb_each_text(${JSON.stringify(CATEGORY_PICTURES)}::jsonb) as p(category, file),
      (select distinct on (display_name) id, display_name from media order by display_name, id) as m
    where c.name = p.category and m.display_name = p.file and c.image_media_id is null
    returning c.id`,
  );
  return rows.length;
}
