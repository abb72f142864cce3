/** NOTIFICATIONS (issue 14 §6): fan-out by access and choice, read/unread, preferences at a version, the live ping to its users only. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../contract/platform/api-paths';
import { ORDER_API } from '../../contract/orders/order-processing';
import { MESSAGES } from '../../contract/platform/messages';
import { NOTIFICATIONS_API, type NotificationList } from '../../contract/notifications/notifications';
import { grant } from '../../contract/platform/permissions';
import { SUPPORT_TICKET_API } from '../../contract/support/support-ticket';
import { portalUsers } from '../platform/auth/schema';
import { hashPassword } from '../platform/auth/passwords';
import { queryRows } from '../db/transaction';
import { errorBody, getWithToken, postJson, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

const PASSWORD = 'Support@12345';

describe.each(ENGINES)('notifications on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let customerId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 30 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    [{ id: customerId }] = await queryRows<{ id: number }>(t.db, sql`select id from customers order by id limit 1`);
    const passwordHash = await hashPassword(PASSWORD);
    const support = grant(['people.supportTicket.view', 'orders.order.view']);
    await t.db.insert(portalUsers).values([
      { username: 'desk1', email: 'desk1@demoshop.in', name: 'Desk One', passwordHash, moduleAccess: support },
      { username: 'desk2', email: 'desk2@demoshop.in', name: 'Desk Two', passwordHash, moduleAccess: support },
      {
        username: 'desk3',
        email: 'desk3@demoshop.in',
        name: 'Desk Gone',
        passwordHash,
        moduleAccess: support,
        status: 'Inactive',
      },
    ]);
  });
  afterAll(() => t?.close());

  const put = (path: string, token: string, body?: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(body ? { payload: body } : {}),
    });
  const list = async (token: string, unread = false) =>
    (await getWithToken(t.app, `${NOTIFICATIONS_API.list}${unread ? '?unread=true' : ''}`, token)).json()
      .output as NotificationList;
  const unread = async (token: string) =>
    (await getWithToken(t.app, NOTIFICATIONS_API.unreadCount, token)).json().output.unread as number;
  const logTicket = async (subject: string) => {
    const response = await postJson(
      t.app,
      SUPPORT_TICKET_API.create,
      { subject, customerId, message: 'Phoned in.' },
      { token: admin },
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().output.id as number;
  };
  const receivers = async (recordId: number) =>
    (
      await queryRows<{ username: string }>(
        t.db,
        sql`select u.username from notifications n
    join portal_users u on u.id = n.user_id where n.kind = 'newTicket' and n.record_id = ${String(recordId)} order by u.username`,
      )
    ).map((r) => r.username);

  it('sends a new ticket to every active user who may see tickets, and to no one else', async () => {
    const id = await logTicket('Fan-out');
    expect(await receivers(id)).toEqual(['admin', 'desk1', 'desk2']);
    const desk1 = (await signInAs(t.app, 'desk1', PASSWORD)).token;
    const [first] = (await list(desk1)).content;
    expect(first).toMatchObject({ kind: 'newTicket', route: 'SUPPORT_TICKET', recordId: String(id), read: false });
    expect(first.title).toContain('Fan-out');
    const orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    expect((await list(orders)).content.some((n) => n.kind === 'newTicket')).toBe(false);
  });

  it('leaves out a kind the user turned off, and refuses a stale save of the choice', async () => {
    const desk2 = (await signInAs(t.app, 'desk2', PASSWORD)).token;
    const current = (await getWithToken(t.app, NOTIFICATIONS_API.preferences, desk2)).json().output;
    expect(current.kinds.newTicket).toBe(true);
    const saved = await put(NOTIFICATIONS_API.preferences, desk2, {
      kinds: { ...current.kinds, newTicket: false },
      version: current.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().output).toMatchObject({
      kinds: { newTicket: false, newOrder: true },
      version: current.version + 1,
    });
    const stale = await put(NOTIFICATIONS_API.preferences, desk2, { kinds: current.kinds, version: current.version });
    expect(stale.statusCode).toBe(409);
    expect(errorBody(stale).errors[0].message).toBe(MESSAGES.staleVersion);
    expect(await receivers(await logTicket('After muting'))).toEqual(['admin', 'desk1']);
  });

  it("marks one read (only the user's own) and then all read", async () => {
    const desk1 = (await signInAs(t.app, 'desk1', PASSWORD)).token;
    await logTicket('Another');
    const before = await unread(desk1);
    expect(before).toBeGreaterThanOrEqual(2);
    const [newest] = (await list(desk1, true)).content;
    const one = await put(NOTIFICATIONS_API.read(newest.id), desk1);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().output).toEqual({ changed: 1, unread: before - 1 });
    expect((await put(NOTIFICATIONS_API.read(newest.id), desk1)).json().output.changed).toBe(0);
    const [adminsOwn] = (await list(admin)).content;
    expect((await put(NOTIFICATIONS_API.read(adminsOwn.id), desk1)).statusCode).toBe(404);
    const all = await put(NOTIFICATIONS_API.readAll, desk1);
    expect(all.json().output).toEqual({ changed: before - 1, unread: 0 });
    expect((await list(desk1)).content.every((n) => n.read)).toBe(true);
    expect(await unread(admin)).toBeGreaterThan(0);
  });

  it('hides a kind from a user who lost its area, and shows the demo notifications to the Master Admin', async () => {
    const kinds = new Set((await list(admin)).content.map((n) => n.kind));
    // The seed notifies of its newest tickets, new orders, return requests and failed payments (those a 30-order shop has).
    expect(kinds.has('newTicket') && kinds.has('newOrder')).toBe(true);
    const desk1 = (await signInAs(t.app, 'desk1', PASSWORD)).token;
    await logTicket('Before losing access');
    expect(await unread(desk1)).toBe(1);
    await t.db.execute(
      sql`update portal_users set module_access = ${JSON.stringify(grant(['orders.order.view']))}::jsonb where username = 'desk1'`,
    );
    const again = (await signInAs(t.app, 'desk1', PASSWORD)).token;
    expect(await unread(again)).toBe(0);
  });

  it("pings only the receivers' open portals when a notification is written", async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const open = async (token: string, abort: AbortController) => {
      const response = await fetch(`${base}${API_BASE}${ORDER_API.live}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: abort.signal,
      });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      const until = async (pattern: RegExp, ms: number) => {
        const deadline = Date.now() + ms;
        while (!pattern.test(text) && Date.now() < deadline) {
          const chunk = await Promise.race([
            reader.read(),
            new Promise<null>((r) => setTimeout(r, deadline - Date.now(), null)),
          ]);
          if (!chunk || chunk.done) break;
          text += decoder.decode(chunk.value, { stream: true });
        }
        return pattern.test(text);
      };
      await until(/event: counts/, 5000);
      return until;
    };
    const abort = new AbortController();
    const adminStream = await open(admin, abort);
    const ordersStream = await open((await signInAs(t.app, 'orders', 'Orders@12345')).token, abort);
    await logTicket('Live');
    expect(await adminStream(/event: notifications\ndata: \{\}/, 5000)).toBe(true);
    expect(await ordersStream(/event: notifications/, 500)).toBe(false);
    abort.abort();
  });
});
