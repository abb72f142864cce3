import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../contract/platform/api-paths';
import { ORDER_API } from '../../contract/orders/order-processing';
import { MAX_PRESENCES_PER_USER, type OrderPresence } from '../../contract/orders/order-presence';
import { MAX_ROW_ID } from '../../contract/platform/resource';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { errorBody, getWithToken, signInAs } from '../test-support/requests';
import { eventReader, type Sse } from '../test-support/streams';
import { orderIds } from './order-test-support';
import { sweepExpiredPresence } from './presence';

const tab = (n: number) => n.toString(16).padStart(32, '0');

/** The next `presence` event of a stream, skipping the others (counts). */
async function nextPresence(next: () => Promise<Sse>) {
  for (;;) {
    const event = await next();
    if (event.event === 'presence') return event.data;
  }
}

describe.each(ENGINES)('order presence on %s', (engine) => {
  let t: TestApp;
  let base: string;
  let admin: { token: string; id: number };
  let orders: { token: string; id: number };
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 40 });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const signIn = async (name: string, password: string) => {
      const session = await signInAs(t.app, name, password);
      return { token: session.token, id: session.userDetails.id };
    };
    admin = await signIn('admin', 'Admin@12345');
    orders = await signIn('orders', 'Orders@12345');
  });
  afterAll(() => t?.close());

  const beat = (token: string, id: number | string, tabId: string, method: 'PUT' | 'DELETE' = 'PUT') =>
    t.app.inject({
      method,
      url: `/api${ORDER_API.presence(id)}?tabId=${encodeURIComponent(tabId)}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const list = async (token: string) => {
    const response = await getWithToken(t.app, ORDER_API.presenceList, token);
    expect(response.statusCode).toBe(200);
    return response.json().output as OrderPresence[];
  };
  const clear = () => t.db.execute(sql`delete from order_presence`);
  const stream = async (token: string) => {
    const abort = new AbortController();
    const response = await fetch(`${base}${API_BASE}${ORDER_API.live}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    const next = eventReader(response.body!);
    expect((await next()).event).toBe('counts');
    return { next, close: () => abort.abort() };
  };

  it('shows an open order to other staff, live, but not to its holder; a renewal keeps since and says nothing', async () => {
    await clear();
    const [id] = await orderIds(t.db, 1, 0);
    const watcher = await stream(orders.token);
    const first = await beat(admin.token, id, tab(1));
    expect(first.statusCode).toBe(200);
    const since = first.json().output.since as string;
    expect(await nextPresence(watcher.next)).toEqual({ orderId: id, userId: admin.id, userName: 'Aditi Rao', since });
    expect(await list(orders.token)).toEqual([{ orderId: id, userId: admin.id, userName: 'Aditi Rao', since }]);
    expect(await list(admin.token)).toEqual([]);

    const renewed = await beat(admin.token, id, tab(1));
    expect(renewed.json().output.since).toBe(since);
    expect(Date.parse(renewed.json().output.expiresAt)).toBeGreaterThanOrEqual(
      Date.parse(first.json().output.expiresAt),
    );
    // The next event heard is the leave below, not the renewal.
    expect((await beat(admin.token, id, tab(1), 'DELETE')).json().output).toEqual({ removed: true });
    expect(await nextPresence(watcher.next)).toEqual({
      orderId: id,
      userId: admin.id,
      userName: 'Aditi Rao',
      since: null,
    });
    expect(await list(orders.token)).toEqual([]);
    watcher.close();
  });

  it('tells a tab opening an order whether another user had it open first, and of two opening it at once exactly one is first', async () => {
    await clear();
    const [id, other] = await orderIds(t.db, 2, 0);
    const alone = await beat(admin.token, id, tab(1));
    expect(alone.json().output.firstBy).toBeNull();
    const second = await beat(orders.token, id, tab(2));
    expect(second.json().output.firstBy).toEqual({
      userId: admin.id,
      userName: 'Aditi Rao',
      since: alone.json().output.since,
    });
    // The first holder's renewal still finds nobody before it.
    expect((await beat(admin.token, id, tab(1))).json().output.firstBy).toBeNull();
    // Ten times over, two users open the same order at the same moment: one is first, the other is told so.
    for (let round = 0; round < 10; round++) {
      await clear();
      const [a, b] = await Promise.all([beat(admin.token, other, tab(3)), beat(orders.token, other, tab(4))]);
      const firsts = [a, b].map((r) => r.json().output.firstBy as { userId: number } | null);
      expect(firsts.filter((f) => f === null)).toHaveLength(1);
      expect(firsts.find((f) => f !== null)!.userId).toBe(firsts[0] === null ? admin.id : orders.id);
    }
  });

  it('moves a tab to the next order, and keeps an order shown while another tab of the user has it open', async () => {
    await clear();
    const [a, b] = await orderIds(t.db, 2, 2);
    await beat(admin.token, a, tab(1));
    await beat(admin.token, a, tab(2));
    expect((await beat(admin.token, b, tab(1))).statusCode).toBe(200);
    expect((await list(orders.token)).map((p) => p.orderId).toSorted((x, y) => x - y)).toEqual(
      [a, b].toSorted((x, y) => x - y),
    );
    await beat(admin.token, a, tab(2), 'DELETE');
    expect((await list(orders.token)).map((p) => p.orderId)).toEqual([b]);
    // A late DELETE for the order tab 1 left changes nothing.
    expect((await beat(admin.token, a, tab(1), 'DELETE')).json().output).toEqual({ removed: false });
    expect((await list(orders.token)).map((p) => p.orderId)).toEqual([b]);
  });

  it('ignores a lapsed presence at once and sweeps it, announcing the change', async () => {
    await clear();
    const [id] = await orderIds(t.db, 1, 4);
    await beat(admin.token, id, tab(1));
    await beat(orders.token, id, tab(7));
    await t.db.execute(
      sql`update order_presence set expires_at = now() - interval '1 second' where user_id = ${admin.id}`,
    );
    expect(await list(orders.token)).toEqual([]);
    expect(await list(admin.token)).toHaveLength(1);
    expect(await sweepExpiredPresence(t.db)).toEqual([
      { orderId: id, userId: admin.id, userName: 'Aditi Rao', since: null },
    ]);
    expect(await sweepExpiredPresence(t.db)).toEqual([]);
    const rows = await t.db.execute(sql`select user_id from order_presence`);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    // A heartbeat after the lapse starts anew.
    const again = await beat(admin.token, id, tab(1));
    expect(again.statusCode).toBe(200);
    expect(await list(orders.token)).toEqual([
      { orderId: id, userId: admin.id, userName: 'Aditi Rao', since: again.json().output.since },
    ]);
  });

  it(`holds at most ${MAX_PRESENCES_PER_USER} tabs per user, even when they all start at once`, async () => {
    await clear();
    const ids = await orderIds(t.db, MAX_PRESENCES_PER_USER + 2, 10);
    const answers = await Promise.all(ids.map((id, i) => beat(orders.token, id, tab(100 + i))));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(MAX_PRESENCES_PER_USER);
    expect(codes.filter((c) => c === 429)).toHaveLength(2);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(errorBody(refused).errors[0].message).toMatch(/already open in 10 of your tabs/);
    expect(refused.headers['retry-after']).toBe('30');
    // A held tab still renews, and moves to another order.
    const held = answers.findIndex((r) => r.statusCode === 200);
    expect((await beat(orders.token, ids[held], tab(100 + held))).statusCode).toBe(200);
    const refusedOrder = ids[answers.indexOf(refused)];
    expect((await beat(orders.token, refusedOrder, tab(100 + held))).statusCode).toBe(200);
    const shown = (await list(admin.token)).map((p) => p.orderId);
    expect(shown).toHaveLength(MAX_PRESENCES_PER_USER);
    expect(shown).toContain(refusedOrder);
    expect(shown).not.toContain(ids[held]);
    // Other users are not limited by it.
    expect((await beat(admin.token, ids[0], tab(1))).statusCode).toBe(200);
  });

  it('answers bad input with 400, an unknown order with 404, and never a 5xx', async () => {
    const [id] = await orderIds(t.db, 1, 0);
    const badIds = ['0', '-1', 'abc', '1.5', String(MAX_ROW_ID + 1), '9'.repeat(40), ' '];
    for (const bad of badIds)
      for (const method of ['PUT', 'DELETE'] as const)
        expect((await beat(admin.token, bad, tab(1), method)).statusCode, `${method} ${bad}`).toBe(400);
    // A path parameter past the router's length limit is refused before any handler (the platform's 414).
    expect((await beat(admin.token, '9'.repeat(400), tab(1))).statusCode).toBe(414);
    for (const method of ['PUT', 'DELETE'] as const) {
      const missing = await beat(admin.token, MAX_ROW_ID, tab(1), method);
      expect(missing.statusCode).toBe(404);
      expect(errorBody(missing).errors[0].message).toBe('The requested record was not found.');
    }
    const badTabs = [
      '',
      'ABCDEF'.padEnd(32, '0'),
      tab(1).slice(1),
      `${tab(1)}0`,
      `'; drop table order_presence; --`,
      'x'.repeat(5000),
    ];
    for (const bad of badTabs) {
      const response = await beat(admin.token, id, bad);
      expect(response.statusCode, bad).toBe(400);
      expect(errorBody(response).errors[0].message).toMatch(/^(Invalid format|Value is required)$/);
    }
    const noTab = await t.app.inject({
      method: 'PUT',
      url: `/api${ORDER_API.presence(id)}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(noTab.statusCode).toBe(400);
  });

  it('refuses without a session or without order access', async () => {
    const [id] = await orderIds(t.db, 1, 0);
    expect((await beat('bad-token', id, tab(1))).statusCode).toBe(401);
    expect((await getWithToken(t.app, ORDER_API.presenceList)).statusCode).toBe(401);
    const catalogue = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
    expect((await beat(catalogue, id, tab(1))).statusCode).toBe(403);
    expect((await getWithToken(t.app, ORDER_API.presenceList, catalogue)).statusCode).toBe(403);
  });
});
