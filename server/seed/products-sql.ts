/**
 * Set-based SQL generating demo products `from..to` (ids `base + g`) with their variants, opening stock in the
 * ledger, categories and specifications, all at once. Every choice is a deterministic hash of the product number
 * (`hashint8extended`, as the order seed), so the same inputs give the same catalogue on PGlite and PostgreSQL.
 * Two in five are simple (one variant); the rest are variable, 2–20 variants over Size × Colour of the
 * "Apparel" attribute set.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CATALOGUE, PRODUCT_ADJECTIVES } from './reference-data';

/** A non-negative 31-bit hash of an SQL expression with a salt. */
const h = (expr: string, salt: number) => `(hashint8extended((${expr})::bigint, ${salt}) & 2147483647)`;
/** A uniform number in [0, 1) from the hash. */
const u = (expr: string, salt: number) => `(${h(expr, salt)}::float8 / 2147483648.0)`;
const raw = (text: string) => sql.raw(text);
const textArray = (values: readonly string[]) =>
  `(ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[])`;

const BRANDS = textArray([...new Set(CATALOGUE.flatMap((top) => top.children.flatMap((c) => c.brands)))]);
const NOUNS = textArray([...new Set(CATALOGUE.flatMap((top) => top.children.flatMap((c) => c.nouns)))]);
const ADJECTIVES = textArray(PRODUCT_ADJECTIVES);
/** The "Apparel" set's values (server/catalogue/attribute.resource.ts): 5 sizes × 6 colours, 30 combinations. */
const SIZES = textArray(['S', 'M', 'L', 'XL', 'XXL']);
const COLOURS = textArray(['Black', 'White', 'Navy Blue', 'Maroon', 'Mustard Yellow', 'Bottle Green']);

/** Variants of product g: one for two in five, else 2–20. */
export const variantCountSql = (g: string) => `CASE WHEN ${u(g, 1)} < 0.4 THEN 1 ELSE 2 + ${h(g, 2)} % 19 END`;

/** Per product: its number g, id, variant count, base price and the hashes its other choices come from. */
const baseCte = (from: number, to: number, base: number) => `base AS (
  SELECT g, ${base}::bigint + g AS id, ${variantCountSql('g')} AS n, 199 + (${h('g', 3)} % 480) * 10 AS price,
    ${u('g', 4)} AS u_special, ${u('g', 5)} AS u_status, ${u('g', 6)} AS u_text, ${h('g', 7)} AS h_cat, ${h('g', 8)} AS h_name
  FROM generate_series(${from}::bigint, ${to}::bigint) AS g)`;

const LEAVES = `leaves AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names FROM categories WHERE parent_id IS NOT NULL)`;

/** The choices the parts and the product's summary both follow (one expression each, so the two agree). */
const STOCK = (g: string, k: string) =>
  `CASE WHEN ${u(`${g} * 32 + ${k}`, 9)} < 0.08 THEN 0 ELSE 1 + ${h(`${g} * 32 + ${k}`, 10)} % 200 END`;
const FIRST_LEAF = `1 + b.h_cat % cardinality(l.ids)`;
const SECOND_LEAF = `1 + (b.h_cat % cardinality(l.ids) + 1 + b.h_name % (cardinality(l.ids) - 1)) % cardinality(l.ids)`;
const HAS_SECOND_CATEGORY = `b.u_special > 0.66`;
const HAS_SPECIFICATIONS = `b.u_text < 0.6`;
const HAS_LONG_DESCRIPTION = `b.u_text < 0.7`;
const IS_DISCOUNTED = `b.u_special < 0.4`;

/**
 * INSERT of the products themselves, their list summaries already as refreshCompleteness would set them (it runs
 * after the parts and finds nothing to change: one write per product row instead of two, each through every index).
 */
export function insertBulkProductsSql(from: number, to: number, base: number, nowEpoch: number): SQL {
  return sql`WITH ${raw(baseCte(from, to, base))}, ${raw(LEAVES)},
  summed AS (
    SELECT b.*, st.stock_total, array_remove(ARRAY['images', NULL,
      CASE WHEN st.stock_total <= 0 THEN 'stock' END, CASE WHEN NOT (${raw(HAS_SPECIFICATIONS)}) THEN 'specifications' END,
      CASE WHEN NOT (${raw(HAS_LONG_DESCRIPTION)}) THEN 'description' END]::text[], NULL) AS missing,
      CASE WHEN ${raw(HAS_SECOND_CATEGORY)} THEN ARRAY[l.ids[${raw(FIRST_LEAF)}], l.ids[${raw(SECOND_LEAF)}]] ELSE ARRAY[l.ids[${raw(FIRST_LEAF)}]] END AS category_ids,
      CASE WHEN ${raw(HAS_SECOND_CATEGORY)} THEN ARRAY[l.names[${raw(FIRST_LEAF)}], l.names[${raw(SECOND_LEAF)}]] ELSE ARRAY[l.names[${raw(FIRST_LEAF)}]] END AS category_names
    FROM base b CROSS JOIN leaves l
    CROSS JOIN LATERAL (SELECT sum(${raw(STOCK('b.g', 'k'))})::int AS stock_total FROM generate_series(1, b.n) AS k) st)
  INSERT INTO products (id, name, identification_number, hsn, brand, made_in, kind, attribute_set_id, short_description, long_description,
    cod, cancelable, returnable, status, created_at, updated_at,
    variant_count, stock_total, price_now, category_ids, category_names, missing, completeness)
  SELECT b.id, brand || ' ' || ${raw(ADJECTIVES)}[1 + b.h_name % cardinality(${raw(ADJECTIVES)})] || ' ' || ${raw(NOUNS)}[1 + (b.h_name / 7) % cardinality(${raw(NOUNS)})],
    'GEN-' || lpad(b.g::text, 7, '0'), '6109', brand, 'India',
    CASE WHEN b.n = 1 THEN 'simple' ELSE 'variable' END,
    CASE WHEN b.n = 1 THEN NULL ELSE (SELECT id FROM attribute_sets WHERE name = 'Apparel') END,
    CASE WHEN b.u_text < 0.85 THEN 'Everyday wear from ' || brand || '.' ELSE '' END,
    CASE WHEN ${raw(HAS_LONG_DESCRIPTION)} THEN 'Made in India from carefully chosen materials; see the size chart before ordering.' ELSE '' END,
    true, true, b.u_text < 0.8,
    CASE WHEN b.u_status < 0.8 THEN 'Active' WHEN b.u_status < 0.9 THEN 'Inactive' ELSE 'Draft' END,
    to_timestamp(${nowEpoch}::float8 - (b.h_cat % 31536000)), to_timestamp(${nowEpoch}::float8 - (b.h_cat % 31536000)),
    b.n, b.stock_total, CASE WHEN ${raw(IS_DISCOUNTED)} THEN round(b.price * 0.85) - 1 ELSE b.price END, b.category_ids, b.category_names, b.missing,
    round(100.0 * (6 - cardinality(b.missing)) / 6)::int
  FROM summed b CROSS JOIN LATERAL (SELECT ${raw(BRANDS)}[1 + (b.h_name / 3) % cardinality(${raw(BRANDS)})] AS brand) br`;
}

/** INSERT of every product's variants: Size × Colour combinations for variable products, a few rupees apart. */
export function insertBulkVariantsSql(from: number, to: number, base: number): SQL {
  return sql`WITH ${raw(baseCte(from, to, base))}
  INSERT INTO product_variants (product_id, sku, price, special_price, stock, attributes, position)
  SELECT b.id, 'GEN-' || lpad(b.g::text, 7, '0') || CASE WHEN b.n = 1 THEN '' ELSE '-' || k END, v.price,
    CASE WHEN ${raw(IS_DISCOUNTED)} THEN round(v.price * 0.85) - 1 END,
    ${raw(STOCK('b.g', 'k'))},
    CASE WHEN b.n = 1 THEN '{}'::jsonb ELSE jsonb_build_object('Size', ${raw(SIZES)}[1 + (k - 1) % 5], 'Colour', ${raw(COLOURS)}[1 + (k - 1) / 5]) END,
    k - 1
  FROM base b CROSS JOIN LATERAL generate_series(1, b.n) AS k
  CROSS JOIN LATERAL (SELECT (b.price + ((k - 1) % 5) * 50)::numeric(12, 2) AS price) v`;
}

/** The opening stock of those variants, as "received" ledger rows (stock is the ledger's sum). */
export const insertBulkLedgerSql = (from: number, to: number, base: number): SQL => sql`
  INSERT INTO stock_ledger (variant_id, delta, balance, reason, note, actor_name)
  SELECT v.id, v.stock, v.stock, 'received', 'Opening stock', 'Demo data' FROM product_variants v
  WHERE v.product_id BETWEEN ${base + from} AND ${base + to} AND v.stock > 0`;

/** A main category for every product and a second one for about a third; specifications for about three in five. */
export function insertBulkPartsSql(from: number, to: number, base: number): SQL[] {
  return [
    sql`WITH ${raw(baseCte(from, to, base))}, ${raw(LEAVES)}
      INSERT INTO product_categories (product_id, category_id, position)
      SELECT b.id, l.ids[${raw(FIRST_LEAF)}], 0 FROM base b CROSS JOIN leaves l
      UNION ALL
      SELECT b.id, l.ids[${raw(SECOND_LEAF)}], 1 FROM base b CROSS JOIN leaves l WHERE ${raw(HAS_SECOND_CATEGORY)}`,
    sql`WITH ${raw(baseCte(from, to, base))}
      INSERT INTO product_specifications (product_id, position, key, value)
      SELECT b.id, s.position, s.key, s.value FROM base b
      CROSS JOIN (VALUES (0, 'Fabric', 'Cotton'), (1, 'Care', 'Machine wash cold')) AS s(position, key, value)
      WHERE ${raw(HAS_SPECIFICATIONS)}`,
  ];
}
