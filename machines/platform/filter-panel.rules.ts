/**
 * The filter panel's pure rules (seed §4–5): what a filter's value looks like for its operator,
 * when it is complete, its validation errors, and the applied filters a set of entries makes.
 * Values are kept as typed text; they become typed scalars only when applied.
 */
import type { AppliedFilter, FilterDefinition, FilterScalar, Operation, SearchCriterion } from '../../contract';
import { FILTER_MESSAGES, VALIDATION, fromCriteria, parseFilterValue } from '../../contract';

/** One filter row: ticked, operator, and its value(s) as typed — `[v]`, `[from, to]` or a list of choices. */
export interface FilterEntry {
  ticked: boolean;
  operator: Operation | null;
  value: string[];
}

/** The first error of a row's operator and of its value. */
export interface FilterError {
  operator?: string;
  value?: string;
}

export type FilterEntries = Record<string, FilterEntry>;

export const emptyEntry = (): FilterEntry => ({ ticked: false, operator: null, value: [] });

/** How many values an operator takes on a column: one, a range, or any number of choices. */
export function arityOf(def: FilterDefinition, op: Operation | null): 'one' | 'range' | 'many' {
  if (op === 'bw') return 'range';
  if (def.fieldType === 'enum' && (op === 'eq' || op === 'ne')) return 'many';
  return 'one';
}

const filled = (v: string | undefined) => (v ?? '').trim() !== '';

/** A row with anything set: ticked, an operator chosen or a value typed (what its clear button clears). */
export const isRowUsed = (entry: FilterEntry): boolean =>
  entry.ticked || entry.operator !== null || entry.value.some((v) => v !== '');

/** A value list reshaped for a new operator, keeping what still fits. */
export function reshapeValue(def: FilterDefinition, op: Operation, value: readonly string[]): string[] {
  const arity = arityOf(def, op);
  if (arity === 'many') return value.filter(filled);
  if (arity === 'range') return [value[0] ?? '', value[1] ?? ''];
  return value.slice(0, 1);
}

/**
 * Seed §5: a date range whose start is after its end keeps the start and clears the end.
 * Number ranges are left as typed: clearing while digits are typed one by one would eat the end.
 */
export function withRange(def: FilterDefinition, value: readonly string[], from?: string, to?: string): string[] {
  const start = from ?? value[0] ?? '';
  const end = to ?? value[1] ?? '';
  return def.type === 'date' && filled(start) && filled(end) && start > end ? [start, ''] : [start, end];
}

/** True when a ticked date range has one day but not the other (seed §5: Apply waits for both dates). */
export const isDateRangeHalfSet = (def: FilterDefinition, entry: FilterEntry | undefined): boolean =>
  Boolean(entry?.ticked) &&
  def.type === 'date' &&
  entry?.operator === 'bw' &&
  filled(entry.value[0]) !== filled(entry.value[1]);

/** Seed §5: a ticked filter needs an operator and a value; values must parse by the column's type. */
export function validateEntry(def: FilterDefinition, entry: FilterEntry): FilterError | null {
  if (!entry.ticked) return null;
  if (!entry.operator)
    return { operator: VALIDATION.required, ...(entry.value.some(filled) ? {} : { value: VALIDATION.required }) };
  const needed = valuesOf(def, entry.operator, entry.value);
  if (needed.length === 0 || !needed.every(filled)) return { value: VALIDATION.required };
  const parsed = needed.map((v) => parseFilterValue(v, def.fieldType));
  if (parsed.some((v) => v === null)) return { value: valueFormatError(def) };
  // An inverted range (5000–100) would find nothing without a word: it is refused, as typed, with why.
  if (arityOf(def, entry.operator) === 'range' && (parsed[0] as number | string) > (parsed[1] as number | string))
    return { value: FILTER_MESSAGES.rangeReversed };
  return null;
}

/** A row as a comparable key: null when it filters nothing. */
function typed(e: FilterEntry | undefined): string | null {
  const value = (e?.value ?? []).map((v) => v.trim());
  return e?.ticked && value.some(filled) ? JSON.stringify([e.operator, value]) : null;
}

/**
 * Rows whose typed filter is not what the table shows (a filled range not applied yet, an inverted
 * one refused, a row changed or cleared since): the footer's honest "not applied" count.
 */
export function unappliedCount(
  definitions: readonly FilterDefinition[],
  entries: FilterEntries,
  sent: readonly SearchCriterion[],
): number {
  const shown = entriesFrom(definitions, fromCriteria(sent, definitions));
  return definitions.filter((d) => typed(entries[d.column]) !== typed(shown[d.column])).length;
}

/** The values an operator reads: the first, both ends of a range, or every choice. */
function valuesOf(def: FilterDefinition, op: Operation, value: readonly string[]): string[] {
  const arity = arityOf(def, op);
  if (arity === 'range') return [value[0] ?? '', value[1] ?? ''];
  return arity === 'one' ? [value[0] ?? ''] : [...value];
}

function valueFormatError(def: FilterDefinition): string {
  if (def.fieldType === 'number') return VALIDATION.integer;
  if (def.fieldType === 'decimal') return VALIDATION.numeric;
  return VALIDATION.invalidFormat;
}

/** The errors of every ticked row, by column (empty when all are valid). */
export function errorsOf(
  definitions: readonly FilterDefinition[],
  entries: FilterEntries,
): Record<string, FilterError> {
  const errors: Record<string, FilterError> = {};
  for (const def of definitions) {
    const error = validateEntry(def, entries[def.column] ?? emptyEntry());
    if (error) errors[def.column] = error;
  }
  return errors;
}

/** The applied filters of the ticked, valid rows, in definition order. */
export function appliedOf(definitions: readonly FilterDefinition[], entries: FilterEntries): AppliedFilter[] {
  return definitions.flatMap((def) => {
    const entry = entries[def.column];
    if (!entry?.ticked || !entry.operator || validateEntry(def, entry)) return [];
    const value = valuesOf(def, entry.operator, entry.value).map((v) =>
      parseFilterValue(v, def.fieldType),
    ) as FilterScalar[];
    return [{ key: def.column, operator: entry.operator, value }];
  });
}

/** Rows from applied filters (the initial state, e.g. from the URL); the rest start empty. */
export function entriesFrom(
  definitions: readonly FilterDefinition[],
  applied: readonly AppliedFilter[],
): FilterEntries {
  const entries: FilterEntries = {};
  for (const def of definitions) {
    const f = applied.find((a) => a.key === def.column);
    entries[def.column] = f
      ? { ticked: true, operator: f.operator, value: reshapeValue(def, f.operator, f.value.map(String)) }
      : emptyEntry();
  }
  return entries;
}
