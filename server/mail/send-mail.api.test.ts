import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_API, OUTBOX_NOT_SENT } from '../../contract/mail/mail';
import { queryRows } from '../db/transaction';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { signInAs } from '../test-support/requests';
import { sendMail } from './send-mail';
import { closedPort, startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';
import { API_BASE } from '../../contract/platform/api-paths';

const SMTP_USER = 'mailer@shop.test';
const SMTP_PASSWORD = 'smtp-Pa55word-9431';

describe.each(ENGINES)('sendMail on %s', (engine) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: string;
  let version = 0;
  const saveCredentials = async (port: number, extra: object = {}) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api${MAIL_API.emailCredentials}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        host: '127.0.0.1',
        port,
        security: 'none',
        username: SMTP_USER,
        password: SMTP_PASSWORD,
        fromName: 'Silk Route Shop',
        fromAddress: 'orders@shop.test',
        version,
        ...extra,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    version = response.json().output.version;
  };
  const outboxRow = async (id: number) =>
    (
      await queryRows<{ status: string; error: string | null; attempts: number; text: string }>(
        t.db,
        sql`select status, error, attempts, text from outbox where id = ${id}`,
      )
    )[0];

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 10 });
    smtp = await startTestSmtpServer({ username: SMTP_USER, password: SMTP_PASSWORD });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });

  it('keeps a message in the Outbox as not sent while no SMTP server is saved', async () => {
    const sent = await sendMail(t.db, {
      to: 'someone@shop.test',
      subject: 'Your code',
      text: 'Code 123456',
      kind: 'password-reset',
    });
    expect(sent.delivered).toBe(false);
    const row = await outboxRow(sent.id);
    expect(row).toMatchObject({ status: OUTBOX_NOT_SENT, attempts: 0, error: null });
    expect(row.text).not.toContain('123456');
  });

  it('delivers through the saved SMTP server, signed in, from the configured name and address', async () => {
    await saveCredentials(smtp.port);
    const sent = await sendMail(t.db, {
      to: 'buyer@shop.test',
      subject: 'Hello',
      text: 'Code 654321',
      html: '<p>Code 654321</p>',
      kind: 'test',
    });
    expect(sent.delivered).toBe(true);
    const mail = smtp.received.at(-1)!;
    expect(mail).toMatchObject({ from: 'orders@shop.test', to: ['buyer@shop.test'], user: SMTP_USER });
    expect(mail.raw).toMatch(/From: Silk Route Shop <orders@shop\.test>/);
    expect(mail.raw).toContain('Code 654321');
    expect(await outboxRow(sent.id)).toMatchObject({ status: 'Sent', attempts: 1, error: null });
  });

  it('marks the message Failed with the reason in words when the SMTP server is down, and Resend delivers it later', async () => {
    const good = smtp.port;
    await saveCredentials(await closedPort());
    const sent = await sendMail(t.db, { to: 'late@shop.test', subject: 'Later', text: 'Body', kind: 'test' });
    expect(sent.delivered).toBe(false);
    const row = await outboxRow(sent.id);
    expect(row).toMatchObject({ status: 'Failed', attempts: 1 });
    expect(row.error).toMatch(/refused the connection/);
    await saveCredentials(good);
    const resend = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${MAIL_API.resend(sent.id)}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json().output).toMatchObject({ status: 'Sent', attempts: 2, text: 'Body' });
    expect(smtp.received.at(-1)!.to).toEqual(['late@shop.test']);
    const again = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${MAIL_API.resend(sent.id)}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(again.statusCode).toBe(409);
  });

  it("records a refused password as Failed with the server's words", async () => {
    await saveCredentials(smtp.port, { password: 'wrong-password-0000' });
    const sent = await sendMail(t.db, { to: 'x@shop.test', subject: 'S', text: 'T', kind: 'test' });
    expect(sent.delivered).toBe(false);
    expect((await outboxRow(sent.id)).error).toMatch(/refused the username or password/);
    await saveCredentials(smtp.port, { password: SMTP_PASSWORD });
  });

  it('never sends the password in the clear when STARTTLS is asked for and the server cannot do it', async () => {
    const arrived = smtp.received.length;
    await saveCredentials(smtp.port, { security: 'starttls' });
    const sent = await sendMail(t.db, { to: 'x@shop.test', subject: 'S', text: 'T', kind: 'test' });
    expect(sent.delivered).toBe(false);
    expect((await outboxRow(sent.id)).error).toMatch(/security setting/);
    expect(smtp.received.length).toBe(arrived);
    await saveCredentials(smtp.port, { security: 'none' });
  });

  it('refuses a transaction handle: delivery must not hold a transaction open', async () => {
    await expect(
      t.db.transaction((tx) => sendMail(tx as never, { to: 'a@b.test', subject: 's', text: 't', kind: 'test' })),
    ).rejects.toThrow(/not a transaction/);
  });
});
