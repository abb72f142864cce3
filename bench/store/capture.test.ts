import { describe, expect, it } from 'vitest';
import { pgbenchCommand, transactionOf } from './capture';

describe('pgbenchCommand', () => {
  it('writes each parameter in as the literal the driver sends, quotes doubled', () => {
    const command = pgbenchCommand({
      text: 'select $1, $2, $3, $10, $4::int[], $5',
      values: ["it's", null, 42, [1, 2], { a: 'b' }, 6, 7, 8, 9, 'ten'],
    });
    expect(command).toBe(`select 'it''s', NULL, '42', 'ten', '{"1","2"}'::int[], '{"a":"b"}';`);
  });

  it('puts a pgbench expression in place of a parameter it names, and ends with \\gset when asked', () => {
    const replace = new Map([['key-1', "'bench-:key'"]]);
    expect(pgbenchCommand({ text: 'insert into t values ($1) returning id;', values: ['key-1'] }, replace, 'p_')).toBe(
      "insert into t values ('bench-:key') returning id \\gset p_",
    );
  });
});

const s = (text: string) => ({ text, values: [] });

describe('transactionOf', () => {
  it("takes a client's statements from begin to commit, and throws when there is none", () => {
    expect(
      transactionOf([[s('select 1')], [s('select 0'), s('begin'), s('update x'), s('commit'), s('select 2')]]),
    ).toEqual([s('begin'), s('update x'), s('commit')]);
    expect(() => transactionOf([[s('select 1')]])).toThrow('no transaction');
  });
});
