/**
 * CSV of a search, streamed: a header row of field labels, then one line per row with values as the
 * search returns them (numbers and money as digits, instants as ISO strings, booleans true/false).
 * Rows are pulled from the batches only as fast as the client reads, so memory stays flat.
 */
import { Readable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import type { FieldSpec } from '../../contract/platform/resource';

/** Text that a spreadsheet would run as a formula is prefixed with `'` (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Phone numbers and signed numbers (`+91 98…`, `-12.5`) start like formulas but cannot call anything: kept as they are. */
const NUMBER_LIKE = /^[+-]?[\d\s().-]*$/;

const isFormula = (text: string) => FORMULA_START.test(text) && !NUMBER_LIKE.test(text);
/**
 * Whether the export prefixes `text`: a formula, or a formula behind apostrophes of its own (`'=x` is written `''=x`),
 * so that an import takes exactly one apostrophe off what the export prefixed and a genuine one round-trips.
 */
const needsPrefix = (text: string) => isFormula(text.replace(/^'+/, ''));

/** A text value made safe to open in a spreadsheet. */
export const defuseFormula = (text: string) => (needsPrefix(text) ? `'${text}` : text);

/** The text `defuseFormula` was given: its apostrophe taken off where it would have added one (an import of an export). */
export const restoreDefused = (cell: string) =>
  cell.startsWith("'") && needsPrefix(cell.slice(1)) ? cell.slice(1) : cell;

/** The CSV writer for these columns. */
function csvWriter(fields: readonly FieldSpec[]): Stringifier {
  const textKeys = new Set(fields.filter((f) => f.type === 'text').map((f) => f.key));
  return stringify({
    header: true,
    columns: fields.map((f) => ({ key: f.key, header: f.label })),
    // Excel reads UTF-8 only with a byte-order mark.
    bom: true,
    cast: {
      boolean: (value) => (value ? 'true' : 'false'),
      string: (value, context) => (textKeys.has(String(context.column)) ? defuseFormula(value) : value),
    },
  });
}

/** Every row of every batch, one at a time. */
async function* eachRow<T>(first: T[], rest: AsyncIterator<T[]>): AsyncGenerator<T> {
  yield* first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield* next.value;
}

/**
 * The CSV stream of `batches`. The first batch is read before this returns, so a failing query still
 * answers with an error status rather than a cut-off file.
 */
export async function csvOf<T extends object>(
  batches: AsyncIterator<T[]>,
  fields: readonly FieldSpec[],
): Promise<Readable> {
  const first = await batches.next();
  const rows = Readable.from(eachRow(first.done ? [] : first.value, batches));
  const writer = csvWriter(fields);
  // A failing batch mid-way ends the download with an error instead of a silently short file.
  rows.on('error', (error) => writer.destroy(error));
  return rows.pipe(writer);
}
