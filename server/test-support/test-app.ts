/**
 * A real app on a fresh real database for API tests: in-memory PGlite, or a uniquely named PostgreSQL
 * database created through DATABASE_URL and dropped on close. Migrated and seeded with small demo data,
 * cloned from the run's templates when the project's global setup built them (database-templates.ts).
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database, type Db, type Engine } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemo } from '../seed';
import { openPgliteFrom, postgresUrlFor, withPostgresAdmin, type DatabaseTemplates } from './database-templates';
import { installConformanceCheck } from './openapi-conformance';

/** The engines to run every API test on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const ENGINES: Engine[] = ['pglite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])];

/** A known key, so tests can mint tokens (e.g. already expired ones). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** The demo orders an API test's database holds unless it asks for another count (the run's seeded template). */
export const DEFAULT_TEST_ORDERS = 300;

export interface TestApp {
  app: App;
  db: Db;
  engine: Engine;
  /**
   * When the database's demo data was made. A run's template is seeded once, and a long run can pass the shop's
   * midnight after that: a test of "today's" demo data asks about this moment's shop day, not the clock's.
   */
  seededAt: Date;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Demo orders to seed (default DEFAULT_TEST_ORDERS). */
  orders?: number;
  /** Registers extra routes before the app is ready (e.g. a route that fails on purpose). */
  routes?: (app: App) => void;
}

/** DATA_DIR of tests that do not choose one (files there are named by content, so tests may share it). */
export const TEST_DATA_DIR = path.join(tmpdir(), 'portal-test-data');

/** The configuration tests run with: quiet, no SPA, a known JWT key; overrides win. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // DATA_DIR in the system's temporary folder: a test's uploads (the audit walk's) never land in the project's ./data.
  // Private hosts allowed: the tests' SMTP server listens on 127.0.0.1 (a test of the refusal passes allowPrivateHosts: false).
  return {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      STATIC_DIR: '/nonexistent-spa-dir',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: TEST_DATA_DIR,
      PORTAL_ALLOW_PRIVATE_HOSTS: '1',
    }),
    ...overrides,
  };
}

/** The run's templates (database-templates.global-setup.ts); none outside a vitest worker or without that setup. */
function runTemplates(): DatabaseTemplates | undefined {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined; // not in a vitest worker (a script, a global setup)
  }
}

/** Creates a scratch PostgreSQL database next to DATABASE_URL's (a clone of `template` when given) and a way to drop it. */
async function scratchPostgres(
  template: string | undefined,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `portal_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withPostgresAdmin((admin) =>
    admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  const database = await openDatabase({ databaseUrl: postgresUrlFor(name), statementTimeoutMs: 5000 });
  const drop = () =>
    withPostgresAdmin(async (admin) => {
      await admin.query(`drop database if exists "${name}" with (force)`);
    });
  return { database, drop };
}

/** A database of the engine started from `template` (a run template), or empty and migrated here without one. */
async function openScratch(
  engine: Engine,
  template: string | undefined,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const created =
    engine === 'postgres'
      ? await scratchPostgres(template)
      : {
          database: await (template ? openPgliteFrom(template) : openDatabase({ statementTimeoutMs: 5000 })),
          drop: async () => {},
        };
  if (!template) await migrateDatabase(created.database);
  return created;
}

/** Where a test database starts: `fresh` migrates (and seeds) it here even when the run has templates. */
export interface TestDatabaseOptions {
  fresh?: boolean;
  /**
   * The moment a database seeded here is seeded as of (default: now). The demo data is laid out relative to it (which
   * orders are still new, which tickets open), so a database seeded at another moment can differ in its rows.
   */
  seededAt?: Date;
}

/** A fresh, empty, migrated database of the engine and a way to drop it (PGlite: memory, nothing to drop). */
export function createTestDatabase(
  engine: Engine,
  { fresh = false }: TestDatabaseOptions = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  return openScratch(engine, fresh ? undefined : runTemplates()?.[engine]?.migrated);
}

/** A migrated database with the demo data of `orders`: a clone of the run's seeded template when it holds that many. */
export async function createSeededDatabase(
  engine: Engine,
  orders: number,
  { fresh = false, seededAt = new Date() }: TestDatabaseOptions = {},
): Promise<{ database: Database; drop: () => Promise<void>; seededAt: Date }> {
  const templates = fresh ? undefined : runTemplates();
  const template = templates?.orders === orders ? templates[engine] : undefined;
  if (template?.seededAt)
    return { ...(await openScratch(engine, template.seeded)), seededAt: new Date(template.seededAt) };
  const created = await createTestDatabase(engine, { fresh });
  try {
    await seedDemo(created.database.db, { orders, now: seededAt });
    return { ...created, seededAt };
  } catch (error) {
    await created.database.close().catch(() => {});
    await created.drop().catch(() => {});
    throw error;
  }
}

/** A migrated, seeded database of the engine plus the app built on it. */
export async function createTestApp(
  engine: Engine,
  configOverrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database, drop, seededAt } = await createSeededDatabase(engine, options.orders ?? DEFAULT_TEST_ORDERS);
  try {
    const app = await buildApp({ config: testConfig(configOverrides), db: database.db, engine });
    installConformanceCheck(app);
    options.routes?.(app);
    await app.ready();
    return {
      app,
      db: database.db,
      engine,
      seededAt,
      close: async () => {
        await app.close();
        await database.close();
        await drop();
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    await drop().catch(() => {});
    throw error;
  }
}
