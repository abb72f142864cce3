/**
 * Catalogue export and import as change sets (issue 13 §5). The CSV has one row per variant with its
 * product's fields repeated: the identification number is the product's key, the SKU the variant's.
 * An upload is a dry run that writes a change set (nothing in the catalogue changes); staff untick
 * products, apply it as a background job, and may roll an applied set back while its products are unchanged.
 *
 * What an import touches: the product's own fields, its categories and tax (by name), and its variants'
 * SKU, prices, threshold and attributes. Images, specifications, FAQs and video stay as they are; a new
 * product starts as a Draft. Stock: a new variant's `stock` is its opening stock (a 'received' ledger row);
 * an existing variant's stock is never changed by an import (MANAGE_STOCK moves it, with a reason).
 */
import { z } from 'zod';

/** The CSV's columns, in export order; an import needs `identificationNumber` and `sku`, the rest may be left out. */
export const IMPORT_COLUMNS = [
  'identificationNumber',
  'name',
  'status',
  'hsn',
  'brand',
  'madeIn',
  'productType',
  'kind',
  'tax',
  'taxIncluded',
  'weightKg',
  'heightCm',
  'breadthCm',
  'lengthCm',
  'quantityStepSize',
  'minQuantity',
  'maxQuantity',
  'totalAllowedQuantity',
  'warrantyMonths',
  'guaranteeMonths',
  'cod',
  'cancelable',
  'returnable',
  'attachmentRequired',
  'deliverableType',
  'deliverableZipCodes',
  'shortDescription',
  'longDescription',
  'tags',
  'categories',
  'attributeSet',
  'sku',
  'price',
  'specialPrice',
  'stock',
  'lowStockThreshold',
  'attributes',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/** Columns that belong to the variant (the rest are the product's, repeated on each of its rows). */
export const VARIANT_COLUMNS = [
  'sku',
  'price',
  'specialPrice',
  'stock',
  'lowStockThreshold',
  'attributes',
] as const satisfies readonly ImportColumn[];
/** Exported for reading, ignored by an import (publishing is the editor's). */
export const READ_ONLY_COLUMNS = ['status'] as const satisfies readonly ImportColumn[];
/** Lists inside one cell (tags, zip codes, categories, attributes `Size=M|Colour=Red`). */
export const LIST_SEPARATOR = '|';
/** A category by its path from the top (`Women > Sarees`), or by its name alone when that is unique. */
export const CATEGORY_PATH_SEPARATOR = ' > ';

export const IMPORT_LIMITS = {
  /** The largest file an upload reads (bytes). */
  maxFileBytes: 64 * 1024 * 1024,
  maxRows: 200_000,
  /** One CSV record (a row with a long description). */
  maxRecordBytes: 64 * 1024,
} as const;

export const IMPORT_MESSAGES = {
  noFile: 'Choose a CSV file to import',
  tooLarge: `The file is larger than ${IMPORT_LIMITS.maxFileBytes / 1024 / 1024} MB`,
  tooManyRows: `The file has more than ${IMPORT_LIMITS.maxRows.toLocaleString('en-US')} rows`,
  unreadable: (line: number) => `The file is not a CSV this import can read (line ${line})`,
  /** A cell csv-parse cannot read (a stray quote): where it is, never what it holds. */
  unreadableCell: (line: number, column: string) =>
    `The file is not a CSV this import can read (line ${line}, column "${column}")`,
  missingColumn: (column: string) => `The file has no "${column}" column`,
  unknownColumn: (column: string) => `Unknown column "${column}"`,
  duplicateColumn: (column: string) => `The column "${column}" appears more than once`,
  empty: 'The file has no rows',
  unknownCategory: (name: string) => `No category named "${name}"`,
  ambiguousCategory: (name: string) => `More than one category is named "${name}": write its path (Parent > ${name})`,
  unknownTax: (name: string) => `No tax named "${name}"`,
  unknownAttributeSet: (name: string) => `No attribute set named "${name}"`,
  attributesFormat: 'Write attributes as Name=Value, separated by |',
  differsFromLine: (line: number) => `Differs from line ${line} of the same product`,
  skuInAnotherRow: (line: number) => `The same SKU is on line ${line} for another product`,
  stockNotChanged: 'Stock of an existing variant is not changed by an import (use Manage Stock)',
  changedSinceDryRun: 'changed since the dry run',
  notReady: 'This change set has already been applied',
  notApplied: 'Only an applied change set can be rolled back',
  rollbackRefused: (numbers: string) =>
    `These products changed since the import, so it cannot be rolled back: ${numbers}`,
} as const;

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'invalid'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];
export const IMPORT_OUTCOMES = ['pending', 'applied', 'skipped', 'failed'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];
/** ready: dry run done, under review; applying: the job runs; applied; rolledBack. */
export const CHANGE_SET_STATUSES = ['ready', 'applying', 'applied', 'rolledBack'] as const;
export type ChangeSetStatus = (typeof CHANGE_SET_STATUSES)[number];

const Value = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** One field of one row: what it is now and what the import would make it. */
export const ImportChangeSchema = z.object({
  line: z.number().int(),
  sku: z.string().nullable(),
  field: z.string(),
  before: Value,
  after: Value,
});
export const ImportErrorSchema = z.object({
  line: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
});
export const ImportNoteSchema = z.object({ line: z.number().int(), field: z.string(), message: z.string() });

/** One product of a change set: the unit staff tick and the job applies (whole or not at all). */
export const ChangeSetItemSchema = z.object({
  id: z.number().int(),
  identificationNumber: z.string(),
  productId: z.number().int().nullable(),
  action: z.enum(IMPORT_ACTIONS),
  lines: z.array(z.number().int()),
  included: z.boolean(),
  changes: z.array(ImportChangeSchema),
  errors: z.array(ImportErrorSchema),
  notes: z.array(ImportNoteSchema),
  outcome: z.enum(IMPORT_OUTCOMES),
  message: z.string().nullable(),
});
export type ChangeSetItem = z.infer<typeof ChangeSetItemSchema>;

const countsOf = <T extends readonly string[]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<T[number], z.ZodNumber>);
export const ChangeSetSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(CHANGE_SET_STATUSES),
  rows: z.number().int(),
  products: z.number().int(),
  actions: countsOf(IMPORT_ACTIONS),
  outcomes: countsOf(IMPORT_OUTCOMES),
  included: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
  rolledBackAt: z.string().nullable(),
});
export type ChangeSet = z.infer<typeof ChangeSetSchema>;

export const ChangeSetItemsQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
  action: z.enum(IMPORT_ACTIONS).optional(),
});
export const ChangeSetItemsPageSchema = z.object({
  content: z.array(ChangeSetItemSchema),
  totalElements: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type ChangeSetItemsPage = z.infer<typeof ChangeSetItemsPageSchema>;

/** Tick or untick products of a change set under review (`all` for every item that can apply). */
export const ChangeSetSelectionSchema = z.object({
  itemIds: z.array(z.number().int().min(1)).max(1_000).optional(),
  all: z.boolean().optional(),
  included: z.boolean(),
});
export type ChangeSetSelection = z.infer<typeof ChangeSetSelectionSchema>;

/** API paths below /api (their own prefix: /products belongs to the product API). */
export const PRODUCT_IMPORT_API = {
  export: '/product-imports/export.csv',
  create: '/product-imports',
  one: (id: string) => `/product-imports/${id}`,
  items: (id: string) => `/product-imports/${id}/items`,
  apply: (id: string) => `/product-imports/${id}/apply`,
  rollback: (id: string) => `/product-imports/${id}/rollback`,
} as const;
