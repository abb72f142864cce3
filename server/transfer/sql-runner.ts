/**
 * One small query interface over both engines' raw clients (a PGlite transaction, a `pg` client), so the
 * catalogue reads, the copy and the checksums below are written once and run the same on either side.
 * Drizzle is not used here: the transfer works on whatever tables the database has, not on the schema's types.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { Client, type ClientBase } from 'pg';
import type { Db } from '../db/client';

/** Raw SQL with positional parameters; rows as plain objects. */
export interface SqlRunner {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export const pgliteRunner = (client: PGlite | Transaction): SqlRunner => ({
  query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
});

export const pgRunner = (client: ClientBase): SqlRunner => ({
  query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
});

/** The PGlite client under a drizzle database opened by openDatabase (engine `pglite`). */
export const pgliteClientOf = (db: Db): PGlite => (db as unknown as { $client: PGlite }).$client;

/** A double-quoted SQL identifier. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `"public"."name"`: every table and sequence the transfer touches lives in the public schema. */
export const publicName = (name: string) => `public.${ident(name)}`;

/**
 * Output settings that make a row's text the same on both engines whatever the server's defaults
 * (time zone, date style, float digits), for the checksums; `set local`, so they end with the transaction.
 */
export async function setStableOutput(runner: SqlRunner): Promise<void> {
  for (const setting of [
    "timezone = 'UTC'",
    "datestyle = 'ISO, YMD'",
    "intervalstyle = 'postgres'",
    'extra_float_digits = 1',
    "bytea_output = 'hex'",
  ]) {
    await runner.query(`set local ${setting}`);
  }
}

/** A `pg` client connected to `url`, closed after `work` (no pool: the transfer needs one session it controls). */
export async function withPgClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  // A network error on an idle client must not crash the command; the next query reports it.
  client.on('error', () => {});
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs `work` inside `begin … commit` on `client`; any error rolls back and is re-thrown. */
export async function inPgTransaction<T>(client: ClientBase, work: () => Promise<T>, begin = 'begin'): Promise<T> {
  await client.query(begin);
  try {
    const result = await work();
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}
