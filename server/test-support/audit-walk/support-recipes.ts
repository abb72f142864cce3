/** Calls for support tickets (server/support/ticket-routes.ts) and each user's notifications (server/notifications/routes.ts). */
import { sql } from 'drizzle-orm';
import { NOTIFICATION_KINDS, NOTIFICATIONS_API } from '../../../contract/notifications/notifications';
import { SUPPORT_TICKET_API } from '../../../contract/support/support-ticket';
import { queryRows } from '../../db/transaction';
import type { Recipe, Walk } from './walk';
import { API_BASE } from '../../../contract/platform/api-paths';

/** A ticket the walk has not closed (the demo data has plenty), at its version. */
async function someTicket(walk: Walk) {
  const rows = await queryRows<{ id: number; version: number; priority: string }>(
    walk.db,
    sql`select id, version, priority from support_tickets where status <> 'Closed' order by id offset ${walk.next() % 10} limit 1`,
  );
  if (!rows[0]) throw new Error('supportTicket: no open demo ticket for the audit walk');
  return rows[0];
}

/** An unread notification of the user (the demo data gives the Master Admin several). */
async function unreadOf(walk: Walk, userId: number) {
  const [row] = await queryRows<{ id: number }>(
    walk.db,
    sql`select id from notifications where user_id = ${userId} and read_at is null order by id limit 1`,
  );
  if (!row) throw new Error('notification: no unread demo notification for the audit walk');
  return Number(row.id);
}

const api = (path: string) => `${API_BASE}${path}`;

export const SUPPORT_RECIPES: Record<string, Recipe> = {
  [`POST ${api(SUPPORT_TICKET_API.create)}`]: async (walk) => {
    const admin = await walk.signIn();
    const [customer] = await queryRows<{ id: number }>(walk.db, sql`select id from customers order by id limit 1`);
    return [
      {
        method: 'POST',
        url: SUPPORT_TICKET_API.create,
        body: { subject: `Walk ${walk.next()}`, customerId: customer.id, message: 'Called about a late parcel.' },
        token: admin.token,
        actorId: admin.userId,
      },
    ];
  },
  [`POST ${api(SUPPORT_TICKET_API.messages('{id}'))}`]: async (walk) => {
    const admin = await walk.signIn();
    const ticket = await someTicket(walk);
    return [
      {
        method: 'POST',
        url: SUPPORT_TICKET_API.messages(ticket.id),
        body: { kind: 'reply', body: 'It ships today.' },
        token: admin.token,
        actorId: admin.userId,
      },
      {
        method: 'POST',
        url: SUPPORT_TICKET_API.messages(ticket.id),
        body: { kind: 'note', body: 'Checked with the warehouse.' },
        token: admin.token,
        actorId: admin.userId,
      },
    ];
  },
  [`PUT ${api(SUPPORT_TICKET_API.update('{id}'))}`]: async (walk) => {
    const admin = await walk.signIn();
    const ticket = await someTicket(walk);
    const priority = ticket.priority === 'Urgent' ? 'Low' : 'Urgent';
    return [
      {
        method: 'PUT',
        url: SUPPORT_TICKET_API.update(ticket.id),
        body: { priority, version: ticket.version },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
  [`PUT ${api(NOTIFICATIONS_API.read('{id}'))}`]: async (walk) => {
    const admin = await walk.signIn();
    return [
      {
        method: 'PUT',
        url: NOTIFICATIONS_API.read(await unreadOf(walk, admin.userId)),
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
  [`PUT ${api(NOTIFICATIONS_API.readAll)}`]: async (walk) => {
    const admin = await walk.signIn();
    return [{ method: 'PUT', url: NOTIFICATIONS_API.readAll, token: admin.token, actorId: admin.userId }];
  },
  // Turns return requests off (or back on): the row's changes name the kind, before and after.
  [`PUT ${api(NOTIFICATIONS_API.preferences)}`]: async (walk) => {
    const admin = await walk.signIn();
    const [row] = await queryRows<{ muted: string[]; version: number }>(
      walk.db,
      sql`select muted, version from notification_preferences where user_id = ${admin.userId}`,
    );
    // Every kind on, but return requests flipped: a kind added later is in the body without touching this recipe.
    const kinds = Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [
        kind,
        kind === 'returnRequested' ? Boolean(row?.muted.includes('returnRequested')) : true,
      ]),
    );
    return [
      {
        method: 'PUT',
        url: NOTIFICATIONS_API.preferences,
        body: { kinds, version: row?.version ?? 1 },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
};
