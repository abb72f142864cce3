/** One transaction per request's writes: all of it commits, or none of it does. */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Runs `work` in a transaction; a thrown error rolls everything back and is re-thrown. */
export function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
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
