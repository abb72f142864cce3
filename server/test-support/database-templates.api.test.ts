/**
 * The run's database templates: a clone is the database a test would have made on its own (same tables,
 * same rows, every sequence where the seed left it), and each clone is its own copy.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../db/client';
import { queryRows } from '../db/transaction';
import { createSeededDatabase, createTestDatabase, DEFAULT_TEST_ORDERS, ENGINES } from './test-app';

type Scratch = { database: Database; drop: () => Promise<void> };

/** Each table's row count and each column-owned sequence's next value, by name. */
async function shapeOf({ database }: Scratch): Promise<Record<string, number>> {
  // Names come quoted from the catalogue (format's %I, regclass), so they are safe to put in the SQL.
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
    where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const sequences = await queryRows<{ name: string }>(
    database.db,
    sql`select s.oid::regclass::text as name from pg_class s
    join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i') where s.relkind = 'S' order by 1`,
  );
  const shape: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from ${sql.raw(name)}`);
    shape[`rows of ${name}`] = row.n;
  }
  for (const { name } of sequences) {
    const [row] = await queryRows<{ n: string }>(database.db, sql`select nextval(${name}::regclass)::text as n`);
    shape[`next of ${name}`] = Number(row.n);
  }
  return shape;
}

const companyNames = async ({ database }: Scratch) =>
  (await queryRows<{ name: string }>(database.db, sql`select name from company`)).map((r) => r.name);

describe.each(ENGINES)('database templates on %s', (engine) => {
  const opened: Scratch[] = [];
  const open = async (made: Promise<Scratch>) => {
    const scratch = await made;
    opened.push(scratch);
    return scratch;
  };
  /**
   * The shape of a database migrated and seeded here, without a template (taken once: nextval moves on), as of the
   * moment the template was seeded: the demo data is laid out relative to it (an order placed within the hour is still
   * new), so one seeded half an hour later can rightly differ.
   */
  let expected: Record<string, number>;
  beforeAll(async () => {
    const seededAt = inject('databaseTemplates')?.[engine]?.seededAt;
    const options = { fresh: true, seededAt: seededAt ? new Date(seededAt) : undefined };
    expected = await shapeOf(await open(createSeededDatabase(engine, DEFAULT_TEST_ORDERS, options)));
  });
  afterAll(async () => {
    for (const { database, drop } of opened) await database.close().finally(drop);
  });

  it('has templates for this engine in this run (or every other check here compares two fresh databases)', () => {
    expect(inject('databaseTemplates')).toMatchObject({
      orders: DEFAULT_TEST_ORDERS,
      [engine]: { migrated: expect.any(String), seeded: expect.any(String) },
    });
  });

  it('clones the seeded template with the rows and sequence positions of a database seeded on its own', async () => {
    const clone = await open(createSeededDatabase(engine, DEFAULT_TEST_ORDERS));
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    expect(await shapeOf(clone)).toEqual(expected);
  });

  it('clones the migrated template with every table and none of the demo data', async () => {
    const shape = await shapeOf(await open(createTestDatabase(engine)));
    expect(Object.keys(shape)).toEqual(Object.keys(expected));
    expect([
      shape['rows of public.company'],
      shape['rows of public.portal_users'],
      shape['rows of public.orders'],
    ]).toEqual([0, 0, 0]);
  });

  it('gives every test its own copy: a write to one clone is not in the next', async () => {
    const first = await open(createSeededDatabase(engine, DEFAULT_TEST_ORDERS));
    await first.database.db.execute(sql`update company set name = 'Renamed in one test'`);
    const second = await open(createSeededDatabase(engine, DEFAULT_TEST_ORDERS));
    expect(await companyNames(first)).toEqual(['Renamed in one test']);
    expect(await companyNames(second)).toEqual(['Demo Shop']);
  });
});
