/**
 * A live stream opened while viewing as another user belongs to the Master Admin's session: it stays open while
 * that session lives (it used to be re-checked as the viewed user's and dropped each second) and ends when the
 * admin signs out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../contract/platform/api-paths';
import { AUTH_API } from '../../contract/account/auth';
import { ORDER_API } from '../../contract/orders/order-processing';
import { PORTAL_USERS_API } from '../../contract/people/portal-users';
import { signInAs } from '../test-support/requests';
import { endsWithin } from '../test-support/streams';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

describe.each(ENGINES)('view-as live stream on %s', (engine) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { sessionCacheMs: 0 }, { orders: 5 });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it('stays open while the admin session lives and ends when the admin signs out', async () => {
    const admin = await signInAs(t.app, 'admin', 'Admin@12345');
    const orders = await signInAs(t.app, 'orders', 'Orders@12345');
    const viewAs = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${PORTAL_USERS_API.viewAs(orders.userDetails.id)}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const { token } = viewAs.json().output;
    const stream = await fetch(`${base}${API_BASE}${ORDER_API.live}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    expect(await endsWithin(reader, 2500)).toBe('open');
    await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${AUTH_API.logout}`,
      payload: { refreshtoken: admin.refreshtoken },
    });
    expect(await endsWithin(reader, 3000)).toBe('ended');
  });
});
