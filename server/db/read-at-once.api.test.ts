/**
 * readAtOnce: reads at once where they can be (a pool's connections, PGlite), one after another on one PostgreSQL
 * connection (a transaction's), where node-postgres would otherwise queue them on a busy client (deprecated in pg 8,
 * refused in pg 9). Each read marks its start and its end; the results come back in the reads' order either way.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { Database, Db } from './client';
import { readAtOnce } from './prepared';
import { queryRows, withTransaction } from './transaction';
import { createTestDatabase, ENGINES } from '../test-support/test-app';

/** A read of `name` that sleeps `seconds` in the database, marking when it starts and when its answer arrives. */
const markedRead = (db: Db, marks: string[], name: string, seconds: number) => async () => {
  marks.push(`start ${name}`);
  const [row] = await queryRows<{ name: string }>(db, sql`select ${name}::text as name, pg_sleep(${seconds})`);
  marks.push(`end ${name}`);
  return row.name;
};

/** The first read sleeps longest: reads at once end in the other order, and their results still come in order. */
const threeReads = (db: Db, marks: string[]) =>
  readAtOnce(db, [markedRead(db, marks, 'a', 0.3), markedRead(db, marks, 'b', 0.15), markedRead(db, marks, 'c', 0)]);

const ONE_AFTER_ANOTHER = ['start a', 'end a', 'start b', 'end b', 'start c', 'end c'];

/** Whether every read started before the first one ended. */
const allStartedBeforeAnyEnded = (marks: string[]) =>
  marks.findLastIndex((m) => m.startsWith('start')) < marks.findIndex((m) => m.startsWith('end'));

describe.each(ENGINES)('readAtOnce on %s', (engine) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase(engine));
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('reads at once outside a transaction, the results in the reads’ order', async () => {
    const marks: string[] = [];
    expect(await threeReads(database.db, marks)).toEqual(['a', 'b', 'c']);
    expect(marks).toHaveLength(6);
    expect(allStartedBeforeAnyEnded(marks), marks.join(', ')).toBe(true);
    // On three connections: the shortest read ends first.
    if (engine === 'postgres') expect(marks.indexOf('end c'), marks.join(', ')).toBeLessThan(marks.indexOf('end a'));
  });

  it(
    engine === 'postgres'
      ? 'reads one after another inside a transaction, each starting after the previous one ended'
      : 'reads at once inside a transaction (PGlite has no connection to queue on)',
    async () => {
      const marks: string[] = [];
      const results = await withTransaction(database.db, (tx) => threeReads(tx, marks));
      expect(results).toEqual(['a', 'b', 'c']);
      if (engine === 'postgres') expect(marks).toEqual(ONE_AFTER_ANOTHER);
      else expect(allStartedBeforeAnyEnded(marks), marks.join(', ')).toBe(true);
    },
  );

  it('reads one after another in a savepoint too, and keeps each read’s type in its place', async () => {
    const marks: string[] = [];
    const [count, names] = await withTransaction(database.db, (tx) =>
      withTransaction(tx, (savepoint) =>
        readAtOnce(savepoint, [
          async () => (await queryRows<{ n: number }>(savepoint, sql`select 1::int as n`))[0].n,
          () => threeReads(savepoint, marks),
        ]),
      ),
    );
    expectTypeOf(count).toEqualTypeOf<number>();
    expectTypeOf(names).toEqualTypeOf<[string, string, string]>();
    expect([count, names]).toEqual([1, ['a', 'b', 'c']]);
    if (engine === 'postgres') expect(marks).toEqual(ONE_AFTER_ANOTHER);
  });
});
