/** PORTAL_USERS "Last sign-in" on each engine (issue 40 item 4): a sign-in shows on the list at once, a seeded user that never signed in shows none. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_USERS_API, type PortalUser } from '../../contract/people/portal-users';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { postJson, signInAs } from '../test-support/requests';

describe.each(ENGINES)('portal users last sign-in on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
  });
  afterAll(() => t?.close());

  const listed = async (token: string) => {
    const response = await postJson(t.app, PORTAL_USERS_API.search, {}, { token });
    expect(response.statusCode, response.body).toBe(200);
    return new Map((response.json().output.rows as PortalUser[]).map((u) => [u.username, u.lastSignInAt]));
  };

  it("lists the time of the orders user's sign-in, close to now, and none for a user who never signed in", async () => {
    const before = Date.now();
    await signInAs(t.app, 'orders', 'Orders@12345');
    const admin = await signInAs(t.app, 'admin', 'Admin@12345');
    const users = await listed(admin.token);
    const ordersAt = Date.parse(users.get('orders') ?? '');
    expect(ordersAt).toBeGreaterThanOrEqual(before - 1000);
    expect(ordersAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(users.get('catalogue')).toBeNull();
  });

  it('keeps the newest sign-in: a second sign-in moves it forward and a failed one does not', async () => {
    const admin = await signInAs(t.app, 'admin', 'Admin@12345');
    const first = Date.parse((await listed(admin.token)).get('orders')!);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await signInAs(t.app, 'orders', 'Orders@12345');
    const second = Date.parse((await listed(admin.token)).get('orders')!);
    expect(second).toBeGreaterThan(first);
    expect(
      (await postJson(t.app, '/auth/login', { username: 'orders', password: 'wrong-Password1', remember: false }))
        .statusCode,
    ).toBe(401);
    expect(Date.parse((await listed(admin.token)).get('orders')!)).toBe(second);
  });
});
