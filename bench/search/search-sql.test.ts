import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineParams, literal } from './search-sql';

describe('literal', () => {
  it('writes scalars as SQL literals, quotes doubled', () => {
    expect(literal(null)).toBe('null');
    expect(literal(20)).toBe('20');
    expect(literal(true)).toBe('true');
    expect(literal("O'Brien")).toBe("'O''Brien'");
    expect(literal(new Date('2026-01-01T18:30:00.000Z'))).toBe("'2026-01-01T18:30:00.000Z'");
  });

  it('writes an array as a quoted PostgreSQL array literal, not as comma-joined text', () => {
    expect(literal(['Pending', 'New Order'])).toBe(`'{"Pending","New Order"}'`);
    expect(literal([1, null, 3])).toBe(`'{"1",NULL,"3"}'`);
    expect(literal([['a'], ['b']])).toBe(`'{{"a"},{"b"}}'`);
  });

  it('escapes the characters an array element may hold', () => {
    expect(literal(['say "hi"', 'back\\slash', "it's", 'a,b', '{x}'])).toBe(
      `'{"say \\"hi\\"","back\\\\slash","it''s","a,b","{x}"}'`,
    );
  });
});

describe('inlineParams on PostgreSQL (PGlite)', () => {
  let db: PGlite;
  // Starting the embedded engine takes seconds on a busy machine: in the hook, with room for it.
  beforeAll(async () => {
    db = await PGlite.create();
  }, 60_000);
  afterAll(() => db.close());

  it('gives PostgreSQL back the same values, arrays typed by what they meet', async () => {
    const values = ['Pending', 'New Order', 'say "hi"', 'back\\slash', "it's", 'a,b', '{x}', ''];
    const statement = inlineParams('select $1 = any($2::text[]) as found, $2::text[] as list, $3::int[] as numbers', [
      'New Order',
      values,
      [1, null, 3],
    ]);
    const { rows } = await db.query<{ found: boolean; list: string[]; numbers: (number | null)[] }>(statement);
    expect(rows[0]).toEqual({ found: true, list: values, numbers: [1, null, 3] });
  });

  it("lets an untyped array meet a column, as the server's array parameter does", async () => {
    await db.exec("create table t (status text); insert into t values ('Pending'), ('Shipped'), ('New Order')");
    const { rows } = await db.query<{ status: string }>(
      inlineParams('select status from t where status = any($1) order by status', [['Pending', 'New Order']]),
    );
    expect(rows.map((r) => r.status)).toEqual(['New Order', 'Pending']);
  });
});
