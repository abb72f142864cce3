/**
 * `npm run move-to-postgres` (issue 16 §3) on an embedded database filled the way a shop fills it: the demo seed
 * with its pictures, then every write route of the API through the audit walk (orders through every action,
 * returns, media, settings, users, audit rows). The command refuses while a portal holds the data directory and
 * refuses a non-empty target; it copies every table, and an independent comparison (every row as JSON, in key
 * order) finds both sides equal, with trigger-kept counts equal to a recount and a portal working on the result.
 * The checksums catch a changed or a missing row, and a copy that fails leaves the target empty again.
 */
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AUTH_API } from '../../contract/account/auth';
import { buildApp } from '../app';
import { seedMedia } from '../seed/media';
import { openPgliteFrom } from '../test-support/database-templates';
import { scratchDatabase } from '../test-support/portal-processes';
import { testConfig } from '../test-support/test-app';
import { openDatabase, pgliteDirIn, type Database } from '../db/client';
import { queryRows } from '../db/transaction';
import { describeContents, listTables, type TableInfo } from './catalog';
import { formatComparison } from './checksums';
import { compareDatabases, moveToPostgres } from './move-to-postgres';
import {
  ident,
  inPgTransaction,
  pgliteClientOf,
  pgliteRunner,
  pgRunner,
  withPgClient,
  type SqlRunner,
} from './sql-runner';
import { dataDirFromTemplate, runCommand } from './test-support/commands';
import { countsOffRecount } from './test-support/consistency';
import { fillThroughEveryWriteRoute } from './test-support/walk-fill';
import { scaled } from '../test-support/timeouts';

const openSource = (dataDir: string) => openDatabase({ pgliteDir: pgliteDirIn(dataDir), statementTimeoutMs: 0 });
const contentsOf = (url: string) => withPgClient(url, (client) => describeContents(pgRunner(client)));

/** Every table's rows as JSON text in key order: the comparison that does not use the checksums under test (in a transaction). */
async function rowsAsJson(runner: SqlRunner, tables: readonly TableInfo[]): Promise<Record<string, string | null>> {
  await runner.query("set local timezone = 'UTC'");
  const result: Record<string, string | null> = {};
  for (const table of tables) {
    const order = (table.primaryKey.length > 0 ? table.primaryKey : table.columns.map((c) => c.name))
      .map((c) => `${ident(c)}::text collate "C"`)
      .join(', ');
    const columns = table.columns.map((c) => ident(c.name)).join(', ');
    const [row] = await runner.query<{ j: string | null }>(
      `select json_agg(t order by ${order})::text as j from (select ${columns} from public.${ident(table.name)}) t`,
    );
    result[table.name] = row.j;
  }
  return result;
}

describe.skipIf(!process.env.DATABASE_URL)('moving the embedded database to PostgreSQL', () => {
  let dataDir: string;
  let target: { url: string; drop: () => Promise<void> };
  let adminPassword: string;
  beforeAll(async () => {
    [dataDir, target] = await Promise.all([dataDirFromTemplate('portal-move-', 'seeded'), scratchDatabase()]);
    const source = await openSource(dataDir);
    try {
      // The run's seeded template is the demo seed without its pictures: draw those into this DATA_DIR.
      expect(await seedMedia(source.db, dataDir)).toBeGreaterThan(0);
      const app = await buildApp({ config: testConfig({ dataDir }), db: source.db, engine: 'pglite' });
      await app.ready();
      const fill = await fillThroughEveryWriteRoute(app, source.db).finally(() => app.close());
      expect(fill.failures).toEqual([]);
      expect(fill.calls).toBeGreaterThan(100);
      adminPassword = fill.walk.passwords.get('admin')!;
    } finally {
      await source.close();
    }
  }, scaled(120_000));
  afterAll(async () => {
    await target?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses while a portal holds the data directory, and writes nothing', async () => {
    const running = await openSource(dataDir);
    try {
      const run = await runCommand('move', [target.url], { DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/in use by another portal server .*Stop the portal before moving its database\./);
    } finally {
      await running.close();
    }
    expect(await contentsOf(target.url)).toEqual([]);
  });

  it("copies every table, prints each one's count and checksum on both sides, and only then says done", async () => {
    const run = await runCommand('move', [], { DATA_DIR: dataDir, DATABASE_URL: target.url });
    expect(run.code, run.stderr).toBe(0);
    const source = await openSource(dataDir);
    try {
      const client = pgliteClientOf(source.db);
      const tables = await listTables(pgliteRunner(client));
      for (const table of tables)
        expect(run.stdout, table.name).toMatch(new RegExp(`^${table.name} +[\\d,]+ +[\\d,]+ +[0-9a-f]{32} +ok$`, 'm'));
      expect(run.stdout).toMatch(/^\(sequences\) .* ok$/m);
      expect(run.stdout).toMatch(/^\(migrations\) .* ok$/m);
      expect(run.stdout).not.toContain('DIFFERENT');
      expect(run.stdout).toContain(`Media files stay in ${dataDir}/media`);
      expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('done');

      // Independently of the checksums: every row of every table, as JSON in key order, on both sides.
      const before = await client.transaction((tx) => rowsAsJson(pgliteRunner(tx), tables));
      const after = await withPgClient(target.url, (pg) => inPgTransaction(pg, () => rowsAsJson(pgRunner(pg), tables)));
      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const name of Object.keys(before)) expect(after[name], name).toBe(before[name]);
      expect(Object.values(before).filter((rows) => rows !== null).length).toBeGreaterThan(40); // tables with rows
    } finally {
      await source.close();
    }
  });

  it('finds a changed row and a missing row by their checksums', async () => {
    const source = await openSource(dataDir);
    try {
      await withPgClient(target.url, async (pg) => {
        await pg.query(`update faqs set question = question || ' (changed)' where id = (select min(id) from faqs)`);
        await pg.query('delete from popular_searches where id = (select max(id) from popular_searches)');
      });
      const comparison = await compareDatabases(pgliteClientOf(source.db), target.url);
      expect(comparison.filter((line) => !line.equal).map((line) => line.name)).toEqual(['faqs', 'popular_searches']);
      const faqs = comparison.find((line) => line.name === 'faqs')!;
      expect(faqs.source!.rows).toBe(faqs.target!.rows); // same count, other checksum
      expect(formatComparison(comparison)).toMatch(/^popular_searches +\d+ +\d+ .* DIFFERENT$/m);
    } finally {
      await source.close();
    }
  });

  it('leaves counts kept by triggers equal to a recount, and a portal on PostgreSQL works on the moved data', async () => {
    const moved = await openDatabase({ databaseUrl: target.url, statementTimeoutMs: 5000, poolSize: 2 });
    try {
      expect(await countsOffRecount(moved.db)).toEqual([]);
      const app = await buildApp({ config: testConfig({ dataDir }), db: moved.db, engine: 'postgres' });
      try {
        // A sign-in writes a session and an audit row: the sequences continue after the copied ids.
        const signIn = await app.inject({
          method: 'POST',
          url: `/api${AUTH_API.login}`,
          payload: { username: 'admin', password: adminPassword },
        });
        expect(signIn.statusCode, signIn.body).toBe(200);
        const [picture] = await queryRows<{ path: string }>(moved.db, sql`select path from media order by id limit 1`);
        expect((await app.inject({ method: 'GET', url: `/media/${picture.path}` })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await moved.close();
    }
  });

  it('refuses a target that is not empty, naming what is there', async () => {
    const source = await openSource(dataDir);
    try {
      await expect(moveToPostgres({ source, targetUrl: target.url })).rejects.toThrow(
        /^The target database .* is not empty \(\d+ objects: table [a-z_]+, table [a-z_]+, .*\); give an empty one \(createdb\)\.$/,
      );
    } finally {
      await source.close();
    }
  });

  it('rolls back a copy that fails (a row whose reference is gone) and leaves the target empty again', async () => {
    const broken: Database = await openPgliteFrom(inject('databaseTemplates').pglite!.migrated);
    const empty = await scratchDatabase();
    try {
      await pgliteClientOf(broken.db).exec(`alter table order_items drop constraint order_items_order_id_orders_id_fk;
        alter table order_items drop constraint order_items_product_id_products_id_fk;
        insert into order_items (order_id, product_id, product_name, sku, quantity, unit_price, line_total) values (404, 404, 'Gone', 'GONE', 1, 1, 1)`);
      await expect(moveToPostgres({ source: broken, targetUrl: empty.url })).rejects.toThrow(
        /order_items_(order|product)_id_\w+_fk/,
      );
      expect(await contentsOf(empty.url)).toEqual([]);
    } finally {
      await broken.close();
      await empty.drop();
    }
  });
});
