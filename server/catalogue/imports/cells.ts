/**
 * A product and its variants as CSV cells, in one canonical spelling: the export writes these, and the dry
 * run compares the file's cells (read, validated, spelled again) with these, so a file exported and imported
 * back unchanged shows no change.
 */
import {
  CATEGORY_PATH_SEPARATOR,
  IMPORT_COLUMNS,
  LIST_SEPARATOR,
  VARIANT_COLUMNS,
  type ImportColumn,
} from '../../../contract/catalogue/product-import';

export type VariantColumn = (typeof VARIANT_COLUMNS)[number];
export type ProductColumn = Exclude<ImportColumn, VariantColumn>;
export type Cells<K extends string> = Record<K, string>;

/** Numbers and flags are written by us and never start a formula; every other column is text someone typed (defused on export, restored on import). */
export const TEXT_COLUMNS: ReadonlySet<string> = new Set<string>(
  IMPORT_COLUMNS.filter((c) => !/Kg$|Cm$|Quantity|Months|price|Price|stock|Threshold/.test(c)),
);

/** The product fields an import writes, as the apply stores them (the validated input, ids resolved). */
export interface ImportProduct {
  name: string;
  identificationNumber: string;
  hsn: string;
  brand: string;
  madeIn: string;
  productType: string;
  kind: string;
  taxId: number | null;
  taxIncluded: boolean;
  weightKg: number | null;
  heightCm: number | null;
  breadthCm: number | null;
  lengthCm: number | null;
  quantityStepSize: number;
  minQuantity: number;
  maxQuantity: number;
  totalAllowedQuantity: number;
  warrantyMonths: number;
  guaranteeMonths: number;
  cod: boolean;
  cancelable: boolean;
  returnable: boolean;
  attachmentRequired: boolean;
  deliverableType: string;
  deliverableZipCodes: string[];
  shortDescription: string;
  longDescription: string;
  tags: string[];
  categoryIds: number[];
  attributeSetId: number | null;
}
export interface ImportVariant {
  id?: number;
  sku: string;
  price: number;
  specialPrice: number | null;
  openingStock: number;
  lowStockThreshold: number;
  attributes: Record<string, string>;
}

/** Names of the things a product refers to by id. */
export interface NameBook {
  categoryPath(id: number): string;
  taxName(id: number): string;
  attributeSetName(id: number): string;
}

const text = (v: number | null) => (v === null ? '' : String(v));
const money = (v: number | null) => (v === null ? '' : v.toFixed(2));
const bool = (v: boolean) => (v ? 'true' : 'false');

/** `Size=M|Colour=Red`. */
export const attributesCell = (attributes: Readonly<Record<string, string>>) =>
  Object.entries(attributes)
    .map(([k, v]) => `${k}=${v}`)
    .join(LIST_SEPARATOR);

/** `status` is the product's (the export writes it; the import reads it as Draft and ignores it). */
export function productCells(p: ImportProduct, names: NameBook, status = 'Draft'): Cells<ProductColumn> {
  return {
    identificationNumber: p.identificationNumber,
    name: p.name,
    status,
    hsn: p.hsn,
    brand: p.brand,
    madeIn: p.madeIn,
    productType: p.productType,
    kind: p.kind,
    tax: p.taxId === null ? '' : names.taxName(p.taxId),
    taxIncluded: bool(p.taxIncluded),
    weightKg: text(p.weightKg),
    heightCm: text(p.heightCm),
    breadthCm: text(p.breadthCm),
    lengthCm: text(p.lengthCm),
    quantityStepSize: text(p.quantityStepSize),
    minQuantity: text(p.minQuantity),
    maxQuantity: text(p.maxQuantity),
    totalAllowedQuantity: text(p.totalAllowedQuantity),
    warrantyMonths: text(p.warrantyMonths),
    guaranteeMonths: text(p.guaranteeMonths),
    cod: bool(p.cod),
    cancelable: bool(p.cancelable),
    returnable: bool(p.returnable),
    attachmentRequired: bool(p.attachmentRequired),
    deliverableType: p.deliverableType,
    deliverableZipCodes: p.deliverableZipCodes.join(LIST_SEPARATOR),
    shortDescription: p.shortDescription,
    longDescription: p.longDescription,
    tags: p.tags.join(LIST_SEPARATOR),
    categories: p.categoryIds.map((id) => names.categoryPath(id)).join(LIST_SEPARATOR),
    attributeSet: p.attributeSetId === null ? '' : names.attributeSetName(p.attributeSetId),
  };
}

/** A variant's cells; `stock` is its current stock (an existing variant) or its opening stock (a new one). */
export function variantCells(v: ImportVariant, stock: number): Cells<VariantColumn> {
  return {
    sku: v.sku,
    price: money(v.price),
    specialPrice: money(v.specialPrice),
    stock: String(stock),
    lowStockThreshold: String(v.lowStockThreshold),
    attributes: attributesCell(v.attributes),
  };
}

/** `Size=M|Colour=Red` → { Size: 'M', Colour: 'Red' }; null when a part has no `=` or an empty name. */
export function parseAttributes(cell: string): Record<string, string> | null {
  const attributes: Record<string, string> = {};
  for (const part of splitList(cell)) {
    const at = part.indexOf('=');
    if (at <= 0) return null;
    attributes[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return attributes;
}

/** A list cell's items, trimmed, blanks dropped. */
export const splitList = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);

/** true/false (also yes/no, 1/0); null when it is neither. */
export function parseFlag(cell: string): boolean | null {
  const v = cell.trim().toLowerCase();
  if (['true', 'yes', '1', 'y'].includes(v)) return true;
  if (['false', 'no', '0', 'n', ''].includes(v)) return false;
  return null;
}

export const categoryPathOf = (names: readonly string[]) => names.join(CATEGORY_PATH_SEPARATOR);
