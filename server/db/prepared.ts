/**
 * Statements run often enough to keep prepared: on PostgreSQL each pooled connection parses and plans a
 * named statement once and then only binds and executes it (pg keeps the name per connection), inside a
 * transaction too (on the transaction's connection). PGlite, one in-process connection without a network,
 * runs it as any other query.
 *
 * The statement's text must be the same on every call under one name: only its parameters may vary.
 * Rows come back as node-postgres parses them (timestamps as Date, bigint as text, json parsed), which
 * the callers' row readers accept alongside drizzle's raw strings.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Client, Pool } from 'pg';
import type { Db } from './client';
import { queryRows } from './transaction';

const dialect = new PgDialect();

/** What a drizzle database's session runs on: a database's, the pool; a transaction's, the pooled connection it holds. */
const sessionClient = (db: Db): unknown => (db as unknown as { session?: { client?: unknown } }).session?.client;

export async function queryPrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const client = sessionClient(db);
  if (!(client instanceof Pool || client instanceof Client)) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query({ name, text, values: params as unknown[] });
  return result.rows as T[];
}

/** Reads that may run at once: each a thunk, so none starts before `readAtOnce` says. */
type Reads = readonly (() => Promise<unknown>)[];
/** What each read of `R` gives, in `R`'s order (a tuple for a tuple). */
type ReadResults<R extends Reads> = { -readonly [K in keyof R]: R[K] extends () => Promise<infer T> ? T : never };

/**
 * Runs `reads` and gives their results in order: all at once on a pool (each read on a connection of its own) and on
 * PGlite, one after another on one PostgreSQL connection (a transaction's). node-postgres queues the statements sent
 * to one busy connection anyway, so nothing is lost there, and pg deprecates that queueing (pg 9 refuses it).
 */
export async function readAtOnce<const R extends Reads>(db: Db, reads: R): Promise<ReadResults<R>> {
  if (!(sessionClient(db) instanceof Client)) return (await Promise.all(reads.map((read) => read()))) as ReadResults<R>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as ReadResults<R>;
}
