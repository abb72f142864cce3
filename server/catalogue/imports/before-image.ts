/**
 * What the rollback needs: a product's before-image (the fields, variants and categories an import writes,
 * as JSON straight from the rows), restoring it, and a fingerprint that moves whenever the product is saved
 * again (its version, its variants' versions; their stock too for a product the import created, whose
 * deletion would take its ledger with it).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/transaction';

const PRODUCT_FIELDS = `name, identification_number, hsn, brand, made_in, product_type, kind, tax_id, tax_included, weight_kg, height_cm,
  breadth_cm, length_cm, quantity_step_size, min_quantity, max_quantity, total_allowed_quantity, warranty_months, guarantee_months, cod, cancelable,
  returnable, attachment_required, deliverable_type, deliverable_zip_codes, short_description, long_description, tags, attribute_set_id`;

export async function captureBefore(tx: Db, productId: number): Promise<unknown> {
  const [row] = await queryRows<{ image: unknown }>(
    tx,
    sql`select jsonb_build_object(
      'product', (select to_jsonb(x) from (select ${sql.raw(PRODUCT_FIELDS)} from products where id = ${productId}) x),
      'variants', coalesce((select jsonb_agg(jsonb_build_object('id', id, 'sku', sku, 'price', price, 'special_price', special_price,
        'low_stock_threshold', low_stock_threshold, 'attributes', attributes, 'position', position) order by id) from product_variants where product_id = ${productId}), '[]'::jsonb),
      'categories', coalesce((select jsonb_agg(category_id order by position) from product_categories where product_id = ${productId}), '[]'::jsonb)
    ) as image`,
  );
  return row.image;
}

/** Puts the product back as `before` says (`before` as jsonb in SQL: no value passes through JavaScript). */
export async function restoreBefore(tx: Db, itemId: number, productId: number): Promise<void> {
  const image = sql`(select before from product_import_items where id = ${itemId})`;
  await tx.execute(sql`update products p set (${sql.raw(PRODUCT_FIELDS)}) = (select ${sql.raw(PRODUCT_FIELDS)}
      from jsonb_populate_record(null::products, ${image}->'product')), version = p.version + 1, updated_at = now() where p.id = ${productId}`);
  // Variants the import added go (their opening stock's ledger rows with them); the others get their fields back.
  await tx.execute(sql`delete from product_variants where product_id = ${productId}
    and id not in (select (v->>'id')::int from jsonb_array_elements(${image}->'variants') v)`);
  await tx.execute(sql`update product_variants pv set sku = b.sku, price = b.price, special_price = b.special_price,
      low_stock_threshold = b.low_stock_threshold, attributes = b.attributes, position = b.position, version = pv.version + 1, updated_at = now()
    from jsonb_to_recordset(${image}->'variants') as b(id int, sku text, price numeric, special_price numeric, low_stock_threshold int, attributes jsonb, position smallint)
    where pv.id = b.id and pv.product_id = ${productId}`);
  await tx.execute(sql`delete from product_categories where product_id = ${productId}`);
  await tx.execute(sql`insert into product_categories (product_id, category_id, position)
    select ${productId}, c.value::int, c.ordinality - 1 from jsonb_array_elements_text(${image}->'categories') with ordinality as c(value, ordinality)`);
}

/** A product's fingerprint (null when it no longer exists). */
export async function fingerprintOf(tx: Db, productId: number, withStock: boolean): Promise<string | null> {
  const [row] = await queryRows<{ fingerprint: string | null }>(
    tx,
    sql`select md5(p.version::text || ':' || coalesce((select string_agg(
      v.id || '/' || v.version || ${withStock ? sql`'/' || v.stock` : sql`''`}, ',' order by v.id) from product_variants v where v.product_id = p.id), '')) as fingerprint
    from products p where p.id = ${productId}`,
  );
  return row?.fingerprint ?? null;
}
