/**
 * The subscription row behind every write's guard is read at most once per SUBSCRIPTION_ROW_REUSE_MS (issue 47): this
 * process's own changes count at once, a change written by anything else (a CLI, another process) within that time.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_API } from '../../contract/subscription/subscription';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { postJson, signInAs } from '../test-support/requests';
import { SUBSCRIPTION_ROW_REUSE_MS } from './status';

describe.each(ENGINES)('the subscription status behind the write guard on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    ({ token } = await signInAs(t.app, 'admin', 'Admin@12345'));
  });
  afterAll(() => t?.close());

  /** A write the guard checks: an empty tax is refused by its validation (400), or by the subscription (402). */
  const write = async () => (await postJson(t.app, '/tax', {}, { token })).statusCode;
  const switchTo = (state: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api${SUBSCRIPTION_API.state}`,
      payload: { state },
      headers: { authorization: `Bearer ${token}` },
    });

  it("follows this process's own demo switch at once, both ways", async () => {
    expect(await write()).toBe(400);
    expect((await switchTo('expired')).statusCode).toBe(200);
    expect(await write()).toBe(402);
    expect((await switchTo('trial')).statusCode).toBe(200);
    expect(await write()).toBe(400);
  });

  it('sees a change written straight to the database within the reuse time', async () => {
    expect(await write()).toBe(400);
    const changed = performance.now();
    await t.db.execute(
      sql`update shop_subscription set trial_ends_at = now() - interval '1 day', period_ends_at = null where id = 1`,
    );
    await expect.poll(write, { timeout: SUBSCRIPTION_ROW_REUSE_MS * 5, interval: 50 }).toBe(402);
    expect(performance.now() - changed).toBeLessThan(SUBSCRIPTION_ROW_REUSE_MS * 3);
  });
});
