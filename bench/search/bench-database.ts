/**
 * The PostgreSQL database the search benchmark runs on: `portal_bench_1m`, seeded once with 1,000,000
 * orders by the demo seed and kept between runs (re-seeded only when it is missing or incomplete).
 */
import { Client, type QueryResultRow } from 'pg';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed';

/** `postgres://…/name` on the same server as `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's admin database. */
async function admin<T extends QueryResultRow>(adminUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Number of orders in the database, or -1 when it does not exist or is not a portal database. */
async function ordersIn(adminUrl: string, name: string): Promise<number> {
  const [exists] = await admin(adminUrl, 'select 1 from pg_database where datname = $1', [name]);
  if (!exists) return -1;
  const client = new Client({ connectionString: databaseUrl(adminUrl, name) });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from orders');
    return Number(rows[0].n);
  } catch {
    return -1;
  } finally {
    await client.end();
  }
}

/** The benchmark database with exactly `orders` orders, migrated and vacuumed; returns its URL. */
export async function ensureBenchDatabase(
  adminUrl: string,
  name: string,
  orders: number,
  say: (line: string) => void,
): Promise<string> {
  const url = databaseUrl(adminUrl, name);
  const present = await ordersIn(adminUrl, name);
  if (present !== orders) {
    say(present < 0 ? `creating ${name}` : `${name} has ${present} orders, not ${orders}: re-creating it`);
    await admin(adminUrl, `drop database if exists "${name}" with (force)`);
    await admin(adminUrl, `create database "${name}"`);
  } else say(`reusing ${name} (${orders.toLocaleString('en-IN')} orders)`);
  const database = await openDatabase({ databaseUrl: url, statementTimeoutMs: 0 });
  try {
    await migrateDatabase(database);
    if (present !== orders) {
      const started = Date.now();
      await seedDemo(database.db, { orders, onProgress: (line) => say(`  seed: ${line}`) });
      say(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    await database.close();
  }
  // Sets the visibility map (index-only counts) and fresh statistics, as autovacuum would on a live server.
  await admin(url, 'vacuum analyze orders, customers');
  return url;
}
