/**
 * Issue 39 §5: the SMTP host may not point the server inside (loopback, private, link-local, metadata) — refused on
 * save and again when connecting — unless PORTAL_ALLOW_PRIVATE_HOSTS allows it; a peer's own words never reach the user.
 */
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_API, MAIL_MESSAGES, SMTP_FAILURES } from '../../contract/mail/mail';
import { queryRows } from '../db/transaction';
import { isInternalName } from '../platform/net/outbound-host';
import { shopSettings } from '../settings/schema';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { errorBody, signInAs } from '../test-support/requests';
import { EMAIL_SETTING_KEY } from './smtp-settings';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';

const BANNER = 'SSH-2.0-OpenSSH_9.6 internal-banner-7731';
const fields = (host: string, port: number) => ({
  host,
  port,
  security: 'none',
  username: '',
  password: '',
  fromName: 'Shop',
  fromAddress: 'orders@shop.test',
});

/** A name of this machine's hosts file that is not internal by name but resolves to loopback (DNS decides, not the name). */
const loopbackName = readFileSync('/etc/hosts', 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim().split(/\s+/))
  .filter(([address]) => address && /^(127\.|::1$)/.test(address))
  .flatMap(([, ...names]) => names)
  .find((name) => name && !isInternalName(name));

/** A TCP service that is not SMTP: it greets with its own banner. */
async function startBannerServer(): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => socket.end(`${BANNER}\r\n`));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

describe.each(ENGINES)('SMTP host policy on %s', (engine) => {
  let strict: TestApp;
  let allowing: TestApp;
  let smtp: TestSmtpServer;
  let banner: { server: Server; port: number };
  const tokens = new Map<TestApp, string>();
  const put = (t: TestApp, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api${MAIL_API.emailCredentials}`,
      payload: body,
      headers: { authorization: `Bearer ${tokens.get(t)}` },
    });
  const testEmail = (t: TestApp) =>
    t.app.inject({
      method: 'POST',
      url: `/api${MAIL_API.testEmail}`,
      headers: { authorization: `Bearer ${tokens.get(t)}` },
    });

  beforeAll(async () => {
    [strict, allowing, smtp, banner] = await Promise.all([
      createTestApp(engine, { allowPrivateHosts: false }, { orders: 10 }),
      createTestApp(engine, {}, { orders: 10 }),
      startTestSmtpServer(),
      startBannerServer(),
    ]);
    for (const t of [strict, allowing]) tokens.set(t, (await signInAs(t.app, 'admin', 'Admin@12345')).token);
  });
  afterAll(async () => {
    await Promise.all([smtp?.close(), new Promise((resolve) => banner?.server.close(resolve))]);
    await Promise.all([strict?.close(), allowing?.close()]);
  });

  it.each([
    '10.0.0.1',
    '169.254.169.254',
    'localhost',
    '[::1]',
    'metadata.google.internal',
    '100.100.100.200',
    '::ffff:127.0.0.1',
  ])('refuses to save the internal host %s with the message on the host field', async (host) => {
    const refused = await put(strict, { ...fields(host, 25), version: 0 });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(errorBody(refused).errors).toEqual([{ field: 'host', message: MAIL_MESSAGES.hostInternal }]);
  });

  it.skipIf(!loopbackName)('refuses a name that resolves to loopback', async () => {
    const refused = await put(strict, { ...fields(loopbackName!, 25), version: 0 });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(errorBody(refused).errors).toEqual([{ field: 'host', message: MAIL_MESSAGES.hostInternal }]);
  });

  it('refuses a name that cannot be resolved, saying so', async () => {
    const refused = await put(strict, { ...fields('nowhere.invalid', 25), version: 0 });
    expect(errorBody(refused).errors).toEqual([{ field: 'host', message: MAIL_MESSAGES.hostNotFound }]);
    const [{ saved }] = await queryRows<{ saved: number }>(
      strict.db,
      sql`select count(*)::int as saved from shop_settings where key = 'emailCredentials'`,
    );
    expect(saved).toBe(0);
  });

  it('checks again when connecting: a row that already points inside opens no connection', async () => {
    // As saved before this check existed, or while the development setting was on.
    await strict.db
      .insert(shopSettings)
      .values({ key: EMAIL_SETTING_KEY, value: { ...fields('127.0.0.1', smtp.port), password: null } });
    const test = await testEmail(strict);
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().output).toMatchObject({ delivered: false, error: SMTP_FAILURES.internalHost('127.0.0.1') });
    expect(smtp.connections).toBe(0);
  });

  it("lets a local host through with the development setting, and never repeats a peer's banner", async () => {
    expect((await put(allowing, { ...fields('localhost', smtp.port), version: 0 })).statusCode).toBe(200);
    expect((await testEmail(allowing)).json().output).toMatchObject({ delivered: true });
    const pointed = await put(allowing, { ...fields('127.0.0.1', banner.port), version: 1 });
    expect(pointed.statusCode, pointed.body).toBe(200);
    const test = await testEmail(allowing);
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().output).toMatchObject({
      delivered: false,
      error: SMTP_FAILURES.notSmtp(`127.0.0.1:${banner.port}`),
    });
    expect(test.body).not.toMatch(/OpenSSH|banner-7731/);
    const [{ errors }] = await queryRows<{ errors: string }>(
      allowing.db,
      sql`select coalesce(string_agg(error, ' '), '') as errors from outbox`,
    );
    expect(errors).not.toMatch(/OpenSSH|banner-7731/);
  });
});
