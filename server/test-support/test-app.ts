/**
 * A real app on a fresh real database for API tests: in-memory PGlite, or a uniquely named PostgreSQL
 * database created through DATABASE_URL and dropped on close. Migrated and seeded with small demo data.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { buildApp, type App } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database, type Db, type Engine } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemo } from '../seed';
import { installConformanceCheck } from './openapi-conformance';

/** The engines to run every API test on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const ENGINES: Engine[] = ['pglite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])];

/** A known key, so tests can mint tokens (e.g. already expired ones). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: App;
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Demo orders to seed (default 300). */
  orders?: number;
  /** Registers extra routes before the app is ready (e.g. a route that fails on purpose). */
  routes?: (app: App) => void;
}

/** The configuration tests run with: quiet, no SPA, a known JWT key; overrides win. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent-spa-dir', JWT_SECRET: TEST_JWT_SECRET }), ...overrides };
}

/** Creates a scratch PostgreSQL database next to DATABASE_URL's and returns it with a way to drop it. */
async function scratchPostgres(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `portal_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), statementTimeoutMs: 5000 });
  const drop = async () => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
  return { database, drop };
}

/** A fresh, empty, migrated database of the engine and a way to drop it (PGlite: memory, nothing to drop). */
export async function createTestDatabase(engine: Engine): Promise<{ database: Database; drop: () => Promise<void> }> {
  const created = engine === 'postgres'
    ? await scratchPostgres()
    : { database: await openDatabase({ statementTimeoutMs: 5000 }), drop: async () => {} };
  await migrateDatabase(created.database);
  return created;
}

/** A migrated, seeded database of the engine plus the app built on it. */
export async function createTestApp(engine: Engine, configOverrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase(engine);
  try {
    await seedDemo(database.db, { orders: options.orders ?? 300 });
    const app = await buildApp({ config: testConfig(configOverrides), db: database.db, engine });
    installConformanceCheck(app);
    options.routes?.(app);
    await app.ready();
    return {
      app,
      db: database.db,
      engine,
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
