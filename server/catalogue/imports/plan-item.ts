/**
 * The dry run's verdict on one product: its input validated with the editor's ProductInputSchema (errors on
 * the CSV line and column a person would correct, in the seed's wording), and what would change, field by
 * field, old → new. Pure: the caller reads the catalogue and writes the item.
 */
import { PRODUCT_MESSAGES, ProductInputSchema } from '../../../contract/catalogue/product';
import type { ImportAction } from '../../../contract/catalogue/product-import';
import { missingToPublish } from '../../../contract/catalogue/product-publish';
import { IMPORT_MESSAGES, VARIANT_COLUMNS } from '../../../contract/catalogue/product-import';
import { applySeedValidationMessages } from '../../../contract/platform/validation-errors';
import type { CatalogueProduct } from './catalogue-reads';
import { productCells, variantCells, type ImportProduct, type ImportVariant } from './cells';
import { planInput, type RowError, type RowNote, type StagedRow } from './plan-input';
import type { References } from './references';

applySeedValidationMessages();

export interface ImportChange {
  line: number;
  sku: string | null;
  field: string;
  before: string | null;
  after: string;
}
export interface PlannedItem {
  identificationNumber: string;
  productId: number | null;
  action: ImportAction;
  lines: number[];
  changes: ImportChange[];
  errors: RowError[];
  notes: RowNote[];
  /** What the job writes; null when the product cannot be applied. */
  input: { product: ImportProduct; variants: ImportVariant[] } | null;
  seenVersion: number | null;
}

/** Zod's field names as the CSV's columns. */
const COLUMN_OF: Record<string, string> = {
  taxId: 'tax',
  categoryIds: 'categories',
  attributeSetId: 'attributeSet',
  openingStock: 'stock',
  variants: 'kind',
};

/** What the file says about SKUs outside this product: taken by another product, or on another product's line. */
export interface SkuFacts {
  owner(sku: string): number | undefined;
  otherLine(sku: string, key: string): number | undefined;
}

export function planItem(
  rows: readonly StagedRow[],
  existing: CatalogueProduct | null,
  refs: References,
  skus: SkuFacts,
): PlannedItem {
  const planned = planInput(rows, existing, refs);
  const { errors } = planned;
  const firstLine = rows[0].line;
  const key = (rows[0].data.identificationNumber ?? '').trim().toLowerCase();
  planned.variants.forEach((v) => {
    if (v.line === null || v.existingId !== null || v.cells.sku === '') return;
    const owner = skus.owner(v.cells.sku.toLowerCase());
    if (owner !== undefined && owner !== existing?.id)
      errors.push({ line: v.line, field: 'sku', message: PRODUCT_MESSAGES.skuExists });
    const other = skus.otherLine(v.cells.sku.toLowerCase(), key);
    if (other !== undefined)
      errors.push({ line: v.line, field: 'sku', message: IMPORT_MESSAGES.skuInAnotherRow(other) });
  });

  const parsed = ProductInputSchema.safeParse(planned.input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, index, field] = issue.path as (string | number)[];
      const variant = head === 'variants' && typeof index === 'number' ? planned.variants[index] : undefined;
      const column = variant ? String(field ?? 'sku') : String(head ?? '');
      errors.push({ line: variant?.line ?? firstLine, field: COLUMN_OF[column] ?? column, message: issue.message });
    }
  }
  // A published product keeps what Publish asks for (contract/catalogue/product-publish.ts): a row may not blank it.
  if (parsed.success && existing?.status === 'Active') {
    for (const m of missingToPublish(parsed.data))
      errors.push({ line: firstLine, field: COLUMN_OF[m.field!] ?? m.field!, message: m.message });
  }
  // One literal per item, not `{ ...base, action }` (in V8 that gives every item a hidden class of its own: plan-input.ts).
  const item = (
    action: ImportAction,
    changes: ImportChange[],
    itemErrors: RowError[],
    input: PlannedItem['input'],
  ): PlannedItem => ({
    identificationNumber: rows[0].data.identificationNumber?.trim() ?? '',
    productId: existing?.id ?? null,
    action,
    lines: rows.map((r) => r.line),
    changes,
    errors: itemErrors,
    notes: planned.notes,
    input,
    seenVersion: existing?.version ?? null,
  });
  if (errors.length > 0 || !parsed.success) return item('invalid', [], firstPerField(errors), null);

  const value = parsed.data;
  const product: ImportProduct = {
    name: value.name,
    identificationNumber: value.identificationNumber,
    hsn: value.hsn,
    brand: value.brand,
    madeIn: value.madeIn,
    productType: value.productType,
    kind: value.kind,
    taxId: value.taxId,
    taxIncluded: value.taxIncluded,
    weightKg: value.weightKg,
    heightCm: value.heightCm,
    breadthCm: value.breadthCm,
    lengthCm: value.lengthCm,
    quantityStepSize: value.quantityStepSize,
    minQuantity: value.minQuantity,
    maxQuantity: value.maxQuantity,
    totalAllowedQuantity: value.totalAllowedQuantity,
    warrantyMonths: value.warrantyMonths,
    guaranteeMonths: value.guaranteeMonths,
    cod: value.cod,
    cancelable: value.cancelable,
    returnable: value.returnable,
    attachmentRequired: value.attachmentRequired,
    deliverableType: value.deliverableType,
    deliverableZipCodes: value.deliverableZipCodes,
    shortDescription: value.shortDescription,
    longDescription: value.longDescription,
    tags: value.tags,
    categoryIds: value.categoryIds,
    attributeSetId: value.attributeSetId,
  };
  const variants: ImportVariant[] = value.variants.map((v) => ({
    id: v.id,
    sku: v.sku,
    price: v.price,
    specialPrice: v.specialPrice,
    openingStock: v.openingStock,
    lowStockThreshold: v.lowStockThreshold,
    attributes: v.attributes,
  }));
  const changes = diff(
    rows,
    existing,
    { product, variants },
    planned.variants.map((v) => v.line),
    refs,
  );
  const action: ImportAction = existing === null ? 'create' : changes.length > 0 ? 'update' : 'unchanged';
  return item(action, changes, [], { product, variants });
}

/** Old → new for every column the file has, per product (its first line) and per variant row. */
function diff(
  rows: readonly StagedRow[],
  existing: CatalogueProduct | null,
  next: { product: ImportProduct; variants: ImportVariant[] },
  lines: (number | null)[],
  refs: References,
): ImportChange[] {
  const present = new Set(Object.keys(rows[0].data));
  const changes: ImportChange[] = [];
  const before = existing ? productCells(existing.product, refs) : null;
  const after = productCells(next.product, refs);
  for (const [field, value] of Object.entries(after) as [keyof typeof after, string][]) {
    if (!present.has(field) || field === 'status' || (before && before[field] === value)) continue;
    changes.push({ line: rows[0].line, sku: null, field, before: before ? before[field] : null, after: value });
  }
  next.variants.forEach((variant, i) => {
    const line = lines[i];
    if (line === null) return;
    const old = existing?.variants.find((v) => v.id === variant.id);
    const was = old ? variantCells(old, old.stock) : null;
    const now = variantCells(variant, old ? old.stock : variant.openingStock);
    for (const field of VARIANT_COLUMNS) {
      if (!present.has(field) || (was && was[field] === now[field])) continue;
      changes.push({ line, sku: variant.sku, field, before: was ? was[field] : null, after: now[field] });
    }
  });
  return changes;
}

/** The seed shows one error per field: the first, per line and column. */
function firstPerField(errors: readonly RowError[]): RowError[] {
  const seen = new Set<string>();
  return errors
    .filter((e) => {
      const k = `${e.line}:${e.field}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .toSorted((a, b) => a.line - b.line);
}
