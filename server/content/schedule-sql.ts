/**
 * Schedules in the database (contract/content/schedule.ts): the window's two columns, its check, and the SQL mirror of
 * `scheduleStateAt` the lists read as "Now" — by the shop's clock, so a test that moves it sees the list change.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { check, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { shopNowSql } from '../platform/shop-time';

/** From starts_at (inclusive) to ends_at (exclusive); null: open at that end. */
export const scheduleColumns = () => ({
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export const scheduleCheck = (table: string, t: { startsAt: AnyPgColumn; endsAt: AnyPgColumn }) =>
  check(`${table}_window_ck`, sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`);

/** `scheduleStateAt(row, at)` in SQL; `at` defaults to the shop's now. */
export const scheduleStateSql = (
  t: { status: AnyPgColumn; startsAt: AnyPgColumn; endsAt: AnyPgColumn },
  at: SQLWrapper = shopNowSql,
): SQL<string> =>
  sql<string>`(case when ${t.status} <> 'Active' then 'Off' when ${t.startsAt} > ${at} then 'Scheduled' when ${t.endsAt} <= ${at} then 'Ended' else 'Showing' end)`;

/** The input's two ends as the columns take them. */
export const scheduleValues = ({ startsAt, endsAt }: { startsAt?: string | null; endsAt?: string | null }) => ({
  startsAt: startsAt ? new Date(startsAt) : null,
  endsAt: endsAt ? new Date(endsAt) : null,
});
