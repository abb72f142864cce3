/**
 * One writer of an order transition: only order-transition.ts moves an order's status (the seed's demo
 * data and the tests' set-ups aside). A second writer would have to repeat the timeline entry, the key's answer and the audit row,
 * and the two would drift, as the lone and the batched action once did.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = resolve(import.meta.dirname, '..');
const WRITER = 'orders/order-transition.ts';
/** An SQL update of the orders table that sets its status, or drizzle's `update(orders).set({ status`. */
const WRITES_STATUS = [
  /update\s+orders\b[^`;]*?\bset\b[^`;]*?\bstatus\s*=/is,
  /update\(\s*orders\s*\)\s*\.set\(\s*\{[^}]*\bstatus\b/s,
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return ['seed', 'migrations', 'test-support'].includes(name) ? [] : sources(path);
    // Tests and their helpers put orders into a state directly; only the product's writes count.
    return name.endsWith('.ts') && !/(\.test|test-support)\.ts$/.test(name) ? [path] : [];
  });
}

const writesStatus = (text: string) => WRITES_STATUS.some((pattern) => pattern.test(text));

describe('order transitions', () => {
  it('have one writer', () => {
    const writers = sources(SERVER)
      .filter((file) => writesStatus(readFileSync(file, 'utf8')))
      .map((file) => relative(SERVER, file));
    expect(writers).toEqual([WRITER]);
  });

  it('spots a status write in SQL or through drizzle, and not a write of another column', () => {
    expect(writesStatus('sql`update orders o set status = t.to_status, version = o.version + 1`')).toBe(true);
    expect(writesStatus('sql`UPDATE orders\n  SET courier_name = $1, status = $2`')).toBe(true);
    expect(writesStatus('db.update(orders).set({ status: next })')).toBe(true);
    expect(writesStatus('sql`update orders set payment_status = ${status} where id = 1`')).toBe(false);
    expect(writesStatus('sql`update returns set status = ${status}`')).toBe(false);
  });
});
