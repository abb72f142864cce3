/**
 * The resource kit: each field is declared once and gives the row schema, the create/update schema and
 * the field spec (column, filter, sort, form widget). `defineKitResource` turns a field list into a
 * ResourceDef; the server derives its column map from the drizzle table (server/resources/kit.ts) and the
 * app its list screen and form (src/components/resource-screen). docs/adding-a-resource.md walks through it.
 */
import { z } from 'zod';
import { VALIDATION } from './messages';
import { RECORD_STATUSES, RowMeta, type CellFormat, type FieldSpec, type FormSpec, type ResourceDef } from './resource';
import { amount, isoDate, optionalText, requiredText, wholeNumber } from './fields';
import type { FieldType, SortCriteria } from './search';

/** How a field shows in the table and the form; every key optional. */
export interface FieldLook {
  width?: number;
  hidden?: boolean;
  format?: CellFormat;
  /** Default true. */
  filterable?: boolean;
  /** Default true. */
  sortable?: boolean;
  placeholder?: string;
  helperText?: string;
  unit?: string;
  /** How an enum's options show to people, when they are keys (FieldSpec.optionLabels). */
  optionLabels?: Readonly<Record<string, string>>;
}

/** One field: its spec, its row value and, when a person fills it in, its input schema. */
export interface KitField<R extends z.ZodType = z.ZodType, I extends z.ZodType | undefined = z.ZodType | undefined> {
  spec: Omit<FieldSpec, 'key'>;
  row: R;
  input: I;
  /** Set by `kit.status`: a record status staff change with `PUT …/{id}/status` (an order's lifecycle status is not one). */
  recordStatus?: true;
}

const specOf = (
  label: string,
  type: FieldType,
  look: FieldLook,
  form?: Pick<FormSpec, 'widget' | 'initial'>,
  options?: readonly string[],
) => {
  const { width, hidden, format, filterable, sortable, placeholder, helperText, unit, optionLabels } = look;
  const spec: Omit<FieldSpec, 'key'> = { label, type, column: { width, hidden, format } };
  if (options) spec.options = options;
  if (options && optionLabels) spec.optionLabels = optionLabels;
  if (filterable === false) spec.filterable = false;
  if (sortable === false) spec.sortable = false;
  if (form) spec.form = { ...form, placeholder, helperText, unit };
  return JSON.parse(JSON.stringify(spec)) as Omit<FieldSpec, 'key'>; // drops the undefined keys
};

const field = <R extends z.ZodType, I extends z.ZodType | undefined>(
  spec: Omit<FieldSpec, 'key'>,
  row: R,
  input: I,
): KitField<R, I> => ({ spec, row, input });

/**
 * Read-only fields are shown, filtered and sorted but never in a form: a join's, a ledger's or a lifecycle's
 * values. `nullable: true` lets the row value be null (a left join's, an optional column's).
 */
type ReadLook = FieldLook & { nullable?: boolean };
function readField<S extends z.ZodType>(label: string, type: FieldType, row: S, { nullable, ...look }: ReadLook) {
  return field(specOf(label, type, look), nullable ? row.nullable() : row, undefined);
}
function readText(label: string, look: ReadLook & { nullable: true }): KitField<z.ZodNullable<z.ZodString>, undefined>;
function readText(label: string, look?: FieldLook & { nullable?: false }): KitField<z.ZodString, undefined>;
function readText(label: string, look: ReadLook = {}) {
  return readField(label, 'text', z.string(), look);
}
function readNumber(
  label: string,
  look: ReadLook & { nullable: true },
): KitField<z.ZodNullable<z.ZodNumber>, undefined>;
function readNumber(label: string, look?: FieldLook & { nullable?: false }): KitField<z.ZodNumber, undefined>;
function readNumber(label: string, look: ReadLook = {}) {
  return readField(label, 'number', z.number().int(), look);
}

/** Text options: at most `max` characters (default 200); `optional` lets it be empty (''). */
type TextLook<O extends boolean> = FieldLook & { max?: number; optional?: O };
type TextInput<O extends boolean> = O extends true ? ReturnType<typeof optionalText> : ReturnType<typeof requiredText>;
const textInput = (max: number, optional: boolean | undefined) => (optional ? optionalText(max) : requiredText(max));

/** The field builders. A field without an input schema is read, never written (ids, counters, derived values). */
export const kit = {
  id: (look: FieldLook = {}) => field(specOf('ID', 'number', { width: 70, ...look }), z.number().int(), undefined),
  created: (label = 'Created', look: FieldLook = {}) =>
    field(specOf(label, 'datetime', { width: 150, format: 'datetime', ...look }), z.string(), undefined),
  /** Active/Inactive (or `options`), changed with `PUT …/{id}/status`; its presence turns status changes on. */
  status: <const O extends readonly [string, ...string[]] = typeof RECORD_STATUSES>(
    options?: O,
    look: FieldLook = {},
  ) => ({
    ...field(
      specOf('Status', 'enum', { width: 100, format: 'status', ...look }, undefined, options ?? RECORD_STATUSES),
      z.enum((options ?? RECORD_STATUSES) as O),
      undefined,
    ),
    recordStatus: true as const,
  }),
  /** The order staff arrange rows in; its presence makes the resource ordered (`PUT …/{id}/move`). */
  position: (look: FieldLook = {}) =>
    field(specOf('Order', 'number', { width: 70, filterable: false, ...look }), z.number().int(), undefined),
  /** One line of text; `schema` replaces the default check (e.g. a pincode's). */
  text: <S extends z.ZodType = never, O extends boolean = false>(
    label: string,
    { max = 200, optional, schema, initial = '', ...look }: TextLook<O> & { schema?: S; initial?: string } = {},
  ) =>
    field(
      specOf(label, 'text', look, { widget: 'text', initial }),
      z.string(),
      (schema ?? textInput(max, optional)) as [S] extends [never] ? TextInput<O> : S,
    ),
  longText: <O extends boolean = false>(label: string, { max = 2000, optional, ...look }: TextLook<O> = {}) =>
    field(
      specOf(label, 'text', look, { widget: 'textarea', initial: '' }),
      z.string(),
      textInput(max, optional) as TextInput<O>,
    ),
  /** Money and other exact decimals: sent as numbers, read back as exact decimal text. */
  decimal: (label: string, { min = 0, max = 10_000_000, ...look }: FieldLook & { min?: number; max?: number } = {}) =>
    field(specOf(label, 'decimal', look, { widget: 'number', initial: null }), z.string(), amount(min, max)),
  integer: (
    label: string,
    {
      min = 0,
      max = 1_000_000,
      initial = null,
      ...look
    }: FieldLook & { min?: number; max?: number; initial?: number | null } = {},
  ) => field(specOf(label, 'number', look, { widget: 'integer', initial }), z.number().int(), wholeNumber(min, max)),
  boolean: (label: string, { initial = false, ...look }: FieldLook & { initial?: boolean } = {}) =>
    field(
      specOf(label, 'boolean', { format: 'boolean', ...look }, { widget: 'checkbox', initial }),
      z.boolean(),
      z.boolean().default(initial),
    ),
  /** One of `options`; a new record starts at `initial` (default the first). */
  choice: <const O extends readonly [string, ...string[]]>(
    label: string,
    options: O,
    { initial, ...look }: FieldLook & { initial?: O[number] | null } = {},
  ) =>
    field(
      specOf(label, 'enum', look, { widget: 'select', initial: initial === undefined ? options[0] : initial }, options),
      z.enum(options),
      z.enum(options, { error: VALIDATION.required }),
    ),
  date: (label: string, look: FieldLook = {}) =>
    field(specOf(label, 'date', { format: 'date', ...look }, { widget: 'date', initial: '' }), z.string(), isoDate()),
  /** Read-only text and whole numbers (see ReadLook). */
  readText,
  readNumber,
  /** Money and other exact decimals, read as exact decimal text. */
  readDecimal: (label: string, look: FieldLook = {}) => field(specOf(label, 'decimal', look), z.string(), undefined),
  /** One of `options`, set by the server (an order's status, a ledger row's type). */
  readChoice: <const O extends readonly [string, ...string[]]>(label: string, options: O, look: FieldLook = {}) =>
    field(specOf(label, 'enum', look, undefined, options), z.enum(options), undefined),
  /** Any other field: its row schema, input schema (undefined = read-only) and widget. */
  custom: <R extends z.ZodType, I extends z.ZodType | undefined>(
    label: string,
    type: FieldType,
    schemas: { row: R; input: I },
    look: FieldLook & { form?: Pick<FormSpec, 'widget' | 'initial'>; options?: readonly string[] } = {},
  ) =>
    field(specOf(label, type, look, schemas.input ? look.form : undefined, look.options), schemas.row, schemas.input),
};

type Fields = Record<string, KitField>;
/** The stored columns a row carries whether or not the fields declare them: id, version, createdAt. */
export type MetaKey = keyof typeof RowMeta;
const META_KEYS = Object.keys(RowMeta) as MetaKey[];
/** The row: the stored meta columns it has and every field's row value. */
type RowShape<F extends Fields, M extends MetaKey> = Pick<typeof RowMeta, M> & { [K in keyof F]: F[K]['row'] };
/** The create/update body: the fields with an input schema. */
export type InputShape<F extends Fields> = {
  [K in keyof F as F[K]['input'] extends z.ZodType ? K : never]: Exclude<F[K]['input'], undefined>;
};

export interface KitResource<F extends Fields, M extends MetaKey = MetaKey>
  extends Omit<ResourceDef, 'row' | 'create' | 'fields' | 'hasStatus' | 'ordered' | 'defaultSort' | 'unique'> {
  fields: F;
  /**
   * The meta columns the row has (default all: id, version, createdAt). A table whose rows are never updated
   * through the API has no version (the wallet ledger); the audit trail names its moment `at`.
   */
  meta?: readonly M[];
  /** Default: by position for ordered resources, else newest first. */
  defaultSort?: SortCriteria;
  unique?: { key: keyof F & string; message: string };
  /** Cross-field rules on the derived input schema, e.g. `(s) => s.refine(…)` (zod keeps it an object). */
  input?: (schema: z.ZodObject<InputShape<F>>) => z.ZodObject<InputShape<F>>;
  /** False when staff never create or edit rows (customers' reviews): no create schema, so no form and no kit write routes. */
  writable?: boolean;
}

/** What `defineKitResource` gives: a ResourceDef whose row, input and field keys keep their types. */
export type KitResourceDef<F extends Fields, M extends MetaKey = MetaKey> = ResourceDef<
  z.ZodObject<RowShape<F, M>>,
  z.ZodObject<InputShape<F>>
> & {
  create: z.ZodObject<InputShape<F>>;
  fields: readonly (FieldSpec & { key: keyof F & string })[];
};

/** A kit resource staff only read and moderate (`writable: false`): no create schema. */
export type ReadOnlyKitResourceDef<F extends Fields, M extends MetaKey = MetaKey> = Omit<
  KitResourceDef<F, M>,
  'create'
> & { create?: undefined };

/**
 * A ResourceDef from one field list: row, create/update schema and specs, status changes switched on by a
 * `kit.status` field and ordering by a `kit.position` one. The one way to declare a resource.
 */
export function defineKitResource<const F extends Fields, const M extends MetaKey = MetaKey>(
  resource: KitResource<F, M> & { writable: false },
): ReadOnlyKitResourceDef<F, M>;
export function defineKitResource<const F extends Fields, const M extends MetaKey = MetaKey>(
  resource: KitResource<F, M>,
): KitResourceDef<F, M>;
export function defineKitResource<const F extends Fields, const M extends MetaKey = MetaKey>({
  fields,
  meta = META_KEYS as M[],
  input,
  defaultSort,
  deletable = true,
  writable = true,
  ...rest
}: KitResource<F, M>): KitResourceDef<F, M> | ReadOnlyKitResourceDef<F, M> {
  const entries = Object.entries(fields);
  const metaColumns = Object.fromEntries(
    META_KEYS.filter((key) => meta.includes(key as M)).map((key) => [key, RowMeta[key]]),
  );
  const row = z.object({
    ...metaColumns,
    ...Object.fromEntries(entries.map(([key, f]) => [key, f.row])),
  }) as z.ZodObject<RowShape<F, M>>;
  const inputs = Object.fromEntries(entries.flatMap(([key, f]) => (f.input ? [[key, f.input]] : [])));
  const base = z.object(inputs) as z.ZodObject<InputShape<F>>;
  const specs = entries.map(([key, f]) => ({ key, ...f.spec })) as (FieldSpec & { key: keyof F & string })[];
  const ordered = 'position' in fields;
  return {
    ...rest,
    row,
    create: !writable ? undefined : input ? input(base) : base,
    fields: specs,
    defaultSort:
      defaultSort ?? (ordered ? { sortKey: 'position', sortOption: 'asc' } : { sortKey: 'id', sortOption: 'desc' }),
    hasStatus: fields.status?.recordStatus === true,
    ordered,
    deletable,
  };
}
