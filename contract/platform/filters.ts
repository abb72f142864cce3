/**
 * The filter panel's data (seed §3 "Search and filter shapes", §7 postData): a definition per
 * filterable field, the applied filters, and the postData they become. Built from a resource's
 * fields, so the panel, the URL state and the server whitelist agree on keys, types and operators.
 */
import type { FieldSpec, ResourceDef } from './resource';
import { isFilterable } from './resource';
import { OPERATIONS_BY_TYPE, operationLabel } from './search';
import type { FieldType, Operation, SearchCriterion } from './search';

/** An operator a filter offers: the API code and the seed §9 label. */
export interface OperatorOption {
  value: Operation;
  label: string;
}

/** One filterable column (seed §3): column, label, type (date or other), operator options. */
export interface FilterDefinition {
  column: string;
  label: string;
  /** Seed §3: 'date' for dates and datetimes (picked with a calendar), 'other' for the rest. */
  type: 'date' | 'other';
  /** The field's own type: decides the value input and how values are sent. */
  fieldType: FieldType;
  /** Allowed values of an enum field. */
  options?: readonly string[];
  /** How those values show to people, when they are keys (FieldSpec.optionLabels). */
  optionLabels?: Readonly<Record<string, string>>;
  operators: readonly OperatorOption[];
}

/** A value of a filter as people read it: its option's label, else the value itself. */
export const filterValueLabel = (def: Pick<FilterDefinition, 'optionLabels'> | undefined, value: string): string =>
  def?.optionLabels?.[value] ?? value;

/** A value as sent: numbers and booleans typed, everything else a string. */
export type FilterScalar = string | number | boolean;

/**
 * An applied filter (seed §3): key, operator, value. `value` is always a list: one item for a
 * single value, `[from, to]` for `bw`, several for "any of" (`eq`/`ne` on an enum).
 */
export interface AppliedFilter {
  key: string;
  operator: Operation;
  value: FilterScalar[];
}

/** One postData item (seed §7): filterKey, operation, value as an array. A SearchCriterion. */
export interface PostDataItem {
  filterKey: string;
  operation: Operation;
  value: FilterScalar[];
}

export const isDateType = (t: FieldType) => t === 'date' || t === 'datetime';
export const isNumericType = (t: FieldType) => t === 'number' || t === 'decimal';

/** The filter definition of one field. */
export function filterDefinitionOf(field: FieldSpec): FilterDefinition {
  return {
    column: field.key,
    label: field.label,
    type: isDateType(field.type) ? 'date' : 'other',
    fieldType: field.type,
    ...(field.options ? { options: field.options } : {}),
    ...(field.optionLabels ? { optionLabels: field.optionLabels } : {}),
    operators: OPERATIONS_BY_TYPE[field.type].map((op) => ({ value: op, label: operationLabel(op, field.type) })),
  };
}

/** The filter definitions of a resource: its filterable fields, in field order. */
export const filterDefinitionsOf = (def: Pick<ResourceDef, 'fields'>): FilterDefinition[] =>
  def.fields.filter(isFilterable).map(filterDefinitionOf);

/** Seed §7: `[{ filterKey, operation, value: [v] }]`, in the order the filters were given. */
export const toPostData = (applied: readonly AppliedFilter[]): PostDataItem[] =>
  applied.map((f) => ({ filterKey: f.key, operation: f.operator, value: [...f.value] }));

/** A typed scalar from a typed-in string, by the field's type; null when it does not parse. */
export function parseFilterValue(text: string, type: FieldType): FilterScalar | null {
  const t = text.trim();
  if (t === '') return null;
  if (isNumericType(type)) {
    const n = Number(t);
    return Number.isFinite(n) && (type === 'decimal' || Number.isInteger(n)) ? n : null;
  }
  if (type === 'boolean') return t === 'true' ? true : t === 'false' ? false : null;
  if (isDateType(type)) return /^\d{4}-\d{2}-\d{2}$/.test(t) ? t : null;
  return t;
}

/**
 * Applied filters from criteria (e.g. the URL or a saved view): criteria on unknown columns or
 * with an operator the column does not offer are dropped; a scalar value becomes a one-item list.
 */
export function fromCriteria(
  criteria: readonly SearchCriterion[],
  definitions: readonly FilterDefinition[],
): AppliedFilter[] {
  return criteria.flatMap((c) => {
    const def = definitions.find((d) => d.column === c.filterKey);
    if (!def || !def.operators.some((o) => o.value === c.operation)) return [];
    const list = Array.isArray(c.value) ? c.value : [c.value];
    const value = list.filter((v): v is FilterScalar => v !== null);
    return value.length ? [{ key: c.filterKey, operator: c.operation, value }] : [];
  });
}
