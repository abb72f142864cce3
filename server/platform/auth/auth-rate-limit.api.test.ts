import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API } from '../../../contract/account/auth';
import { MESSAGES } from '../../../contract/platform/messages';
import { createTestApp, ENGINES, type TestApp } from '../../test-support/test-app';
import { errorBody, postJson } from '../../test-support/requests';

/** The seconds of the 15-minute lock still ahead at the least, counted from before the first failure (a loaded machine takes seconds to hash five passwords). */
const windowLeftSince = (started: number) => 900 - Math.ceil((Date.now() - started) / 1000);

describe.each(ENGINES)('sign-in rate limits on %s', (engine) => {
  let t: TestApp;
  /** When the account's first failure of this file was sent: its 10-failure window runs from there. */
  let accountFirstFailed = 0;
  beforeAll(async () => {
    t = await createTestApp(engine); // defaults: 10 per account, 5 per account and address, 100 per address, 900 s window
  });
  afterAll(() => t?.close());

  const login = (username: string, password: string, address: string) =>
    postJson(t.app, AUTH_API.login, { username, password }, { address });
  const failTimes = async (times: number, username: (i: number) => string, address: (i: number) => string) => {
    for (let i = 0; i < times; i++) expect((await login(username(i), 'wrong', address(i))).statusCode).toBe(401);
  };

  it('answers 429 with Retry-After to an address that failed 5 times for an account, even with the right password', async () => {
    const started = Date.now();
    accountFirstFailed = started;
    await failTimes(
      5,
      () => 'orders',
      () => '10.2.0.1',
    );
    const blocked = await login('orders', 'Orders@12345', '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(errorBody(blocked)).toEqual({
      status: false,
      output: null,
      errors: [{ message: MESSAGES.tooManyAttempts(15) }],
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(windowLeftSince(started));
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The same account by its email is the same account.
    expect((await login('orders@demoshop.in', 'Orders@12345', '10.2.0.1')).statusCode).toBe(429);
  });

  it('answers 429 from every address once an account has 10 failures from any addresses', async () => {
    // Five more failures make ten with the previous test's five: the account's window opened at that test's first.
    await failTimes(
      5,
      () => 'orders',
      (i) => `10.2.1.${i}`,
    );
    const blocked = await login('orders', 'Orders@12345', '10.2.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(windowLeftSince(accountFirstFailed));
  });

  it('lets the account in again once its failures leave the window (no permanent lock-out)', async () => {
    await t.db.execute(sql`update login_failures set created_at = created_at - interval '16 minutes'`);
    expect((await login('orders', 'Orders@12345', '10.2.0.1')).statusCode).toBe(200);
  });

  it('clears the account count on success', async () => {
    await failTimes(
      4,
      () => 'catalogue',
      () => '10.3.0.1',
    );
    expect((await login('catalogue', 'Catalogue@12345', '10.3.0.1')).statusCode).toBe(200);
    await failTimes(
      4,
      () => 'catalogue',
      () => '10.3.0.1',
    );
    expect((await login('catalogue', 'Catalogue@12345', '10.3.0.1')).statusCode).toBe(200);
  });

  it('limits unknown user names the same way as real ones', async () => {
    await failTimes(
      5,
      () => 'ghost',
      () => '10.4.0.1',
    );
    expect((await login('GHOST', 'whatever', '10.4.0.1')).statusCode).toBe(429);
  });

  it('does not lock a shop behind one address out when one person mistypes: others, the Master Admin too, still sign in', async () => {
    await failTimes(
      5,
      () => 'catalogue',
      () => '10.6.0.1',
    );
    expect((await login('catalogue', 'Catalogue@12345', '10.6.0.1')).statusCode).toBe(429);
    expect((await login('admin', 'Admin@12345', '10.6.0.1')).statusCode).toBe(200);
    expect((await login('orders', 'Orders@12345', '10.6.0.1')).statusCode).toBe(200);
  });

  it('answers 429 to an address after 100 failures, whichever accounts it tried', async () => {
    // 99 failures on record (as the API would write them, quicker), the 100th through the API.
    await t.db.execute(
      sql`insert into login_failures (account_key, address) select 'name:visitor-' || i, '10.5.0.1' from generate_series(1, 99) i`,
    );
    await failTimes(
      1,
      () => 'visitor-100',
      () => '10.5.0.1',
    );
    const blocked = await login('admin', 'Admin@12345', '10.5.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await login('admin', 'Admin@12345', '10.5.0.2')).statusCode).toBe(200);
  });
});
