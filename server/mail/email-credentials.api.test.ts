import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_API, MAIL_MESSAGES } from '../../contract/mail/mail';
import { MESSAGES } from '../../contract/platform/messages';
import { queryRows } from '../db/transaction';
import { createSecretsCipher } from '../platform/secrets/cipher';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { errorBody, getWithToken, signInAs } from '../test-support/requests';

const PASSWORD = 'Smtp-Secret-7Q2x-LAST';
const path = MAIL_API.emailCredentials;

/** The e-mail credentials form's fields, pointed at a local SMTP server. */
const fields = (port: number) => ({
  host: '127.0.0.1',
  port,
  security: 'none',
  username: 'mailer',
  fromName: 'Silk Route Shop',
  fromAddress: 'orders@shop.test',
});

describe.each(ENGINES)('portal settings: e-mail credentials on %s', (engine) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: string;
  const bodies: string[] = [];
  const put = async (body: object, token = admin) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api${path}`,
      payload: body,
      headers: { authorization: `Bearer ${token}` },
    });
    bodies.push(response.body);
    return response;
  };
  const read = async () => {
    const response = await getWithToken(t.app, path, admin);
    bodies.push(response.body);
    return response.json().output as { version: number; password: { set: boolean; lastFour: string | null } };
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 10 });
    smtp = await startTestSmtpServer({ username: 'mailer', password: PASSWORD });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });

  it('reads as not configured on a fresh install, and the test e-mail says to save first', async () => {
    expect(await read()).toMatchObject({ configured: false, version: 0, password: { set: false, lastFour: null } });
    const test = await t.app.inject({
      method: 'POST',
      url: `/api${MAIL_API.testEmail}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(test.statusCode).toBe(409);
    expect(errorBody(test).errors[0].message).toBe(MAIL_MESSAGES.testNotConfigured);
  });

  it('saves the password sealed: answers only that it is set and its last four, and the database holds no plaintext', async () => {
    const saved = await put({ ...fields(smtp.port), password: PASSWORD, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().output).toMatchObject({
      configured: true,
      password: { set: true, lastFour: 'LAST' },
      version: 1,
    });
    const [row] = await queryRows<{ value: string }>(
      t.db,
      sql`select value::text as value from shop_settings where key = 'emailCredentials'`,
    );
    expect(row.value).not.toContain(PASSWORD);
    expect(row.value).toMatch(/"password": ?"v1:/);
  });

  it('keeps the saved password when the field is left empty, and replaces it only when one is typed', async () => {
    const kept = await put({ ...fields(smtp.port), password: '', version: 1 });
    expect(kept.json().output).toMatchObject({ password: { set: true, lastFour: 'LAST' }, version: 2 });
    const test = await t.app.inject({
      method: 'POST',
      url: `/api${MAIL_API.testEmail}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    bodies.push(test.body);
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().output).toMatchObject({ delivered: true, error: null });
    expect(smtp.received.at(-1)).toMatchObject({
      user: 'mailer',
      from: 'orders@shop.test',
      to: [test.json().output.to],
    });
  });

  it("answers a refused password with the SMTP server's refusal in words, not a 5xx", async () => {
    await put({ ...fields(smtp.port), password: 'Another-Wrong-Secret', version: 2 });
    const test = await t.app.inject({
      method: 'POST',
      url: `/api${MAIL_API.testEmail}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    bodies.push(test.body);
    expect(test.statusCode).toBe(200);
    expect(test.json().output).toMatchObject({
      delivered: false,
      error: expect.stringMatching(/refused the username or password/),
    });
    await put({ ...fields(smtp.port), password: PASSWORD, version: 3 });
  });

  it('removes the saved password only when asked to, and answers that none is set', async () => {
    const before = await read();
    const cleared = await put({ ...fields(smtp.port), password: '', clearPassword: true, version: before.version });
    expect(cleared.json().output).toMatchObject({
      password: { set: false, lastFour: null },
      version: before.version + 1,
    });
    const restored = await put({ ...fields(smtp.port), password: PASSWORD, version: before.version + 1 });
    expect(restored.json().output.password).toEqual({ set: true, lastFour: 'LAST' });
  });

  it('treats a password sealed under another key as set but unreadable: no 5xx, the test e-mail says to type it again', async () => {
    const other = createSecretsCipher(randomBytes(32)).seal(PASSWORD);
    await t.db.execute(
      sql`update shop_settings set value = jsonb_set(value, '{password}', to_jsonb(${other}::text)) where key = 'emailCredentials'`,
    );
    expect((await read()).password).toEqual({ set: true, lastFour: null });
    const test = await t.app.inject({
      method: 'POST',
      url: `/api${MAIL_API.testEmail}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().output).toMatchObject({
      delivered: false,
      error: expect.stringMatching(/cannot be read .* type the password again/),
    });
    const before = await read();
    expect(
      (await put({ ...fields(smtp.port), password: PASSWORD, version: before.version })).json().output.password,
    ).toEqual({ set: true, lastFour: 'LAST' });
  });

  it('refuses a stale version with 409 and leaves the credentials as they were', async () => {
    const before = await read();
    const stale = await put({ ...fields(1), password: 'x-new-password-1', version: before.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(errorBody(stale).errors[0].message).toBe(MESSAGES.staleVersion);
    expect(await read()).toEqual(before);
  });

  it('refuses a bad port and address with the catalogue wording', async () => {
    const before = await read();
    const bad = await put({ ...fields(70000), fromAddress: 'not-an-address', password: '', version: before.version });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).errors).toEqual(
      expect.arrayContaining([
        { field: 'port', message: 'The value must be between 1 and 65535' },
        { field: 'fromAddress', message: 'Value is not a valid email address' },
      ]),
    );
  });

  it('never puts a password in a response or an audit row', async () => {
    const secrets = [PASSWORD, 'Another-Wrong-Secret'];
    for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret);
    const [{ dump }] = await queryRows<{ dump: string }>(
      t.db,
      sql`select coalesce(string_agg(row_to_json(a)::text, E'\n'), '') as dump from audit_log a where entity in ('settings', 'outbox')`,
    );
    expect(dump).toContain('emailCredentials');
    for (const secret of secrets) expect(dump).not.toContain(secret);
    expect(dump).not.toMatch(/v1:/);
  });

  it('refuses the Outbox and the credentials to staff, and lists the Outbox without bodies for the Master Admin', async () => {
    const { token } = await signInAs(t.app, 'orders', 'Orders@12345');
    expect((await getWithToken(t.app, MAIL_API.outbox, token)).statusCode).toBe(403);
    expect((await getWithToken(t.app, path, token)).statusCode).toBe(403);
    const list = await getWithToken(t.app, MAIL_API.outbox, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().output.rows[0]).toMatchObject({ kind: 'test', subject: MAIL_MESSAGES.testSubject });
    expect(list.json().output.rows[0]).not.toHaveProperty('text');
  });
});
