/** One transaction per request's writes: all of it commits, or none of it does. */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Work each open transaction runs after its own and before its commit, by transaction (see `beforeCommit`). */
const commitHooks = new WeakMap<Db, Map<symbol, () => Promise<void>>>();

/**
 * Runs `work` in a transaction; a thrown error rolls everything back and is re-thrown. Work queued by `beforeCommit`
 * runs after `work`, inside the transaction (a nested one is a savepoint with hooks of its own).
 */
export function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (drizzleTx) => {
    const tx = drizzleTx as unknown as Db;
    const hooks = new Map<symbol, () => Promise<void>>();
    commitHooks.set(tx, hooks);
    try {
      const result = await work(tx);
      for (const hook of hooks.values()) await hook();
      return result;
    } finally {
      commitHooks.delete(tx);
    }
  });
}

/**
 * Queues `hook` (once per `key`) to run at the end of `tx`, just before it commits; a rollback drops it. False when `tx`
 * is not a transaction `withTransaction` opened (a plain connection, which commits each statement at once).
 */
export function beforeCommit(tx: Db, key: symbol, hook: () => Promise<void>): boolean {
  const hooks = commitHooks.get(tx);
  if (!hooks) return false;
  if (!hooks.has(key)) hooks.set(key, hook);
  return true;
}

/** Rows of a raw SQL query, the same on PGlite and node-postgres (both return `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Settings for bulk work inside the current transaction: no statement timeout, and no JIT (the
 * planner's guesses about generate_series make PostgreSQL spend longer compiling than running).
 */
export async function prepareBulkWork(tx: Db): Promise<void> {
  await tx.execute(sql`set local statement_timeout = 0`);
  await tx.execute(sql`set local jit = off`);
}
