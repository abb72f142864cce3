import { inArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { orders } from '../orders/schema';
import { returns } from '../returns/schema';
import { condition } from './conditions';
import { placeholderValues, shapeOf, withPlaceholders } from './shape';

const dialect = new PgDialect();
const render = (fragment: SQL) => dialect.sqlToQuery(fragment);
const span = (from: string | number, to = from, toInclusive = true) => ({ from, to, toInclusive });
const both = (a: SQL, b: SQL) => sql`${a} and ${b}`;

describe('search shapes', () => {
  it('gives one key to the same criteria with other values, and the values in the order drizzle numbers them', () => {
    const first = both(
      condition(orders.status, 'eq', ['Pending', 'New Order']),
      condition(orders.total, 'ge', [span('1000')]),
    );
    const second = both(
      condition(orders.status, 'eq', ['Shipped', 'Delivered']),
      condition(orders.total, 'ge', [span('5')]),
    );
    expect(shapeOf([first])!.key).toBe(shapeOf([second])!.key);
    expect(shapeOf([second])!.values).toEqual(render(second).params);
  });

  it('tells apart criteria whose text differs: another column, operation, list length or kind of value', () => {
    const keys = [
      condition(orders.status, 'eq', ['Pending']),
      condition(orders.paymentStatus, 'eq', ['Pending']),
      condition(orders.status, 'ne', ['Pending']),
      condition(orders.status, 'eq', ['Pending', 'New Order']),
      condition(orders.createdAt, 'eq', [span('2024-05-31T18:30:00.000Z', '2024-06-01T18:30:00.000Z', false)]),
      condition(orders.createdAt, 'eq', [span('2024-05-31T18:30:00.000Z')]),
    ].map((fragment) => shapeOf([fragment])!.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(shapeOf([undefined, sql`x`])!.key).not.toBe(shapeOf([sql`x`, undefined])!.key);
  });

  it('renders with placeholders to the same text, whose filled parameters are the values', () => {
    const where = both(condition(orders.orderNo, 'cn', ['ORD']), inArray(returns.kind, ['return', 'exchange']));
    const [shaped] = withPlaceholders([where]);
    const query = render(shaped!);
    expect(query.sql).toBe(render(where).sql);
    const named = placeholderValues(shapeOf([where])!.values);
    expect(query.params.map((p) => named[(p as { name: string }).name])).toEqual(render(where).params);
  });

  it('has no shape for a fragment that writes its values inline', () => {
    expect(shapeOf([sql`${orders.total} > ${sql.param(5)}`.inlineParams()])).toBeUndefined();
  });
});
