/** The start-up banner's demo sign-ins: a password is printed only while it still signs in (issue 40 item 6). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_USERS_API } from '../../contract/people/portal-users';
import { portalUsers } from '../platform/auth/schema';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { signInAs } from '../test-support/requests';
import { demoSignInLines, demoSignIns } from './demo-sign-ins';

describe.each(ENGINES)('demo sign-ins on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
  });
  afterAll(() => t?.close());

  it('prints every demo password of a fresh shop, each of which signs in', async () => {
    const signIns = await demoSignIns(t.db);
    expect(signIns.map((s) => s.state)).toEqual(['works', 'works', 'works']);
    for (const { account } of signIns) await signInAs(t.app, account.username, account.password);
    expect(demoSignInLines(signIns).join('\n')).toContain('Orders@12345');
  });

  it('names a changed password or an inactive user instead of printing a password the server refuses', async () => {
    const admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    const [orders] = await t.db
      .select({ id: portalUsers.id })
      .from(portalUsers)
      .where(eq(portalUsers.username, 'orders'));
    const generated = await t.app.inject({
      method: 'POST',
      url: `/api${PORTAL_USERS_API.generatePassword(orders.id)}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    await t.db.update(portalUsers).set({ status: 'Inactive' }).where(eq(portalUsers.username, 'catalogue'));

    const signIns = await demoSignIns(t.db);
    expect(signIns.map((s) => [s.account.username, s.state])).toEqual([
      ['admin', 'works'],
      ['orders', 'password changed'],
      ['catalogue', 'inactive'],
    ]);
    const banner = demoSignInLines(signIns).join('\n');
    expect(banner).toContain('Admin@12345');
    expect(banner).not.toContain('Orders@12345');
    expect(banner).not.toContain('Catalogue@12345');
    expect(banner).toMatch(/orders\s+\(password changed\)/);
  });
});
