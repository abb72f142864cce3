/**
 * One resource, defined once (ARCHITECTURE.md): its zod schemas, its fields (columns, filters, sorts)
 * and its permission. The server builds its routes and SQL whitelist from this; the app builds its
 * typed calls, table columns, filter panel and form resolver from the same object. Resources are
 * declared with the kit (contract/platform/kit.ts `defineKitResource`), which builds this shape from one field list.
 */
import { z } from 'zod';
import { VALIDATION, type SuccessSubject } from './messages';
import type { ModulePath } from './permissions';
import type { RouteName } from './routes';
import { OPERATIONS_BY_TYPE, type FieldType, type Operation, type SortCriteria } from './search';

/** How a table cell shows a value. */
/** `shop-datetime`: a moment shown in the shop's time zone (contract/content/flash-sale-prices.ts SHOP_TIME_ZONE), whatever the browser's. */
export type CellFormat =
  | 'text'
  | 'number'
  | 'currency'
  | 'date'
  | 'datetime'
  | 'shop-datetime'
  | 'boolean'
  | 'status'
  | 'image';

/** How the generic form draws a field a person fills in (src/features/resources/KitFields.tsx). */
export type FormWidget = 'text' | 'textarea' | 'number' | 'integer' | 'select' | 'checkbox' | 'date' | 'datetime';

/** A writable field's place in the generic form; `initial` is a new record's value. */
export interface FormSpec {
  widget: FormWidget;
  initial: string | number | boolean | null;
  placeholder?: string;
  helperText?: string;
  /** Shown at the right of a number, e.g. "%" or "₹". */
  unit?: string;
}

/** A field of a resource's rows: a column, and unless told otherwise a filter and a sort key. */
export interface FieldSpec {
  key: string;
  label: string;
  type: FieldType;
  /** Allowed values of an enum field. */
  options?: readonly string[];
  /** How options show to people when their stored values are keys ('altTexts' → 'Alt texts'); default the value itself. */
  optionLabels?: Readonly<Record<string, string>>;
  /** Default true. */
  filterable?: boolean;
  /** Default true. */
  sortable?: boolean;
  /** Column width in px, hidden by default, cell format. */
  column?: { width?: number; hidden?: boolean; format?: CellFormat };
  /** Present when the create/update form holds the field. */
  form?: FormSpec;
}

/** The record statuses a status change may set (seed §4 "Active, Inactive"). */
export const RECORD_STATUSES = ['Active', 'Inactive'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

export interface ResourceDef<Row extends z.ZodType = z.ZodType, Create extends z.ZodType = z.ZodType> {
  /** Stable key: saved views, column layouts and the URL state are stored under it. */
  key: string;
  /** API base below /api, e.g. `/promo-code` (search at `/promo-code/search`). */
  apiPath: string;
  title: string;
  /** The noun of the seed's success texts ('promo code saved successfully'); null when none. */
  subject: SuccessSubject | null;
  permission: ModulePath;
  row: Row;
  /** Create/update body; absent for read-only resources. Updates add `version`. */
  create?: Create;
  fields: readonly FieldSpec[];
  defaultSort: SortCriteria;
  /** Field whose value must be unique (case-insensitive), with the seed message for a duplicate. */
  unique?: { key: string; message: string };
  /** True when rows have a status that can be changed with `PUT …/{id}/status`. */
  hasStatus?: boolean;
  /** True when rows can be deleted. */
  deletable?: boolean;
  /** True when staff set the rows' order (a `position` field and `PUT …/{id}/move`). */
  ordered?: boolean;
  /** The screen that lists it: without a screen of its own, the generic list screen (src/app/screens.tsx). */
  route?: RouteName;
}

/** The field keys of a resource definition, as a union of literals. */
export type FieldKeyOf<D extends Pick<ResourceDef, 'fields'>> = D['fields'][number]['key'];

export const isFilterable = (f: FieldSpec) => f.filterable !== false;
export const isSortable = (f: FieldSpec) => f.sortable !== false;
export const operationsFor = (f: FieldSpec): readonly Operation[] => OPERATIONS_BY_TYPE[f.type];
export const fieldByKey = (def: ResourceDef, key: string) => def.fields.find((f) => f.key === key);

/** Paths of a resource's calls, below /api. */
export const resourcePaths = (def: Pick<ResourceDef, 'apiPath'>) => ({
  search: `${def.apiPath}/search`,
  export: `${def.apiPath}/export`,
  create: def.apiPath,
  one: (id: number | string) => `${def.apiPath}/${id}`,
  status: (id: number | string) => `${def.apiPath}/${id}/status`,
  move: (id: number | string) => `${def.apiPath}/${id}/move`,
});

/** Largest version a row can reach: versions are stored as 32-bit integers. */
export const MAX_VERSION = 2_147_483_647;
/** Largest row id: ids are 32-bit serials. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row's version as a client sends it back (bodies): 1..MAX_VERSION, what its column holds. */
export const VersionNumberSchema = z.number().int().min(1).max(MAX_VERSION, VALIDATION.between(1, MAX_VERSION));

/** Body of `PUT …/{id}/status`. */
export const StatusChangeSchema = z.object({ status: z.enum(RECORD_STATUSES), version: VersionNumberSchema });
export type StatusChange = z.infer<typeof StatusChangeSchema>;

const RowIdSchema = z.number().int().min(1).max(MAX_ROW_ID, VALIDATION.between(1, MAX_ROW_ID));

/**
 * Body of `PUT …/{id}/move` (ordered resources): one step up or down in the whole list, or just before or
 * after another row (a drag, or a step within a filtered page). Relative, so rows added or moved elsewhere
 * meanwhile do not misplace it; the version is the moved row's, so a stale one is a 409.
 */
export const MoveSchema = z
  .object({
    version: VersionNumberSchema,
    direction: z.enum(['up', 'down']).optional(),
    beforeId: RowIdSchema.optional(),
    afterId: RowIdSchema.optional(),
  })
  .refine((v) => [v.direction, v.beforeId, v.afterId].filter((x) => x !== undefined).length === 1, {
    path: ['direction'],
    message: VALIDATION.required,
  })
  .meta({ description: 'Exactly one of direction, beforeId and afterId.' });
export type MoveRequest = z.infer<typeof MoveSchema>;

/** Every update and delete carries the version it was read at; a stale one is a 409. (Query strings: text coerced.) */
export const VersionSchema = z.object({
  version: z.coerce.number().int().min(1).max(MAX_VERSION, VALIDATION.between(1, MAX_VERSION)),
});

/** Columns every stored row has. */
export const RowMeta = { id: z.number().int(), version: z.number().int(), createdAt: z.string() };
