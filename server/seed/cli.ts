/**
 * `npm run seed -- --orders N [--products N] [--reset]`: seeds demo data into the configured database (DATA_DIR or DATABASE_URL).
 * `--products N` adds N generated products (1–20 variants each, about 7 on average: 145,000 give a million variants).
 * Refuses a database that already has data unless --reset is given.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, pgliteDirIn } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { isDatabaseEmpty, resetDemoData, seedDemo } from './index';

/** A whole-number option within 0..max, or its default. */
function countOption(name: string, value: string | undefined, fallback: number, max: number): number {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isSafeInteger(n) || n < 0 || n > max) throw new ConfigError(`--${name} must be an integer 0-${max}`);
  return n;
}

function parseOptions(): { orders: number; products: number; reset: boolean } {
  const { values } = parseArgs({
    options: { orders: { type: 'string' }, products: { type: 'string' }, reset: { type: 'boolean', default: false } },
  });
  return {
    orders: countOption('orders', values.orders, 2000, 10_000_000),
    products: countOption('products', values.products, 0, 2_000_000),
    reset: values.reset ?? false,
  };
}

async function run(): Promise<void> {
  const { orders, products, reset } = parseOptions();
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirIn(config.dataDir),
    statementTimeoutMs: 0,
  });
  try {
    await database.exclusive(async () => {
      await migrateDatabase(database);
      if (reset) await resetDemoData(database.db);
      else if (!(await isDatabaseEmpty(database.db))) {
        throw new ConfigError('The database already has data; add --reset to replace it with demo data.');
      }
      const started = Date.now();
      await seedDemo(database.db, {
        orders,
        products,
        onProgress: (message) => console.log(`  ${message}`),
        dataDir: config.dataDir,
      });
      console.log(
        `Seeded ${orders.toLocaleString('en-IN')} orders and ${products.toLocaleString('en-IN')} generated products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    });
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Seeding failed: ${error instanceof Error ? error.stack : String(error)}`,
  );
  process.exit(1);
});
