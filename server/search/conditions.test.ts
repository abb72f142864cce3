import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { orders } from '../orders/schema';
import { pickupLocations } from '../shipping/pickup-location.resource';
import { condition, escapeLike } from './conditions';

const dialect = new PgDialect();
const render = (sqlObject: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(sqlObject);

describe('search conditions', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike(String.raw`50%_off\now`)).toBe(String.raw`50\%\_off\\now`);
  });

  it('never puts a value into the statement text, only into parameters', () => {
    const hostile = "x'); drop table orders; --";
    const query = render(condition(orders.orderNo, 'cn', [hostile]));
    expect(query.sql).toBe('"orders"."order_no" ilike $1');
    expect(query.params).toEqual([`%${hostile.replace(/_/g, '\\_')}%`]);
  });

  it('passes a list as one array parameter however long it is, and ne as its negation', () => {
    expect(render(condition(orders.status, 'eq', ['Pending', 'New Order']))).toMatchObject({
      sql: '"orders"."status" = any($1)',
      params: [['Pending', 'New Order']],
    });
    const many = Array.from({ length: 70_000 }, (_, i) => ({ from: i, to: i, toInclusive: true }));
    expect(render(condition(orders.total, 'eq', many)).params).toHaveLength(1);
    expect(render(condition(orders.status, 'ne', ['Pending'])).sql).toBe('not ("orders"."status" = $1)');
  });

  it('keeps rows with no value in a "not" condition on a nullable column', () => {
    expect(
      render(condition(pickupLocations.latitude, 'ne', [{ from: '12.5', to: '12.5', toInclusive: true }])).sql,
    ).toBe('("pickup_locations"."latitude" is null or not ("pickup_locations"."latitude" = $1))');
  });

  it('compares a whole day as a half-open range of instants', () => {
    const day = { from: '2024-05-31T18:30:00.000Z', to: '2024-06-01T18:30:00.000Z', toInclusive: false };
    expect(render(condition(orders.createdAt, 'eq', [day])).sql).toBe(
      '("orders"."created_at" >= $1 and "orders"."created_at" < $2)',
    );
    expect(render(condition(orders.createdAt, 'gt', [day])).sql).toBe('"orders"."created_at" >= $1');
    // Several days (or days and instants): two arrays, whatever their length.
    const days = Array.from({ length: 40_000 }, () => day);
    expect(render(condition(orders.createdAt, 'eq', days)).params).toEqual([
      '1969-12-31T18:30:00.000Z',
      days.map((d) => d.from),
    ]);
    const instant = { from: '2024-06-01T10:00:00Z', to: '2024-06-01T10:00:00Z', toInclusive: true };
    expect(render(condition(orders.createdAt, 'eq', [day, instant])).sql).toBe(
      `("orders"."created_at" = any($1) or date_bin('1 day', "orders"."created_at", $2::timestamptz) = any($3))`,
    );
    expect(render(condition(orders.createdAt, 'le', [day])).sql).toBe('"orders"."created_at" < $1');
    const point = { from: 10, to: 10, toInclusive: true };
    expect(render(condition(orders.total, 'bw', [point, { from: 20, to: 20, toInclusive: true }])).sql).toBe(
      '("orders"."total" >= $1 and "orders"."total" <= $2)',
    );
  });
});
