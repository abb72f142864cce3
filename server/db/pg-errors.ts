/** PostgreSQL error codes (SQLSTATE) we answer differently, read through drizzle's error wrapping. */

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** Text the database cannot store (e.g. a NUL character): bad input, not a server fault. */
export const PG_BAD_CHARACTER = ['22021', '22P05'];
/** statement_timeout fired (or the query was cancelled). */
export const PG_QUERY_CANCELED = '57014';

/** The SQLSTATE of a database error, looking through wrappers (drizzle puts the driver's error in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
