/**
 * Migrate (and seed) once per test run, clone per test file. PostgreSQL clones a template database
 * (`create database … template …`); PGlite loads a dump of a migrated data directory, which skips its
 * initdb (~2.5 s) and the migrations. Built per run, so a new migration or seed change is always in it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { openDatabase, type Database, type Engine } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemo } from '../seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by a project's global setup (API: database-templates.global-setup.ts; browser: tests/e2e/global-setup.ts). */
    databaseTemplates: DatabaseTemplates;
  }
}

/** One engine's two starting points: migrated and empty, and migrated with the standard demo data. */
export interface EngineTemplates {
  /** PGlite: a data-directory dump file; PostgreSQL: a database name. */
  migrated: string;
  seeded: string;
  /** When the seeded one's demo data was made (ISO): its "today" (orders, promo codes) is that moment's shop day. */
  seededAt?: string;
}

/** What a run's global setup hands to its workers (through `provide`). */
export interface DatabaseTemplates {
  /** The order count the seeded templates hold; a test asking for another seeds a migrated clone. */
  orders: number;
  pglite?: EngineTemplates;
  postgres?: EngineTemplates;
}

/** Template and scratch databases share the prefix, so a crashed run's leftovers are easy to find. */
const TEMPLATE_PREFIX = 'portal_template_';
/** A run's templates older than this are a crashed run's and get dropped by the next run. */
const STALE_AFTER_MS = 6 * 3_600_000;

/** A URL for another database on DATABASE_URL's server. */
export function postgresUrlFor(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a connection to DATABASE_URL's own database (where create/drop database run). */
export async function withPostgresAdmin<T>(work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: process.env.DATABASE_URL! });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function dumpPglite(database: Database, file: string): Promise<string> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  // Without a checkpoint the dump loads as after a crash, and every sequence jumps ahead by up to 32. The checkpoint
  // starts a new WAL segment, so PostgreSQL does not set up the next one ahead (it does past 75% of a segment) and
  // the dump holds one 16 MB segment: every test file's database loads it (the seeded one 48 MB, not 65).
  await client.exec('select pg_switch_wal(); checkpoint');
  // Uncompressed: loading skips a gunzip (~0.2 s a file); the dump is a temp file of a few tens of MB.
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  return file;
}

async function buildPglite(dir: string, orders: number): Promise<EngineTemplates> {
  const database = await openDatabase({ statementTimeoutMs: 0 });
  try {
    await migrateDatabase(database);
    const migrated = await dumpPglite(database, join(dir, 'pglite-migrated.tar'));
    const seededAt = new Date();
    await seedDemo(database.db, { orders, now: seededAt });
    return {
      migrated,
      seeded: await dumpPglite(database, join(dir, `pglite-seeded-${orders}.tar`)),
      seededAt: seededAt.toISOString(),
    };
  } finally {
    await database.close();
  }
}

/** Drops template databases a crashed run left behind (their names carry the time they were made). */
async function dropStaleTemplates(admin: Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
    `${TEMPLATE_PREFIX}%`,
  ]);
  for (const { datname } of rows) {
    const madeAt = Number(datname.slice(TEMPLATE_PREFIX.length).split('_')[0]);
    if (Date.now() - madeAt > STALE_AFTER_MS) await admin.query(`drop database if exists "${datname}" with (force)`);
  }
}

function postgresTemplateNames(orders: number): EngineTemplates {
  const run = `${TEMPLATE_PREFIX}${Date.now()}_${randomBytes(3).toString('hex')}`;
  return { migrated: `${run}_migrated`, seeded: `${run}_seeded_${orders}` };
}

async function buildPostgres(names: EngineTemplates, orders: number): Promise<void> {
  await withPostgresAdmin(async (admin) => {
    await dropStaleTemplates(admin);
    await admin.query(`create database "${names.migrated}"`);
  });
  // Each template is closed before it is cloned: PostgreSQL refuses a source with open connections.
  const migrated = await openDatabase({
    databaseUrl: postgresUrlFor(names.migrated),
    statementTimeoutMs: 0,
    poolSize: 1,
  });
  await migrateDatabase(migrated).finally(() => migrated.close());
  await withPostgresAdmin((admin) => admin.query(`create database "${names.seeded}" template "${names.migrated}"`));
  const seeded = await openDatabase({ databaseUrl: postgresUrlFor(names.seeded), statementTimeoutMs: 0, poolSize: 1 });
  const seededAt = new Date();
  await seedDemo(seeded.db, { orders, now: seededAt }).finally(() => seeded.close());
  names.seededAt = seededAt.toISOString();
}

/** Builds the run's templates for the engines; `remove` deletes them all again (the run's teardown). */
export async function buildDatabaseTemplates(
  engines: readonly Engine[],
  orders: number,
): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-templates-'));
  // PostgreSQL's names are known first, so a failed build still drops what it made.
  const templates: DatabaseTemplates = {
    orders,
    postgres: engines.includes('postgres') ? postgresTemplateNames(orders) : undefined,
  };
  const remove = async () => {
    const pg = templates.postgres;
    if (pg)
      await withPostgresAdmin(async (admin) => {
        for (const name of [pg.seeded, pg.migrated])
          await admin.query(`drop database if exists "${name}" with (force)`);
      });
    await rm(dir, { recursive: true, force: true });
  };
  try {
    // Both at once: PostgreSQL's work runs in its server while PGlite's runs here.
    const [pglite] = await Promise.all([
      engines.includes('pglite') ? buildPglite(dir, orders) : undefined,
      templates.postgres && buildPostgres(templates.postgres, orders),
    ]);
    templates.pglite = pglite;
    return { templates, remove };
  } catch (error) {
    await remove().catch(() => {});
    throw error;
  }
}

/**
 * A template dump as PGlite reads it (`arrayBuffer()`), read from disk once per worker. Node's own Blob reads a
 * file's, or even its own memory's, bytes in chunks and joins them again: about 0.2 s of CPU for each load of a
 * 45 MB dump. PGlite's untar only reads the buffer (it copies each file out), so every load may share it.
 */
class DumpBytes extends Blob {
  constructor(private readonly dump: ArrayBuffer) {
    super();
  }

  override get size(): number {
    return this.dump.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.dump);
  }
}

const dumps = new Map<string, Promise<DumpBytes>>();
function dumpBytes(dumpFile: string): Promise<DumpBytes> {
  let dump = dumps.get(dumpFile);
  if (!dump) {
    dump = readFile(dumpFile).then(
      (bytes) => new DumpBytes(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)),
    );
    dumps.set(dumpFile, dump);
  }
  return dump;
}

/** A PGlite database opened from a template dump. */
export async function openPgliteFrom(dumpFile: string): Promise<Database> {
  return openDatabase({ statementTimeoutMs: 5000, loadDataDir: await dumpBytes(dumpFile) });
}
