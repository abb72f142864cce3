/**
 * Products as an import sees them (the fields it writes, its variants with their stock, its categories in
 * order), read a batch at a time: by identification number for a dry run, by id range for the export.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/transaction';
import type { ImportProduct, ImportVariant } from './cells';

export interface CatalogueProduct {
  id: number;
  version: number;
  status: string;
  product: ImportProduct;
  variants: (ImportVariant & { id: number; stock: number })[];
}

type ProductRow = {
  id: number;
  version: number;
  status: string;
  name: string;
  identification_number: string;
  hsn: string;
  brand: string;
  made_in: string;
  product_type: string;
  kind: string;
  tax_id: number | null;
  tax_included: boolean;
  weight_kg: string | null;
  height_cm: string | null;
  breadth_cm: string | null;
  length_cm: string | null;
  quantity_step_size: number;
  min_quantity: number;
  max_quantity: number;
  total_allowed_quantity: number;
  warranty_months: number;
  guarantee_months: number;
  cod: boolean;
  cancelable: boolean;
  returnable: boolean;
  attachment_required: boolean;
  deliverable_type: string;
  deliverable_zip_codes: string[];
  short_description: string;
  long_description: string;
  tags: string[];
  attribute_set_id: number | null;
  category_ids: number[] | null;
};
type VariantRow = {
  id: number;
  product_id: number;
  sku: string;
  price: string;
  special_price: string | null;
  stock: number;
  low_stock_threshold: number;
  attributes: Record<string, string>;
};

const num = (v: string | null) => (v === null ? null : Number(v));

/** Arrays come back as arrays from node-postgres and PGlite alike; ids as numbers. */
const toProduct = (r: ProductRow, variants: CatalogueProduct['variants']): CatalogueProduct => ({
  id: Number(r.id),
  version: r.version,
  status: r.status,
  variants,
  product: {
    name: r.name,
    identificationNumber: r.identification_number,
    hsn: r.hsn,
    brand: r.brand,
    madeIn: r.made_in,
    productType: r.product_type,
    kind: r.kind,
    taxId: r.tax_id === null ? null : Number(r.tax_id),
    taxIncluded: r.tax_included,
    weightKg: num(r.weight_kg),
    heightCm: num(r.height_cm),
    breadthCm: num(r.breadth_cm),
    lengthCm: num(r.length_cm),
    quantityStepSize: r.quantity_step_size,
    minQuantity: r.min_quantity,
    maxQuantity: r.max_quantity,
    totalAllowedQuantity: r.total_allowed_quantity,
    warrantyMonths: r.warranty_months,
    guaranteeMonths: r.guarantee_months,
    cod: r.cod,
    cancelable: r.cancelable,
    returnable: r.returnable,
    attachmentRequired: r.attachment_required,
    deliverableType: r.deliverable_type,
    deliverableZipCodes: r.deliverable_zip_codes ?? [],
    shortDescription: r.short_description,
    longDescription: r.long_description,
    tags: r.tags ?? [],
    categoryIds: (r.category_ids ?? []).map(Number),
    attributeSetId: r.attribute_set_id === null ? null : Number(r.attribute_set_id),
  },
});

/** The products `where` selects (a condition on `p`), ordered by id, with their variants in position order. */
export async function readCatalogueProducts(db: Db, where: SQL, limit: number): Promise<CatalogueProduct[]> {
  const rows = await queryRows<ProductRow>(
    db,
    sql`select p.id, p.version, p.status, p.name, p.identification_number, p.hsn, p.brand, p.made_in,
      p.product_type, p.kind, p.tax_id, p.tax_included, p.weight_kg, p.height_cm, p.breadth_cm, p.length_cm, p.quantity_step_size,
      p.min_quantity, p.max_quantity, p.total_allowed_quantity, p.warranty_months, p.guarantee_months, p.cod, p.cancelable, p.returnable,
      p.attachment_required, p.deliverable_type, p.deliverable_zip_codes, p.short_description, p.long_description, p.tags, p.attribute_set_id,
      (select array_agg(c.category_id order by c.position) from product_categories c where c.product_id = p.id) as category_ids
    from products p where ${where} order by p.id limit ${limit}`,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  const variants = await queryRows<VariantRow>(
    db,
    sql`select id, product_id, sku, price, special_price, stock, low_stock_threshold, attributes
    from product_variants where product_id = any(${sql.param(ids)}::int[]) order by product_id, position, id`,
  );
  const byProduct = new Map<number, CatalogueProduct['variants']>();
  for (const v of variants) {
    const list = byProduct.get(Number(v.product_id)) ?? [];
    list.push({
      id: Number(v.id),
      sku: v.sku,
      price: Number(v.price),
      specialPrice: num(v.special_price),
      openingStock: 0,
      stock: v.stock,
      lowStockThreshold: v.low_stock_threshold,
      attributes: v.attributes ?? {},
    });
    byProduct.set(Number(v.product_id), list);
  }
  // The variants go in with the rest, not as `{ ...toProduct(r), variants }` (a hidden class per product in V8: plan-input.ts).
  return rows.map((r) => toProduct(r, byProduct.get(Number(r.id)) ?? []));
}

/** The products whose identification numbers (lower-cased) are `keys`. */
export const productsByKeys = (db: Db, keys: readonly string[]) =>
  readCatalogueProducts(db, sql`lower(p.identification_number) = any(${sql.param(keys)}::text[])`, keys.length);

/** Lower-cased SKU → the product that has it, for the SKUs given. */
export async function skuOwners(db: Db, skus: readonly string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await queryRows<{ sku: string; product_id: number }>(
    db,
    sql`select lower(sku) as sku, product_id from product_variants where lower(sku) = any(${sql.param(skus)}::text[])`,
  );
  return new Map(rows.map((r) => [r.sku, Number(r.product_id)]));
}
