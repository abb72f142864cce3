/**
 * `notify(tx, { kind, title, route, recordId })`: the one way an area tells staff about an event. Call it inside
 * your write transaction: it fans out one row per active user who may view the kind's area (contract
 * NOTIFICATION_KIND_INFO) and has not turned the kind off, in one statement, so the notifications exist exactly
 * when the change committed. Open portals hear of it after the request answers (./live-pings.ts).
 */
import { sql } from 'drizzle-orm';
import { NOTIFICATION_KIND_INFO, type NotificationKind } from '../../contract/notifications/notifications';
import { MASTER_ADMIN } from '../../contract/platform/permissions';
import type { RouteName } from '../../contract/platform/routes';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { pingAfterResponse } from './live-pings';

export type { NotificationKind } from '../../contract/notifications/notifications';
/** The kind names, for callers: `notify(tx, { kind: lowStock, … })`. */
export const newOrder = 'newOrder' satisfies NotificationKind;
export const returnRequested = 'returnRequested' satisfies NotificationKind;
export const newTicket = 'newTicket' satisfies NotificationKind;
export const lowStock = 'lowStock' satisfies NotificationKind;
export const paymentFailed = 'paymentFailed' satisfies NotificationKind;
export const webhookOff = 'webhookOff' satisfies NotificationKind;

export interface NotificationInput {
  kind: NotificationKind;
  /** One line staff read in the bell, e.g. 'Low stock: Cotton Kurta (3 left)'. */
  title: string;
  /** The screen the record opens in; default the kind's own (MANAGE_STOCK for lowStock, …). */
  route?: RouteName;
  recordId: string | number;
}

/** Longest title kept; a longer one is cut (titles are built from names staff typed). */
const MAX_TITLE = 200;

/** The SQL test "this user may view `permission`": Master Admin, or a 1 at the dotted path of moduleAccess. */
export const mayView = (permission: string) =>
  sql`(u.role = ${MASTER_ADMIN} or u.module_access #>> ${`{${permission.split('.').join(',')}}`}::text[] = '1')`;

/** Writes the notification for every user who should get it, in `tx`; returns their ids. */
export async function notify(tx: Db, input: NotificationInput): Promise<number[]> {
  const info = NOTIFICATION_KIND_INFO[input.kind];
  const title = input.title.length > MAX_TITLE ? `${input.title.slice(0, MAX_TITLE - 1)}…` : input.title;
  const rows = await queryRows<{ user_id: number }>(
    tx,
    sql`
    insert into notifications (user_id, kind, title, route, record_id)
    select u.id, ${input.kind}, ${title}, ${input.route ?? info.route}, ${String(input.recordId)}
    from portal_users u
    where u.status = 'Active' and ${mayView(info.permission)}
      and not exists (select 1 from notification_preferences p where p.user_id = u.id and ${input.kind} = any(p.muted))
    returning user_id`,
  );
  const userIds = rows.map((row) => Number(row.user_id));
  pingAfterResponse(userIds);
  return userIds;
}
