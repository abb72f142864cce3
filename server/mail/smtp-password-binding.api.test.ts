/**
 * Issue 39 §3: the saved SMTP password goes only to the server (host, port, security) it was typed for. Changing
 * the server asks for it again; a row pointed elsewhere behind the form's back (stale, raced, edited) sends nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_API, MAIL_MESSAGES } from '../../contract/mail/mail';
import { queryRows } from '../db/transaction';
import { secretsOf } from '../platform/secrets/secrets-of-app';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { errorBody, signInAs } from '../test-support/requests';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';

const PASSWORD = 'Relay-Secret-39-ABCD';
/** No password offered and no message delivered: the server was never signed in to. */
function expectNothingReached(server: TestSmtpServer): void {
  expect(server.auths).toEqual([]);
  expect(server.received).toEqual([]);
}
const fields = (port: number) => ({
  host: '127.0.0.1',
  port,
  security: 'none',
  username: 'relay',
  fromName: 'Shop',
  fromAddress: 'orders@shop.test',
});

describe.each(ENGINES)('SMTP password bound to its server on %s', (engine) => {
  let t: TestApp;
  let relay: TestSmtpServer;
  let other: TestSmtpServer; // a server someone else controls, on another port
  let admin: string;
  const put = (body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api${MAIL_API.emailCredentials}`,
      payload: body,
      headers: { authorization: `Bearer ${admin}` },
    });
  const version = async () =>
    (
      await queryRows<{ version: number }>(t.db, sql`select version from shop_settings where key = 'emailCredentials'`)
    )[0]?.version ?? 0;
  const testEmail = () =>
    t.app.inject({ method: 'POST', url: `/api${MAIL_API.testEmail}`, headers: { authorization: `Bearer ${admin}` } });
  const pointRowAt = (port: number) =>
    t.db.execute(
      sql`update shop_settings set value = jsonb_set(value, '{port}', to_jsonb(${port}::int)) where key = 'emailCredentials'`,
    );

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 10 });
    [relay, other] = await Promise.all([
      startTestSmtpServer({ username: 'relay', password: PASSWORD }),
      startTestSmtpServer({ username: 'x', password: 'y' }),
    ]);
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    expect((await put({ ...fields(relay.port), password: PASSWORD, version: 0 })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await Promise.all([relay?.close(), other?.close()]);
    await t?.close();
  });

  it('asks for the password again when the host, port or security changes and the field is left empty', async () => {
    const before = await version();
    for (const change of [{ port: other.port }, { host: 'LOCALHOST' }, { security: 'starttls' }]) {
      const refused = await put({ ...fields(relay.port), ...change, password: '', version: before });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(errorBody(refused).errors).toEqual([{ field: 'password', message: MAIL_MESSAGES.passwordForOtherServer }]);
    }
    expect(await version()).toBe(before);
    // The attack of the issue: the test e-mail after the refused save still goes to the saved server only.
    expect((await testEmail()).json().output).toMatchObject({ delivered: true });
    expectNothingReached(other);
    expect(relay.auths.map((a) => a.password)).toEqual([PASSWORD]);
  });

  it('keeps the password for the same server however the host is spelled, and clears it when asked', async () => {
    const kept = await put({ ...fields(relay.port), host: '127.0.0.1.', password: '', version: await version() });
    expect(kept.json().output.password).toEqual({ set: true, lastFour: 'ABCD' });
    const cleared = await put({ ...fields(other.port), password: '', clearPassword: true, version: await version() });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().output.password).toEqual({ set: false, lastFour: null });
    await testEmail();
    expect(other.auths.map((a) => a.password)).not.toContain(PASSWORD);
    expect((await put({ ...fields(relay.port), password: PASSWORD, version: await version() })).statusCode).toBe(200);
  });

  it('never sends the saved password to a server the row was pointed at behind the form (stale, raced or edited)', async () => {
    await pointRowAt(other.port);
    const test = await testEmail();
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().output).toMatchObject({ delivered: false, error: MAIL_MESSAGES.passwordNotForThisServer });
    expectNothingReached(other);
    await pointRowAt(relay.port);
    expect((await testEmail()).json().output).toMatchObject({ delivered: true });
  });

  it('treats a password saved before the binding as typed for no server: it is asked for again, never sent', async () => {
    const legacy = secretsOf(t.app.db).seal(PASSWORD);
    await t.db.execute(
      sql`update shop_settings set value = jsonb_set(value, '{password}', to_jsonb(${legacy}::text)) where key = 'emailCredentials'`,
    );
    const sentBefore = relay.auths.length;
    expect((await testEmail()).json().output).toMatchObject({
      delivered: false,
      error: MAIL_MESSAGES.passwordNotForThisServer,
    });
    expect(relay.auths.length).toBe(sentBefore);
  });
});
