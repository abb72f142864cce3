import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../contract/platform/api-paths';
import { ACCOUNT_API } from '../../contract/account/account';
import { AUTH_API } from '../../contract/account/auth';
import { ORDER_API } from '../../contract/orders/order-processing';
import { ORDER_MESSAGES } from '../../contract/platform/messages';
import { signInAs } from '../test-support/requests';
import { endsWithin, eventReader } from '../test-support/streams';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { MAX_STREAMS_PER_USER } from './live-hub';
import { act, orderIds, putOrderInto } from './order-test-support';
import { scaled } from '../test-support/timeouts';

describe.each(ENGINES)('live streams belong to their session on %s', (engine) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // No session cache: the streams' re-check runs each second and sees the database at once.
    t = await createTestApp(engine, { sessionCacheMs: 0 }, { orders: 20 });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const connect = (token: string, signal?: AbortSignal) =>
    fetch(`${base}${API_BASE}${ORDER_API.live}`, { headers: { authorization: `Bearer ${token}` }, signal });
  const logout = (refreshtoken: string) =>
    t.app.inject({ method: 'POST', url: `${API_BASE}${AUTH_API.logout}`, payload: { refreshtoken } });

  it("ends a stream when its session logs out, and only that session's", async () => {
    const [mine, other] = [
      await signInAs(t.app, 'orders', 'Orders@12345'),
      await signInAs(t.app, 'orders', 'Orders@12345'),
    ];
    const stream = await connect(mine.token);
    const abort = new AbortController();
    const otherStream = await connect(other.token, abort.signal);
    expect([stream.status, otherStream.status]).toEqual([200, 200]);
    expect((await logout(mine.refreshtoken)).statusCode).toBe(200);
    expect(await endsWithin(stream.body!.getReader(), 3000)).toBe('ended');
    expect(await endsWithin(otherStream.body!.getReader(), 300)).toBe('open');
    expect((await connect(mine.token)).status).toBe(401);
    abort.abort();
  });

  it('ends a stream when its access token expires', async () => {
    const session = await signInAs(t.app, 'orders', 'Orders@12345');
    const claims = (await t.app.tokens.verifyAccess(session.token))!;
    // Signed as if long ago: it has two seconds left.
    const { token } = await t.app.tokens.signAccess(claims, Date.now() - (t.app.config.accessTokenTtl - 2) * 1000);
    const stream = await connect(token);
    expect(stream.status).toBe(200);
    expect(await endsWithin(stream.body!.getReader(), 6000)).toBe('ended');
  });

  it('ends the streams of a user who is deactivated or loses order access (found by the re-check)', async () => {
    const session = await signInAs(t.app, 'admin', 'Admin@12345');
    const stream = await connect(session.token);
    expect(stream.status).toBe(200);
    await t.db.execute(sql`update portal_users set status = 'Inactive' where username = 'admin'`);
    try {
      expect(await endsWithin(stream.body!.getReader(), 5000)).toBe('ended');
    } finally {
      await t.db.execute(sql`update portal_users set status = 'Active' where username = 'admin'`);
    }
    const orders = await signInAs(t.app, 'orders', 'Orders@12345');
    const [access] = (
      (await t.db.execute(sql`select module_access from portal_users where username = 'orders'`)) as unknown as {
        rows: { module_access: object }[];
      }
    ).rows;
    const kept = await connect(orders.token);
    await t.db.execute(sql`update portal_users set module_access = '{}'::jsonb where username = 'orders'`);
    try {
      expect(await endsWithin(kept.body!.getReader(), 5000)).toBe('ended');
    } finally {
      await t.db.execute(
        sql`update portal_users set module_access = ${JSON.stringify(access.module_access)}::jsonb where username = 'orders'`,
      );
    }
  });

  it('serves staff without order access the company and their own notification events, no order event, through re-checks', async () => {
    const catalogue = await signInAs(t.app, 'catalogue', 'Catalogue@12345');
    const orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    const abort = new AbortController();
    const response = await connect(catalogue.token, abort.signal);
    expect(response.status).toBe(200);
    const next = eventReader(response.body!);
    const [id] = await orderIds(t.db, 1, 15);
    await putOrderInto(t.db, id, { status: 'Pending' });
    expect((await act(t.app, orders, 'order.accept', id)).statusCode).toBe(200);
    // Past a re-check (each second here) and the coalesced counts: the stream stays open and hears neither.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    t.app.live.publish('notifications', { userIds: [catalogue.userDetails.id + 1_000_000] });
    t.app.live.publish('company', { version: 7 });
    t.app.live.publish('notifications', { userIds: [catalogue.userDetails.id] });
    // Neither the order change, its counts, nor someone else's notification came first: they never came.
    expect(await next()).toEqual({ event: 'company', data: { version: 7 } });
    expect(await next()).toEqual({ event: 'notifications', data: {} });
    abort.abort();
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user: the next is refused with 429 until one closes`, async () => {
    const session = await signInAs(t.app, 'orders', 'Orders@12345');
    const aborts = Array.from({ length: MAX_STREAMS_PER_USER }, () => new AbortController());
    const opened = await Promise.all(aborts.map((a) => connect(session.token, a.signal)));
    expect(opened.map((r) => r.status)).toEqual(Array(MAX_STREAMS_PER_USER).fill(200));
    const refused = await connect(session.token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect((await refused.json()).errors[0].message).toBe(ORDER_MESSAGES.tooManyStreams(MAX_STREAMS_PER_USER));
    // Another user is not affected.
    const admin = await signInAs(t.app, 'admin', 'Admin@12345');
    const adminAbort = new AbortController();
    expect((await connect(admin.token, adminAbort.signal)).status).toBe(200);
    aborts[0].abort();
    await expect
      .poll(
        async () => {
          const retry = await connect(session.token);
          await retry.body?.cancel();
          return retry.status;
        },
        { timeout: scaled(3000) },
      )
      .toBe(200);
    for (const a of [...aborts, adminAbort]) a.abort();
  });

  // Last: it changes the admin's password.
  it('ends the streams of the other sessions when the password changes, and keeps the one that changed it', async () => {
    const [changer, other] = [
      await signInAs(t.app, 'admin', 'Admin@12345'),
      await signInAs(t.app, 'admin', 'Admin@12345'),
    ];
    const abort = new AbortController();
    const own = await connect(changer.token, abort.signal);
    const stream = await connect(other.token);
    expect([own.status, stream.status]).toEqual([200, 200]);
    const changed = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${ACCOUNT_API.changePassword}`,
      headers: { authorization: `Bearer ${changer.token}` },
      payload: { currentPassword: 'Admin@12345', newPassword: 'Admin@54321', confirmPassword: 'Admin@54321' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await endsWithin(stream.body!.getReader(), 3000)).toBe('ended');
    expect(await endsWithin(own.body!.getReader(), 300)).toBe('open');
    abort.abort();
  });
});
