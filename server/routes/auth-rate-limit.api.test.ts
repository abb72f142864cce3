import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../contract/api-paths';
import { MESSAGES } from '../../contract/messages';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { errorBody, postJson } from '../test-support/requests';

describe.each(ENGINES)('sign-in rate limits on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine); // defaults: 5 per account, 20 per address, 900 s window
  });
  afterAll(() => t?.close());

  const login = (username: string, password: string, address: string) => postJson(t.app, API.login, { username, password }, { address });
  const failTimes = async (times: number, username: (i: number) => string, address: (i: number) => string) => {
    for (let i = 0; i < times; i++) expect((await login(username(i), 'wrong', address(i))).statusCode).toBe(401);
  };

  it('answers 429 with Retry-After once an account has 5 failures, from any address, even with the right password', async () => {
    await failTimes(5, () => 'orders', (i) => `10.2.0.${i}`);
    const blocked = await login('orders', 'Orders@12345', '10.2.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(errorBody(blocked)).toEqual({ status: false, output: null, errors: [{ message: MESSAGES.tooManyAttempts(15) }] });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The same account by its email is the same account.
    expect((await login('orders@demoshop.in', 'Orders@12345', '10.2.9.8')).statusCode).toBe(429);
  });

  it('lets the account in again once its failures leave the window (no permanent lock-out)', async () => {
    await t.db.execute(sql`update login_failures set created_at = created_at - interval '16 minutes'`);
    expect((await login('orders', 'Orders@12345', '10.2.9.9')).statusCode).toBe(200);
  });

  it('clears the account count on success', async () => {
    await failTimes(4, () => 'catalogue', (i) => `10.3.0.${i}`);
    expect((await login('catalogue', 'Catalogue@12345', '10.3.1.1')).statusCode).toBe(200);
    await failTimes(4, () => 'catalogue', (i) => `10.3.2.${i}`);
    expect((await login('catalogue', 'Catalogue@12345', '10.3.1.1')).statusCode).toBe(200);
  });

  it('limits unknown user names the same way as real ones', async () => {
    await failTimes(5, () => 'ghost', (i) => `10.4.0.${i}`);
    expect((await login('GHOST', 'whatever', '10.4.1.1')).statusCode).toBe(429);
  });

  it('answers 429 to an address after 20 failures, whichever accounts it tried', async () => {
    await failTimes(20, (i) => `visitor-${i}`, () => '10.5.0.1');
    const blocked = await login('admin', 'Admin@12345', '10.5.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await login('admin', 'Admin@12345', '10.5.0.2')).statusCode).toBe(200);
  });
});
