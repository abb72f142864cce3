/**
 * A user's own notifications: the list and unread count (only the kinds their access still allows, so a user
 * who lost an area stops seeing its old notifications), marking read, and the choice of kinds. Each write is
 * one transaction with its audit row.
 */
import { sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '../../contract/platform/messages';
import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationKind,
  type NotificationPreferences,
} from '../../contract/notifications/notifications';
import { hasPermission, type ModuleAccess } from '../../contract/platform/permissions';
import type { Db } from '../db/client';
import { queryRows, withTransaction } from '../db/transaction';
import { recordAudit } from '../platform/audit/record';
import { conflict, notFound } from '../platform/http/http-errors';

const ENTITY = 'notification';
type User = { id: number; role: string; moduleAccess: ModuleAccess | null | undefined };

/** The kinds the user's access allows. */
export const visibleKinds = (user: User): NotificationKind[] =>
  NOTIFICATION_KINDS.filter((kind) => hasPermission(user, NOTIFICATION_KIND_INFO[kind].permission));

const mine = (user: User): SQL =>
  sql`n.user_id = ${user.id} and n.kind = any(${sql.param(visibleKinds(user))}::text[])`;

export async function unreadCount(db: Db, user: User): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select count(*) as n from notifications n where ${mine(user)} and n.read_at is null`,
  );
  return Number(row.n);
}

type Raw = {
  id: string | number;
  kind: NotificationKind;
  title: string;
  route: string;
  record_id: string;
  read_at: unknown;
  created_at: Date | string;
};
const toNotification = (r: Raw): Notification => ({
  id: Number(r.id),
  kind: r.kind,
  title: r.title,
  route: r.route,
  recordId: r.record_id,
  read: r.read_at !== null,
  createdAt: new Date(r.created_at).toISOString(),
});

/** One page, newest first. */
export async function listNotifications(db: Db, user: User, pageNum: number, unreadOnly: boolean) {
  const where = unreadOnly ? sql`${mine(user)} and n.read_at is null` : mine(user);
  const [rows, [total], unread] = await Promise.all([
    queryRows<Raw>(
      db,
      sql`select n.* from notifications n where ${where} order by n.id desc limit ${NOTIFICATION_PAGE_SIZE} offset ${pageNum * NOTIFICATION_PAGE_SIZE}`,
    ),
    queryRows<{ n: string }>(db, sql`select count(*) as n from notifications n where ${where}`),
    unreadCount(db, user),
  ]);
  return {
    content: rows.map(toNotification),
    totalElements: Number(total.n),
    unread,
    pageNum,
    pageSize: NOTIFICATION_PAGE_SIZE,
  };
}

/** Marks one of the user's notifications read (again is harmless: changed 0); someone else's is a 404. */
export function markRead(db: Db, user: User, id: number) {
  return withTransaction(db, async (tx) => {
    const [row] = await queryRows<{ read_at: unknown }>(
      tx,
      sql`select n.read_at from notifications n where n.id = ${id} and ${mine(user)} for update`,
    );
    if (!row) throw notFound();
    const changed =
      row.read_at === null
        ? (await queryRows(tx, sql`update notifications set read_at = now() where id = ${id} returning id`)).length
        : 0;
    await recordAudit(tx, {
      entity: ENTITY,
      entityId: id,
      action: 'read',
      changes: { read: { before: row.read_at !== null, after: true } },
    });
    return { changed, unread: await unreadCount(tx, user) };
  });
}

/** Marks every unread notification of the user read. */
export function markAllRead(db: Db, user: User) {
  return withTransaction(db, async (tx) => {
    const changed = (
      await queryRows(
        tx,
        sql`update notifications n set read_at = now() where ${mine(user)} and n.read_at is null returning n.id`,
      )
    ).length;
    await recordAudit(tx, { entity: ENTITY, entityId: user.id, action: 'read-all', detail: { changed } });
    return { changed, unread: await unreadCount(tx, user) };
  });
}

/** The user's choice: every kind on until they save one (version 1 then, as for a new row). */
export async function readPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const [row] = await queryRows<{ muted: string[]; version: number }>(
    db,
    sql`select muted, version from notification_preferences where user_id = ${userId}`,
  );
  const muted = new Set(row?.muted ?? []);
  return {
    kinds: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, !muted.has(k)])) as NotificationPreferences['kinds'],
    version: row?.version ?? 1,
  };
}

/** Saves the choice at the version read; a stale version is a 409. The first save creates the row at version 1 → 2. */
export function savePreferences(
  db: Db,
  userId: number,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  const muted = NOTIFICATION_KINDS.filter((k) => !input.kinds[k]);
  return withTransaction(db, async (tx) => {
    const before = await readPreferences(tx, userId);
    await tx.execute(
      sql`insert into notification_preferences (user_id) values (${userId}) on conflict (user_id) do nothing`,
    );
    const saved = await queryRows(
      tx,
      sql`update notification_preferences set muted = ${sql.param(muted)}::text[], version = version + 1, updated_at = now()
      where user_id = ${userId} and version = ${input.version} returning user_id`,
    );
    if (saved.length === 0) throw conflict(MESSAGES.staleVersion);
    const after = await readPreferences(tx, userId);
    const changes = Object.fromEntries(
      NOTIFICATION_KINDS.filter((k) => before.kinds[k] !== after.kinds[k]).map((k) => [
        k,
        { before: before.kinds[k], after: after.kinds[k] },
      ]),
    );
    await recordAudit(tx, { entity: 'notificationPreferences', entityId: userId, action: 'update', changes });
    return after;
  });
}
