/**
 * The password reset over HTTP on each engine: a reset end to end with the code read from the Outbox (and
 * through a real SMTP server), expiry, too many tries, a resend within a minute refused, the same answer for
 * an unknown account, every session ended, and a burst of parallel guesses held to the try limit.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API } from '../../contract/account/auth';
import { DASHBOARD_API } from '../../contract/dashboard/dashboard';
import { MAIL_API } from '../../contract/mail/mail';
import {
  PASSWORD_RESET_API as RESET,
  PASSWORD_RESET_LIMITS,
  RESET_MESSAGES,
} from '../../contract/account/password-reset';
import { queryRows } from '../db/transaction';
import { startTestSmtpServer } from '../mail/test-smtp-server';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { errorBody, getWithToken, postJson, signInAs } from '../test-support/requests';
import { secretsOf } from '../platform/secrets/secrets-of-app';

/** A code that is surely wrong: the right one plus one. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Failures (and reset requests) one address may make in the window: 100 by default, fewer here to keep the file quick. */
const PER_ADDRESS = 12;

describe.each(ENGINES)('password reset on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { loginMaxFailuresPerAddress: PER_ADDRESS }, { orders: 10 });
  });
  afterAll(() => t?.close());

  const post = (path: string, body: unknown, address = '127.0.0.1') => postJson(t.app, path, body, { address });
  const request = (login: string, address?: string) => post(RESET.requestCode, { login }, address);
  const verify = (login: string, code: string, address?: string) => post(RESET.verifyCode, { login, code }, address);

  /** The code of the newest reset e-mail to `to`, read from the Outbox (the mail goes after the answer: waits for it). */
  async function codeMailedTo(to: string, after = 0): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const [row] = await queryRows<{ id: number; text: string }>(
        t.db,
        sql`select id, text from outbox
        where "to" = ${to} and kind = 'password-reset' and id > ${after} order by id desc limit 1`,
      );
      if (row) return /\b(\d{6})\b/.exec(secretsOf(t.db).open(row.text))![1];
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no reset e-mail to ${to}`);
  }
  const lastOutboxId = async () =>
    Number((await queryRows<{ id: number | null }>(t.db, sql`select max(id) as id from outbox`))[0].id ?? 0);
  /** Lets the next code go out at once (the once-a-minute gate), as if a minute had passed. */
  const aMinuteLater = (key: string) =>
    t.db.execute(
      sql`update password_reset_codes set sent_at = sent_at - interval '61 seconds' where account_key = ${key}`,
    );
  const userKey = async (username: string) =>
    `user:${(await queryRows<{ id: number }>(t.db, sql`select id from portal_users where username = ${username}`))[0].id}`;
  /** Five requests by one name, then one by another, from a fresh address: every answer in order. */
  const series = async (first: string, second: string, address: string) => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await request(first, address));
    answers.push(await request(second, address));
    answers.push(await request(first, address)); // the sixth by the first name from this address: its own limit
    return answers.map((r) => [
      r.statusCode,
      r.headers['retry-after'] === undefined ? 'no wait' : 'a wait',
      r.json().errors,
    ]);
  };

  it('resets a password end to end: code from the Outbox, token, new password signs in, every old session ends', async () => {
    const before = await signInAs(t.app, 'orders', 'Orders@12345');
    const other = await signInAs(t.app, 'orders', 'Orders@12345', true);
    expect((await getWithToken(t.app, DASHBOARD_API.summary, before.token)).statusCode).toBe(200);
    const after = await lastOutboxId();
    const sent = await request('orders@demoshop.in');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().output).toEqual({ resendAfter: 60, expiresIn: 600 });
    const code = await codeMailedTo('orders@demoshop.in', after);
    const [stored] = await queryRows<{ code_hash: string }>(
      t.db,
      sql`select code_hash from password_reset_codes where account_key = ${await userKey('orders')}`,
    );
    expect(stored.code_hash).toMatch(/^\$argon2id\$/);
    expect(stored.code_hash).not.toContain(code);

    const verified = await verify('Orders@DemoShop.in', code); // the name it was asked with, in any case
    expect(verified.statusCode, verified.body).toBe(200);
    const { resetToken } = verified.json().output;
    const set = await post(RESET.setPassword, {
      resetToken,
      newPassword: 'Reset@2026x',
      confirmPassword: 'Reset@2026x',
    });
    expect(set.statusCode, set.body).toBe(200);

    expect((await post(AUTH_API.login, { username: 'orders', password: 'Orders@12345' })).statusCode).toBe(401);
    await signInAs(t.app, 'orders', 'Reset@2026x');
    for (const old of [before, other]) {
      expect((await post(AUTH_API.sessionCheck, { refreshtoken: old.refreshtoken })).statusCode).toBe(401);
      // The access token still within its lifetime is refused too: the session cache was told.
      expect((await getWithToken(t.app, DASHBOARD_API.summary, old.token)).statusCode).toBe(401);
    }
    // One use: the token and the code are spent.
    expect(
      (await post(RESET.setPassword, { resetToken, newPassword: 'Again@2026x', confirmPassword: 'Again@2026x' }))
        .statusCode,
    ).toBe(409);
    expect(errorBody(await verify('orders', code)).errors[0].message).toBe(RESET_MESSAGES.codeExpired);
  });

  it('answers an unknown account exactly as a known one, and e-mails no one', async () => {
    const after = await lastOutboxId();
    const known = await request('catalogue@demoshop.in', '10.0.1.1');
    const unknown = await request('nobody@demoshop.in', '10.0.1.1');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await codeMailedTo('catalogue@demoshop.in', after);
    const mails = await queryRows<{ to: string }>(t.db, sql`select "to" from outbox where id > ${after}`);
    expect(mails.map((m) => m.to)).toEqual(['catalogue@demoshop.in']);
    // Its resend gate (a silent one) and its wrong-code answers are the same too.
    const knownAgain = await request('catalogue@demoshop.in', '10.0.1.1');
    const unknownAgain = await request('nobody@demoshop.in', '10.0.1.1');
    expect([unknownAgain.statusCode, unknownAgain.body]).toEqual([knownAgain.statusCode, knownAgain.body]);
    expect(errorBody(await verify('nobody@demoshop.in', '123456', '10.0.1.1')).errors[0].message).toBe(
      RESET_MESSAGES.wrongCode(4),
    );
  });

  it('sends no new code within a minute of the last, answering as ever; a minute later a new code replaces the old', async () => {
    const after = await lastOutboxId();
    const sent = await request('admin', '10.0.2.1');
    expect(sent.statusCode).toBe(200);
    const first = await codeMailedTo('admin@demoshop.in', after);
    const again = await request('admin@demoshop.in', '10.0.2.1');
    expect([again.statusCode, again.body]).toEqual([200, sent.body]);
    await new Promise((resolve) => setTimeout(resolve, 300)); // a mail goes after the answer: give one the time
    expect(
      await queryRows(t.db, sql`select id from outbox where id > ${after} and "to" = 'admin@demoshop.in'`),
    ).toHaveLength(1);
    await aMinuteLater(await userKey('admin'));
    const mailed = await lastOutboxId();
    expect((await request('admin', '10.0.2.1')).statusCode).toBe(200);
    const second = await codeMailedTo('admin@demoshop.in', mailed);
    if (second !== first) expect((await verify('admin', first, '10.0.2.1')).statusCode).toBe(400);
    expect((await verify('admin', second, '10.0.2.1')).statusCode).toBe(200);
  });

  it('answers alike whether two names share an account or not (the limits are per name typed and per address)', async () => {
    for (const username of ['orders', 'catalogue']) await aMinuteLater(await userKey(username));
    const sameAccount = await series('orders', 'orders@demoshop.in', '10.0.8.1');
    const twoAccounts = await series('catalogue', 'admin@demoshop.in', '10.0.8.2');
    expect(sameAccount).toEqual(twoAccounts);
    expect(sameAccount.map(([status]) => status)).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('verifies a code only under the name it was asked with: another name of the account answers as an unrelated one', async () => {
    await aMinuteLater(await userKey('admin'));
    const after = await lastOutboxId();
    expect((await request('admin', '10.0.10.1')).statusCode).toBe(200);
    const code = await codeMailedTo('admin@demoshop.in', after);
    const sameAccount = await verify('admin@demoshop.in', wrongCodeFor(code), '10.0.10.2');
    const otherAccount = await verify('catalogue@demoshop.in', wrongCodeFor(code), '10.0.10.3');
    expect([sameAccount.statusCode, sameAccount.body]).toEqual([otherAccount.statusCode, otherAccount.body]);
    expect(errorBody(sameAccount).errors).toEqual([{ field: 'code', message: RESET_MESSAGES.codeExpired }]);
    // Even the right code: it belongs to the name `admin`, where it still works (no try was spent on it).
    expect((await verify('admin@demoshop.in', code, '10.0.10.2')).statusCode).toBe(409);
    expect((await verify('Admin', code, '10.0.10.1')).statusCode).toBe(200);
  });

  it('never counts reset requests as failed sign-ins: after the address limit of them a right password signs in from it', async () => {
    for (let i = 0; i < PER_ADDRESS; i++)
      expect((await request(`ghost${i}@example.test`, '10.0.9.1')).statusCode).toBe(200);
    const signIn = await post(
      AUTH_API.login,
      { username: 'catalogue', password: 'Catalogue@12345', remember: false },
      '10.0.9.1',
    );
    expect(signIn.statusCode, signIn.body).toBe(200);
    // The address's own reset limit still holds.
    expect((await request('ghost-last@example.test', '10.0.9.1')).statusCode).toBe(429);
  });

  it('refuses an expired code, and a code after five wrong tries even when right', async () => {
    const after = await lastOutboxId();
    await aMinuteLater(await userKey('catalogue'));
    expect((await request('catalogue', '10.0.3.1')).statusCode).toBe(200);
    const code = await codeMailedTo('catalogue@demoshop.in', after);
    await t.db.execute(
      sql`update password_reset_codes set expires_at = now() - interval '1 second' where account_key = ${await userKey('catalogue')}`,
    );
    const expired = await verify('catalogue', code, '10.0.3.1');
    expect(expired.statusCode).toBe(409);
    expect(errorBody(expired).errors).toEqual([{ field: 'code', message: RESET_MESSAGES.codeExpired }]);

    await aMinuteLater(await userKey('catalogue'));
    const mailed = await lastOutboxId();
    expect((await request('catalogue', '10.0.3.2')).statusCode).toBe(200);
    const fresh = await codeMailedTo('catalogue@demoshop.in', mailed);
    const answers = [];
    for (let i = 0; i < PASSWORD_RESET_LIMITS.maxTries; i++)
      answers.push(errorBody(await verify('catalogue', wrongCodeFor(fresh), `10.0.3.${10 + i}`)).errors[0].message);
    expect(answers).toEqual([
      RESET_MESSAGES.wrongCode(4),
      RESET_MESSAGES.wrongCode(3),
      RESET_MESSAGES.wrongCode(2),
      RESET_MESSAGES.wrongCode(1),
      RESET_MESSAGES.tooManyTries,
    ]);
    const right = await verify('catalogue', fresh, '10.0.3.20');
    expect(right.statusCode).toBe(429);
    expect(errorBody(right).errors[0].message).toBe(RESET_MESSAGES.tooManyTries);
  });

  it('checks at most five codes from a burst of twenty parallel guesses', async () => {
    await aMinuteLater(await userKey('admin'));
    const after = await lastOutboxId();
    expect((await request('admin', '10.0.4.1')).statusCode).toBe(200);
    const code = await codeMailedTo('admin@demoshop.in', after);
    // Twenty addresses, so the per-address limiter is not what stops them: the code's own try count is.
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => verify('admin', wrongCodeFor(code), `10.0.5.${i + 1}`)),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBe(PASSWORD_RESET_LIMITS.maxTries - 1);
    expect(statuses.filter((s) => s === 429).length).toBe(20 - (PASSWORD_RESET_LIMITS.maxTries - 1));
    const [row] = await queryRows<{ attempts: number }>(
      t.db,
      sql`select attempts from password_reset_codes where account_key = ${await userKey('admin')}`,
    );
    expect(row.attempts).toBe(PASSWORD_RESET_LIMITS.maxTries);
  });

  it('refuses mismatched passwords and an unknown token with the catalogue wording', async () => {
    const mismatch = await post(RESET.setPassword, {
      resetToken: 'x'.repeat(43),
      newPassword: 'Reset@2026x',
      confirmPassword: 'Reset@2026y',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(errorBody(mismatch).errors).toEqual([
      { field: 'confirmPassword', message: 'New Password and Confirm Password do not match!' },
    ]);
    const unknown = await post(RESET.setPassword, {
      resetToken: 'x'.repeat(43),
      newPassword: 'Reset@2026x',
      confirmPassword: 'Reset@2026x',
    });
    expect(unknown.statusCode).toBe(409);
    expect(errorBody(unknown).errors[0].message).toBe(RESET_MESSAGES.resetExpired);
    expect(errorBody(await verify('admin', '12ab56')).errors).toEqual([
      { field: 'code', message: RESET_MESSAGES.codeFormat },
    ]);
  });

  it('sends the code through the SMTP server of the portal settings when one is saved', async () => {
    const smtp = await startTestSmtpServer();
    try {
      const admin = await signInAs(t.app, 'admin', 'Admin@12345');
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api${MAIL_API.emailCredentials}`,
        headers: { authorization: `Bearer ${admin.token}` },
        payload: {
          host: '127.0.0.1',
          port: smtp.port,
          security: 'none',
          username: '',
          password: '',
          fromName: 'Shop',
          fromAddress: 'no-reply@shop.test',
          version: 0,
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await aMinuteLater(await userKey('orders'));
      expect((await request('orders', '10.0.6.1')).statusCode).toBe(200);
      for (let i = 0; i < 100 && smtp.received.length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const mail = smtp.received.at(-1)!;
      expect(mail.to).toEqual(['orders@demoshop.in']);
      const code = /\b(\d{6})\b/.exec(
        mail.raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      )![1];
      expect((await verify('orders', code, '10.0.6.1')).statusCode).toBe(200);
    } finally {
      await smtp.close();
    }
  });
});
