/**
 * Presence (contract/orders/order-presence.ts): a tab's heartbeat on the order in its panel, its removal, the
 * list of who processes which orders, and the sweep of expired rows. One user's writes run one at a time
 * (a transaction-scoped advisory lock per user), so the MAX_PRESENCES_PER_USER cap is counted and taken
 * in one step and a burst of tabs cannot pass it together. Each returns the changes to announce on the
 * live bus once committed: per user and order, whether the user still has it open (`since`) or not (null).
 */
import { sql } from 'drizzle-orm';
import {
  MAX_PRESENCES_PER_USER,
  PRESENCE_TTL_SECONDS,
  type OrderPresence,
  type OrderPresenceChange,
} from '../../contract/orders/order-presence';
import { ORDER_MESSAGES } from '../../contract/platform/messages';
import type { Db } from '../db/client';
import { queryRows, withTransaction } from '../db/transaction';
import { HttpError, notFound } from '../platform/http/http-errors';
import { iso } from './order-rows';

/** Advisory-lock class of presence writes ("pres"; the two-integer form: its own key space). */
const PRESENCE_LOCK = 0x70726573;
/** The list's bound: at most MAX_PRESENCES_PER_USER per user, so this many is far beyond any shop's staff. */
const LIST_LIMIT = 5000;

export interface PresenceUser {
  id: number;
  name: string;
}

export interface Heartbeat {
  orderId: number;
  since: string;
  expiresAt: string;
  /** Another user who opened the order before this tab did (the earliest), or null. */
  firstBy: { userId: number; userName: string; since: string } | null;
}

/** Serializes the first heartbeats on one order: of two tabs opening it at once, the second sees the first. */
const PRESENCE_ORDER_LOCK = 0x70726f72;

/** The earliest live presence on `orderId` of another user than `userId`, opened before `since`. */
async function firstOther(
  tx: Db,
  userId: number,
  orderId: number,
  since: Date | string,
): Promise<Heartbeat['firstBy']> {
  const [row] = await queryRows<{ user_id: number; user_name: string; since: Date | string }>(
    tx,
    sql`select p.user_id, u.name as user_name, p.since
    from order_presence p join portal_users u on u.id = p.user_id
    where p.order_id = ${orderId} and p.user_id <> ${userId} and p.expires_at > now() and p.since <= ${since}
    order by p.since, p.user_id limit 1`,
  );
  return row ? { userId: row.user_id, userName: row.user_name, since: iso(row.since)! } : null;
}

/** Since when `userId` has `orderId` open in any live tab (the earliest), or null. */
async function openSince(tx: Db, userId: number, orderId: number): Promise<string | null> {
  const [row] = await queryRows<{ since: Date | string | null }>(
    tx,
    sql`select min(since) as since from order_presence
    where user_id = ${userId} and order_id = ${orderId} and expires_at > now()`,
  );
  return iso(row?.since ?? null);
}

const changeOf = async (tx: Db, user: PresenceUser, orderId: number): Promise<OrderPresenceChange> => ({
  orderId,
  userId: user.id,
  userName: user.name,
  since: await openSince(tx, user.id, orderId),
});

const lockUser = (tx: Db, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${PRESENCE_LOCK}::integer, ${userId}::integer)`);

/**
 * Renews (or starts) the presence of `tabId` on `orderId`; moving the tab to another order leaves the one it
 * showed. 404 for an unknown order; 429 when the user already holds MAX_PRESENCES_PER_USER in other tabs.
 */
export function presenceHeartbeat(
  db: Db,
  user: PresenceUser,
  orderId: number,
  tabId: string,
): Promise<{ heartbeat: Heartbeat; changes: OrderPresenceChange[] }> {
  return withTransaction(db, async (tx) => {
    await lockUser(tx, user.id);
    const [previous] = await queryRows<{ order_id: number | string; live: boolean }>(
      tx,
      sql`select order_id, expires_at > now() as live
      from order_presence where user_id = ${user.id} and tab_id = ${tabId}`,
    );
    const renewal = previous?.live === true && Number(previous.order_id) === orderId;
    if (!previous?.live) {
      const [held] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from order_presence
        where user_id = ${user.id} and tab_id <> ${tabId} and expires_at > now()`,
      );
      if (Number(held.n) >= MAX_PRESENCES_PER_USER) {
        throw new HttpError(429, [{ message: ORDER_MESSAGES.tooManyPresences(MAX_PRESENCES_PER_USER) }], {
          'retry-after': String(PRESENCE_TTL_SECONDS),
        });
      }
    }
    if (!renewal)
      await tx.execute(sql`select pg_advisory_xact_lock(${PRESENCE_ORDER_LOCK}::integer, ${orderId}::integer)`);
    // A new order (or a lapsed presence) starts a new `since` — the clock's, taken under the order's lock, so the
    // order of `since` is the order the tabs came in (a transaction's now() is its start); a renewal keeps it.
    const [row] = await queryRows<{ since: Date | string; expires_at: Date | string }>(
      tx,
      sql`insert into order_presence (user_id, tab_id, order_id, since, expires_at)
      select ${user.id}::int, ${tabId}, id, clock_timestamp(), now() + make_interval(secs => ${PRESENCE_TTL_SECONDS}) from orders where id = ${orderId}
      on conflict (user_id, tab_id) do update set order_id = excluded.order_id, expires_at = excluded.expires_at,
        since = case when ${renewal} then order_presence.since else excluded.since end
      returning since, expires_at`,
    );
    if (!row) throw notFound();
    const heartbeat = {
      orderId,
      since: iso(row.since)!,
      expiresAt: iso(row.expires_at)!,
      firstBy: await firstOther(tx, user.id, orderId, row.since),
    };
    if (renewal) return { heartbeat, changes: [] };
    const left = previous?.live ? [await changeOf(tx, user, Number(previous.order_id))] : [];
    return { heartbeat, changes: [...left, await changeOf(tx, user, orderId)] };
  });
}

/** Ends the presence of `tabId` on `orderId` (a closed panel or tab); nothing when it has moved on or lapsed. 404 for an unknown order. */
export function leaveOrder(
  db: Db,
  user: PresenceUser,
  orderId: number,
  tabId: string,
): Promise<{ removed: boolean; changes: OrderPresenceChange[] }> {
  return withTransaction(db, async (tx) => {
    await lockUser(tx, user.id);
    const [gone] = await queryRows<{ live: boolean }>(
      tx,
      sql`delete from order_presence
      where user_id = ${user.id} and tab_id = ${tabId} and order_id = ${orderId} returning expires_at > now() as live`,
    );
    if (!gone) {
      const [order] = await queryRows<{ id: number }>(tx, sql`select id from orders where id = ${orderId}`);
      if (!order) throw notFound();
      return { removed: false, changes: [] };
    }
    return { removed: true, changes: gone.live ? [await changeOf(tx, user, orderId)] : [] };
  });
}

/** Who processes which orders now (live presences only), one entry per user and order, without `exceptUserId` (the viewer). */
export async function listPresence(db: Db, exceptUserId: number): Promise<OrderPresence[]> {
  const rows = await queryRows<{ order_id: number | string; user_id: number; user_name: string; since: Date | string }>(
    db,
    sql`
    select p.order_id, p.user_id, u.name as user_name, min(p.since) as since
    from order_presence p join portal_users u on u.id = p.user_id
    where p.expires_at > now() and p.user_id <> ${exceptUserId}
    group by p.order_id, p.user_id, u.name order by min(p.since), p.order_id limit ${LIST_LIMIT}`,
  );
  return rows.map((r) => ({
    orderId: Number(r.order_id),
    userId: r.user_id,
    userName: r.user_name,
    since: iso(r.since)!,
  }));
}

/**
 * Deletes the expired presences (tabs that closed without saying so) and returns what changed: one statement,
 * so processes sweeping at once each delete, and announce, different rows.
 */
export async function sweepExpiredPresence(db: Db): Promise<OrderPresenceChange[]> {
  const rows = await queryRows<{
    order_id: number | string;
    user_id: number;
    user_name: string;
    since: Date | string | null;
  }>(
    db,
    sql`
    with gone as (delete from order_presence where expires_at <= now() returning order_id, user_id)
    select g.order_id, g.user_id, u.name as user_name,
      (select min(p.since) from order_presence p where p.user_id = g.user_id and p.order_id = g.order_id and p.expires_at > now()) as since
    from (select distinct order_id, user_id from gone) g join portal_users u on u.id = g.user_id`,
  );
  return rows.map((r) => ({
    orderId: Number(r.order_id),
    userId: r.user_id,
    userName: r.user_name,
    since: iso(r.since),
  }));
}
