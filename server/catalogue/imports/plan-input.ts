/**
 * One product's CSV rows read into the editor's input (ProductInputSchema's shape): the product's cells
 * from its first row over what it is now, each row's variant cells over the variant with that SKU (or a
 * new one). Names become ids here; what cannot be read is an error on its line and column.
 */
import {
  IMPORT_MESSAGES,
  VARIANT_COLUMNS,
  READ_ONLY_COLUMNS,
  type ImportColumn,
} from '../../../contract/catalogue/product-import';
import { VALIDATION } from '../../../contract/platform/messages';
import {
  attributesCell,
  parseAttributes,
  parseFlag,
  productCells,
  splitList,
  variantCells,
  type Cells,
  type ProductColumn,
  type VariantColumn,
} from './cells';
import type { CatalogueProduct } from './catalogue-reads';
import type { References } from './references';

export interface StagedRow {
  line: number;
  data: Partial<Record<ImportColumn, string>>;
}
export interface RowError {
  line: number;
  field: string | null;
  message: string;
}
export interface RowNote {
  line: number;
  field: string;
  message: string;
}

/** A variant as planned: where it came from (its line, or null for an existing one the file leaves alone). */
export interface PlannedVariant {
  line: number | null;
  existingId: number | null;
  cells: Cells<VariantColumn>;
}

export interface PlannedInput {
  /** The product's cells after the file (canonical once validated). */
  cells: Cells<ProductColumn>;
  variants: PlannedVariant[];
  /** The raw input for ProductInputSchema. */
  input: Record<string, unknown>;
  errors: RowError[];
  notes: RowNote[];
}

const BLANK_PRODUCT: Cells<ProductColumn> = {
  identificationNumber: '',
  name: '',
  status: 'Draft',
  hsn: '',
  brand: '',
  madeIn: '',
  productType: 'physical',
  kind: 'simple',
  tax: '',
  taxIncluded: 'false',
  weightKg: '',
  heightCm: '',
  breadthCm: '',
  lengthCm: '',
  quantityStepSize: '1',
  minQuantity: '1',
  maxQuantity: '10',
  totalAllowedQuantity: '10',
  warrantyMonths: '0',
  guaranteeMonths: '0',
  cod: 'false',
  cancelable: 'false',
  returnable: 'false',
  attachmentRequired: 'false',
  deliverableType: 'all',
  deliverableZipCodes: '',
  shortDescription: '',
  longDescription: '',
  tags: '',
  categories: '',
  attributeSet: '',
};
const BLANK_VARIANT: Cells<VariantColumn> = {
  sku: '',
  price: '',
  specialPrice: '',
  stock: '0',
  lowStockThreshold: '5',
  attributes: '',
};
const FLAGS = ['taxIncluded', 'cod', 'cancelable', 'returnable', 'attachmentRequired'] as const;
const isVariantColumn = (c: string): c is VariantColumn => (VARIANT_COLUMNS as readonly string[]).includes(c);

/** The product's cells: the first row's value of each column the file has; a later row that differs is an error. */
function productCellsOf(
  rows: readonly StagedRow[],
  base: Cells<ProductColumn>,
  errors: RowError[],
): Cells<ProductColumn> {
  const cells = { ...base };
  const [first, ...rest] = rows;
  for (const [column, value] of Object.entries(first.data) as [ImportColumn, string][]) {
    if (isVariantColumn(column) || (READ_ONLY_COLUMNS as readonly string[]).includes(column)) continue;
    cells[column] = value.trim();
    for (const row of rest) {
      const other = (row.data[column] ?? '').trim();
      if (other !== '' && other !== value.trim())
        errors.push({ line: row.line, field: column, message: IMPORT_MESSAGES.differsFromLine(first.line) });
    }
  }
  return cells;
}

export function planInput(
  rows: readonly StagedRow[],
  existing: CatalogueProduct | null,
  refs: References,
): PlannedInput {
  const errors: RowError[] = [];
  const notes: RowNote[] = [];
  const firstLine = rows[0].line;
  const cells = productCellsOf(rows, existing ? productCells(existing.product, refs) : BLANK_PRODUCT, errors);

  const variants: PlannedVariant[] = (existing?.variants ?? []).map((v) => ({
    line: null,
    existingId: v.id,
    cells: variantCells(v, v.stock),
  }));
  for (const row of rows) {
    const sku = (row.data.sku ?? '').trim();
    const at = variants.findIndex((v) => v.cells.sku.toLowerCase() === sku.toLowerCase() && sku !== '');
    const target = at >= 0 ? variants[at] : { line: row.line, existingId: null, cells: { ...BLANK_VARIANT } };
    if (at >= 0 && target.line !== null)
      errors.push({ line: row.line, field: 'sku', message: IMPORT_MESSAGES.skuInAnotherRow(target.line) });
    target.line = row.line;
    for (const column of VARIANT_COLUMNS) {
      const value = row.data[column];
      if (value === undefined) continue;
      if (column === 'stock' && target.existingId !== null) {
        if (value.trim() !== '' && value.trim() !== target.cells.stock)
          notes.push({ line: row.line, field: 'stock', message: IMPORT_MESSAGES.stockNotChanged });
        continue;
      }
      target.cells[column] = value.trim();
    }
    if (at < 0) variants.push(target);
  }

  const ref = (field: 'tax' | 'attributeSet', value: string): number | null => {
    if (value === '') return null;
    const found = field === 'tax' ? refs.tax(value) : refs.attributeSet(value);
    if ('error' in found) {
      errors.push({ line: firstLine, field, message: found.error });
      return null;
    }
    return found.id;
  };
  const categoryIds = splitList(cells.categories).flatMap((name) => {
    const found = refs.category(name);
    if ('error' in found) {
      errors.push({ line: firstLine, field: 'categories', message: found.error });
      return [];
    }
    return [found.id];
  });
  const flag = (f: (typeof FLAGS)[number]): boolean => {
    const value = parseFlag(cells[f]);
    if (value === null) errors.push({ line: firstLine, field: f, message: VALIDATION.invalidFormat });
    return value ?? false;
  };
  // Evaluated in this order so that a line's errors keep their order (categories, flags, tax, attribute set, variants).
  const taxIncluded = flag('taxIncluded'),
    cod = flag('cod'),
    cancelable = flag('cancelable'),
    returnable = flag('returnable');
  const attachmentRequired = flag('attachmentRequired');
  const taxId = ref('tax', cells.tax);
  const attributeSetId = ref('attributeSet', cells.attributeSet);
  const variantInputs = variants.map((v) => {
    const attributes = parseAttributes(v.cells.attributes);
    if (attributes === null)
      errors.push({ line: v.line ?? firstLine, field: 'attributes', message: IMPORT_MESSAGES.attributesFormat });
    const variant: Record<string, unknown> = {
      sku: v.cells.sku,
      price: v.cells.price,
      specialPrice: v.cells.specialPrice,
      openingStock: v.existingId === null ? v.cells.stock : 0,
      lowStockThreshold: v.cells.lowStockThreshold,
      attributes: attributes ?? {},
    };
    if (v.existingId !== null) variant.id = v.existingId;
    return variant;
  });

  // Every key written out, never `{ ...cells, more }`: in Node 20's V8 a spread followed by another property gives
  // each object a hidden class of its own, which the old generation keeps until a full collection (issue 13 §5:
  // the dry run's heap grew with the file).
  const input = {
    identificationNumber: cells.identificationNumber,
    name: cells.name,
    hsn: cells.hsn,
    brand: cells.brand,
    madeIn: cells.madeIn,
    productType: cells.productType,
    kind: cells.kind,
    taxId,
    taxIncluded,
    weightKg: cells.weightKg,
    heightCm: cells.heightCm,
    breadthCm: cells.breadthCm,
    lengthCm: cells.lengthCm,
    quantityStepSize: cells.quantityStepSize,
    minQuantity: cells.minQuantity,
    maxQuantity: cells.maxQuantity,
    totalAllowedQuantity: cells.totalAllowedQuantity,
    warrantyMonths: cells.warrantyMonths,
    guaranteeMonths: cells.guaranteeMonths,
    cod,
    cancelable,
    returnable,
    attachmentRequired,
    deliverableType: cells.deliverableType,
    deliverableZipCodes: splitList(cells.deliverableZipCodes),
    shortDescription: cells.shortDescription,
    longDescription: cells.longDescription,
    tags: splitList(cells.tags),
    categoryIds,
    attributeSetId,
    variants: variantInputs,
  } satisfies Record<
    | Exclude<ProductColumn, 'tax' | 'attributeSet' | 'categories' | 'status'>
    | 'taxId'
    | 'attributeSetId'
    | 'categoryIds'
    | 'variants',
    unknown
  >;
  return { cells, variants, input, errors, notes };
}

/** Attributes spelled canonically for a comparison (a file may order or space them otherwise). */
export const canonicalAttributes = (cell: string) => attributesCell(parseAttributes(cell) ?? {});
