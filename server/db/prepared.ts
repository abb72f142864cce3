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

export async function queryPrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  // A database's session holds the pool; a transaction's, the pooled connection it runs on.
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (!(client instanceof Pool || client instanceof Client)) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query({ name, text, values: params as unknown[] });
  return result.rows as T[];
}
