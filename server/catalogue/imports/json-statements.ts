/**
 * Rows sent to PostgreSQL as one JSON parameter per statement (`jsonb_to_recordset($1)`), each row written
 * as JSON as soon as it is made and the statement sent once its text nears STATEMENT_JSON_CHARS.
 *
 * Why (issue 13 §5, the dry run's heap grew with the file): a row's objects are garbage as soon as it is
 * written, instead of a whole batch of them staying alive across the statements' round trips, where the
 * young generation is collected and they were promoted to the old one (kept until a full collection);
 * and no parameter reaches V8's large-object size (128 KiB), since a large object alive at one minor
 * collection is promoted at once.
 */

/** Characters of JSON per statement: at most ~96 KiB even as a two-byte string (any non-Latin-1 character). */
export const STATEMENT_JSON_CHARS = 48 * 1024;

export interface JsonStatements {
  /** Adds a row; sends the rows before it first when this one would take the statement past the cap. */
  add(row: unknown): Promise<void>;
  /** Sends what is left. */
  flush(): Promise<void>;
}

/** `send` gets a JSON array of the rows (a row larger than the cap goes alone). */
export function jsonStatements(send: (json: string) => Promise<void>, maxChars = STATEMENT_JSON_CHARS): JsonStatements {
  let parts: string[] = [];
  let chars = 0;
  const flush = async () => {
    if (parts.length === 0) return;
    const json = `[${parts.join(',')}]`;
    parts = [];
    chars = 0;
    await send(json);
  };
  return {
    async add(row) {
      const json = JSON.stringify(row);
      if (parts.length > 0 && chars + json.length + 1 > maxChars) await flush();
      parts.push(json);
      chars += json.length + 1;
    },
    flush,
  };
}
