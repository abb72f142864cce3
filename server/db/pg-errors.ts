/** PostgreSQL error codes (SQLSTATE) we answer differently, read through drizzle's error wrapping. */

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** Text the database cannot store (e.g. a NUL character): bad input, not a server fault. */
export const PG_BAD_CHARACTER = ['22021', '22P05'];
/** invalid_text_representation: a server fault (a bad cast) except in JSON, where only unstorable text gets it. */
export const PG_INVALID_TEXT = '22P02';
/** statement_timeout fired (or the query was cancelled). */
export const PG_QUERY_CANCELED = '57014';

/**
 * SQLSTATEs of a server going away or not yet back: admin_shutdown (an immediate stop kills every backend with it),
 * crash_shutdown, cannot_connect_now (starting up, in recovery, shutting down); class 08 is every connection exception.
 */
const PG_SERVER_GONE = ['57P01', '57P02', '57P03'];
/** The socket's own errors while the server is down or restarting. */
const SOCKET_GONE = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'];
/** node-postgres's messages for a connection that ended under it (they carry no code). */
const DRIVER_GONE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout expired)/;

/**
 * True when `error` (or what it wraps) says the database cannot be reached right now, not that the request was wrong:
 * the request is answered 503 and the pool opens a fresh connection for the next one.
 */
export function isConnectionLost(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (PG_SERVER_GONE.includes(code) || code.startsWith('08') || SOCKET_GONE.includes(code))
    )
      return true;
    if (typeof message === 'string' && DRIVER_GONE.test(message)) return true;
  }
  return false;
}

/** The SQLSTATE of a database error, looking through wrappers (drizzle puts the driver's error in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * True for text the database cannot store: a NUL or an untranslatable character in text, or in a json(b) value a
 * lone UTF-16 surrogate (JSON.stringify writes it as `\udfff`, which PostgreSQL refuses as json syntax).
 */
export function isUnstorableText(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code && PG_BAD_CHARACTER.includes(code)) return true;
  if (code !== PG_INVALID_TEXT) return false;
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if (e instanceof Error && /for type jsonb?$/.test(e.message)) return true;
  }
  return false;
}

/** What may be logged of a failed request: the error's type, its SQLSTATE and the driver's own message. */
export interface LoggableError {
  type: string;
  code?: string;
  message: string;
}

/** True for an error that carries a query's text or parameters (drizzle's wrapper; PGlite's errors hold them as properties). */
const carriesQuery = (e: object) =>
  'query' in e || 'params' in e || (e instanceof Error && e.message.startsWith('Failed query:'));

/**
 * A failed query as it may be logged: never the SQL or its parameters (a search with thousands of values
 * logged megabytes per failure), only the innermost error's type, SQLSTATE and message. Undefined when no
 * error in the chain came from a query, so the caller logs the error as usual.
 */
export function loggableQueryError(error: unknown): LoggableError | undefined {
  const chain: object[] = [];
  for (let e: unknown = error; e && typeof e === 'object' && chain.length < 5; e = (e as { cause?: unknown }).cause)
    chain.push(e);
  if (!chain.some(carriesQuery) && pgErrorCode(error) === undefined) return undefined;
  const inner = chain[chain.length - 1];
  const text = inner instanceof Error ? inner.message : '';
  const code = pgErrorCode(error);
  // drizzle's own message is the query and its parameters; a data exception's (22xxx) quotes the value it refused.
  const message = text.startsWith('Failed query:')
    ? 'query failed'
    : code?.startsWith('22')
      ? text.replace(/"[\s\S]*"/, '"…"')
      : text;
  return { type: inner instanceof Error ? inner.name : typeof inner, code, message: message.slice(0, 300) };
}
