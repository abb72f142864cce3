/**
 * `npm run seed -- --orders N [--reset]`: seeds demo data into the configured database (DATA_DIR or DATABASE_URL).
 * Refuses a database that already has data unless --reset is given.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, pgliteDirIn } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { isDatabaseEmpty, resetDemoData, seedDemo } from './index';

function parseOptions(): { orders: number; reset: boolean } {
  const { values } = parseArgs({ options: { orders: { type: 'string' }, reset: { type: 'boolean', default: false } } });
  const orders = values.orders === undefined ? 2000 : Number(values.orders);
  if (!Number.isSafeInteger(orders) || orders < 0 || orders > 10_000_000) {
    throw new ConfigError('--orders must be an integer 0-10000000');
  }
  return { orders, reset: values.reset ?? false };
}

async function run(): Promise<void> {
  const { orders, reset } = parseOptions();
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirIn(config.dataDir), statementTimeoutMs: 0 });
  try {
    await database.exclusive(async () => {
      await migrateDatabase(database);
      if (reset) await resetDemoData(database.db);
      else if (!(await isDatabaseEmpty(database.db))) {
        throw new ConfigError('The database already has data; add --reset to replace it with demo data.');
      }
      const started = Date.now();
      await seedDemo(database.db, { orders, onProgress: (message) => console.log(`  ${message}`), dataDir: config.dataDir });
      console.log(`Seeded ${orders.toLocaleString('en-IN')} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Seeding failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
