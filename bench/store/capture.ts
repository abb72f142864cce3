/**
 * The SQL a request really runs, for pgbench to run the same: every statement this process's `pg` clients send while a
 * piece of work runs (recorded per client, in order, with its parameters), and a pgbench script made of them with each
 * parameter written in as the literal the driver would have sent (an untyped string, which PostgreSQL types from its
 * context just as it types an untyped parameter).
 */
import { createRequire } from 'node:module';
import { Client } from 'pg';

export interface Statement {
  text: string;
  values: unknown[];
}

/** pg's own conversion of a parameter to the text it sends (dates, arrays, objects, buffers). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils') as { prepareValue(value: unknown): unknown };

type QueryConfig = string | { text?: string; values?: unknown[] };
type Query = (this: object, config: QueryConfig, values?: unknown, callback?: unknown) => unknown;

/** Runs `work` while recording what every pg client of this process sends; each client's statements in order. */
export async function captureStatements<T>(work: () => Promise<T>): Promise<{ result: T; clients: Statement[][] }> {
  const prototype = Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  const byClient = new Map<object, Statement[]>();
  prototype.query = function (this: object, config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text;
    const params = typeof config === 'string' ? values : (config?.values ?? values);
    if (typeof text === 'string') {
      const list = byClient.get(this) ?? [];
      byClient.set(this, list);
      list.push({ text, values: Array.isArray(params) ? params : [] });
    }
    return original.call(this, config, values, callback);
  };
  try {
    const result = await work();
    return { result, clients: [...byClient.values()] };
  } finally {
    prototype.query = original;
  }
}

/** The statements from a client's `begin` to its `commit`, both included; throws when there is no such transaction. */
export function transactionOf(clients: Statement[][]): Statement[] {
  for (const statements of clients) {
    const begin = statements.findIndex((s) => /^\s*begin\b/i.test(s.text));
    const commit = statements.findIndex((s, i) => i > begin && /^\s*commit\b/i.test(s.text));
    if (begin >= 0 && commit > begin) return statements.slice(begin, commit + 1);
  }
  throw new Error('no transaction was captured');
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * One statement as a pgbench command: `$n` replaced by the parameter's literal, or by the pgbench expression
 * `replace` gives for that parameter's text (a value each transaction must make its own, such as a unique key).
 * `gset` ends the command with `\gset <prefix>` instead of a semicolon (its first row's columns become variables).
 */
export function pgbenchCommand(
  statement: Statement,
  replace: ReadonlyMap<string, string> = new Map(),
  gset?: string,
): string {
  const text = statement.text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = prepareValue(statement.values[Number(n) - 1]);
    if (value === null || value === undefined) return 'NULL';
    const literal = Buffer.isBuffer(value) ? `\\x${value.toString('hex')}` : String(value);
    return replace.get(literal) ?? quoted(literal);
  });
  // pgbench ends a command at its semicolon or at a meta-command; the statement's own trailing one is dropped.
  const body = text.trim().replace(/;$/, '');
  return gset === undefined ? `${body};` : `${body} \\gset ${gset}`;
}
