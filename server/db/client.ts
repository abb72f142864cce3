/**
 * Opens the database: embedded PGlite in DATA_DIR/pglite (or in memory for tests), or PostgreSQL
 * through a `pg` Pool when DATABASE_URL is set. Both give the same drizzle type, `Db`.
 */
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { lockDataDir } from './dir-lock';
import { survivesConnectionLoss } from './pool-errors';
/** One drizzle type for both engines (a transaction is one too). */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Engine = 'pglite' | 'postgres';

/** An open database and how to close it. */
export interface Database {
  db: Db;
  engine: Engine;
  /** Runs `work` while holding a cluster-wide lock (PostgreSQL), so two starting servers do not migrate or seed at once. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL URL; absent → PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; absent → in memory (tests). */
  pgliteDir?: string;
  /** PGlite: start from this data-directory dump instead of an empty database (tests' templates). */
  loadDataDir?: Blob;
  /** statement_timeout for PostgreSQL connections (0 = none). */
  statementTimeoutMs: number;
  /** Most PostgreSQL connections open at once (default DEFAULT_POOL_SIZE). */
  poolSize?: number;
}

/**
 * Connections beyond about two per core only queue inside PostgreSQL, where every query then waits its
 * turn in the scheduler and the slowest waits longest; waiting in the pool's first-come queue instead
 * keeps each query's time short and the tail close to the median.
 */
export const DEFAULT_POOL_SIZE = Math.max(4, 2 * availableParallelism());

/** Where PGlite keeps its files inside DATA_DIR. */
export const pgliteDirIn = (dataDir: string) => path.join(dataDir, 'pglite');

/** Opens PGlite or PostgreSQL as the options say. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.statementTimeoutMs, options.poolSize ?? DEFAULT_POOL_SIZE)
    : openPglite(options.pgliteDir, options.loadDataDir);
}

/** The lock file of a PGlite directory (beside it, so PGlite's own files stay its own). */
export const pgliteLockFile = (dir: string) => `${dir}.lock`;

const nothingToUnlock = async () => {};

/**
 * An in-memory PGlite (a test's database, a transfer's scratch copy) holds little, and PostgreSQL zeroes its whole
 * buffer pool as it starts: PGlite's 128 MB took about 0.5 s of CPU per start in WASM, 16 MB a fifth of that. Its
 * WAL segments past a checkpoint are removed, not kept for reuse, so a dump of it (the tests' templates) holds one
 * 16 MB segment, not two. A data directory (the portal's own database) keeps PGlite's defaults.
 */
const IN_MEMORY_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'wal_recycle=off'];

async function openPglite(dir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  let unlock = nothingToUnlock;
  if (dir) {
    await mkdir(dir, { recursive: true });
    unlock = await lockDataDir(pgliteLockFile(dir), path.dirname(dir));
  }
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : { startParams: IN_MEMORY_START_PARAMS }),
    loadDataDir,
  }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    // PGlite is one in-process connection, and the directory lock keeps other processes out.
    exclusive: (work) => work(),
    close: () => client.close().finally(unlock),
  };
}

/** The advisory lock start-up holds while it migrates and seeds (one process at a time). */
export const STARTUP_LOCK_KEY = 7_310_524_001;

async function openPostgres(url: string, statementTimeoutMs: number, poolSize: number): Promise<Database> {
  const pool = new Pool({
    connectionString: url,
    max: poolSize,
    statement_timeout: statementTimeoutMs > 0 ? statementTimeoutMs : undefined,
    // No JIT: the portal's queries are short, and a search whose estimated cost crosses jit_above_cost (a few
    // correlated subqueries over a fresh table) spent seconds compiling it with LLVM — 16 criteria on attribute
    // sets took 2.7 s instead of 0.2 s, past the statement timeout at 25.
    options: '-c jit=off',
    // Which process a connection belongs to (pg_stat_activity), when several portals share the database.
    application_name: `portal ${process.pid}`,
  });
  // A lost connection, idle or in a transaction, must not crash the process; its query reports it (a 503).
  survivesConnectionLoss(pool);
  await pool.query('select 1'); // fail at start-up, not at the first request
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    exclusive: async (work) => {
      const lockClient = await pool.connect();
      try {
        // The wait for the lock is as long as the other process's migration and seeding: no statement timeout on it.
        await lockClient.query('set statement_timeout = 0');
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        await lockClient.query('reset statement_timeout').catch(() => {});
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}
