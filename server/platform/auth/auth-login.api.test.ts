import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API } from '../../../contract/account/auth';
import { MESSAGES, VALIDATION } from '../../../contract/platform/messages';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/transaction';
import { hashRefreshToken } from './tokens';
import { createTestApp, ENGINES, type TestApp } from '../../test-support/test-app';
import { errorBody, postJson } from '../../test-support/requests';

/** Seconds between a refresh token's creation and its expiry. */
async function refreshLifetime(db: Db, token: string): Promise<number> {
  const [row] = await queryRows<{ seconds: number }>(
    db,
    sql`select extract(epoch from (expires_at - created_at))::int as seconds from refresh_tokens where token_hash = ${hashRefreshToken(token)}`,
  );
  return Number(row.seconds);
}

describe.each(ENGINES)('sign-in on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  const login = (body: unknown, address = '10.1.0.1') => postJson(t.app, AUTH_API.login, body, { address });

  it('signs in by username and returns an access token, a refresh token and the user details', async () => {
    const response = await login({ username: 'admin', password: 'Admin@12345' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { status, output, errors } = response.json();
    expect(status).toBe(true);
    expect(errors).toEqual([]);
    expect(output.token.split('.')).toHaveLength(3);
    expect(output.refreshtoken.length).toBeGreaterThanOrEqual(40);
    expect(output).toMatchObject({ expiresIn: 900, remember: false, subscriptionStatus: 'free' });
    expect(output.userDetails).toMatchObject({
      username: 'admin',
      role: 'MasterAdmin',
      userType: 'Portal User',
      portalUser: true,
    });
  });

  it('signs in by email, ignoring case and surrounding spaces', async () => {
    const response = await login({ username: '  ORDERS@DemoShop.in ', password: 'Orders@12345' });
    expect(response.statusCode).toBe(200);
    expect(response.json().output.userDetails).toMatchObject({ username: 'orders', role: 'Staff' });
    expect(response.json().output.userDetails.moduleAccess.orders.order).toMatchObject({ view: 1, add: 1, edit: 1 });
  });

  it('answers a wrong password and an unknown user with the same 401 body', async () => {
    const wrong = await login({ username: 'catalogue', password: 'not-it' }, '10.1.0.2');
    const unknown = await login({ username: 'nobody-here', password: 'not-it' }, '10.1.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(errorBody(wrong)).toEqual({ status: false, output: null, errors: [{ message: MESSAGES.incorrectLogin }] });
  });

  it('spends about the same time on an unknown user as on a wrong password', async () => {
    const time = async (username: string, i: number) => {
      const started = performance.now();
      await login({ username, password: 'wrong-password' }, `10.1.1.${i}`);
      return performance.now() - started;
    };
    let known = 0;
    let unknown = 0;
    for (let i = 0; i < 4; i++) {
      known += await time('orders', i);
      unknown += await time(`ghost-${i}`, i);
    }
    expect(unknown / known).toBeGreaterThan(0.5);
    expect(unknown / known).toBeLessThan(2);
    await login({ username: 'orders', password: 'Orders@12345' }, '10.1.1.9'); // clear the account's failures
  });

  it('stores argon2id hashes with OWASP parameters and refresh tokens only as sha256', async () => {
    const [user] = await queryRows<{ password_hash: string }>(
      t.db,
      sql`select password_hash from portal_users where username = 'admin'`,
    );
    expect(user.password_hash.startsWith('$argon2id$v=19$')).toBe(true);
    const params = Object.fromEntries(
      user.password_hash
        .split('$')[3]
        .split(',')
        .map((kv) => kv.split('=')),
    );
    expect(Number(params.m)).toBeGreaterThanOrEqual(19456);
    expect(Number(params.t)).toBeGreaterThanOrEqual(2);
    const { output } = (await login({ username: 'admin', password: 'Admin@12345' })).json();
    const stored = await queryRows<{ token_hash: string }>(
      t.db,
      sql`select token_hash from refresh_tokens where token_hash = ${hashRefreshToken(output.refreshtoken)}`,
    );
    expect(stored).toHaveLength(1);
    const leaked = await queryRows(t.db, sql`select 1 from refresh_tokens where token_hash = ${output.refreshtoken}`);
    expect(leaked).toHaveLength(0);
  });

  it('keeps a remembered session for 30 days and a plain one for 12 hours', async () => {
    const plain = (await login({ username: 'admin', password: 'Admin@12345', remember: false })).json().output;
    const remembered = (await login({ username: 'admin', password: 'Admin@12345', remember: true })).json().output;
    expect(remembered.remember).toBe(true);
    expect(await refreshLifetime(t.db, plain.refreshtoken)).toBe(12 * 3600);
    expect(await refreshLifetime(t.db, remembered.refreshtoken)).toBe(30 * 86400);
  });

  it('refuses an inactive user with the usual 401', async () => {
    await t.db.execute(sql`update portal_users set status = 'Inactive' where username = 'catalogue'`);
    const response = await login({ username: 'catalogue', password: 'Catalogue@12345' }, '10.1.2.1');
    await t.db.execute(sql`update portal_users set status = 'Active' where username = 'catalogue'`);
    expect(response.statusCode).toBe(401);
    expect(errorBody(response).errors).toEqual([{ message: MESSAGES.incorrectLogin }]);
  });

  describe('malformed bodies', () => {
    it('names each missing field with "Value is required"', async () => {
      const response = await login({});
      expect(response.statusCode).toBe(400);
      expect(errorBody(response)).toEqual({
        status: false,
        output: null,
        errors: [
          { field: 'username', message: VALIDATION.required },
          { field: 'password', message: VALIDATION.required },
        ],
      });
    });

    it('treats a missing body like an empty one', async () => {
      const response = await t.app.inject({ method: 'POST', url: `/api${AUTH_API.login}` });
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).errors.map((e) => e.field)).toEqual(['username', 'password']);
    });

    it('reports blank and too long values and wrong types per field', async () => {
      const response = await login({ username: '   ', password: 'x', remember: 'yes' });
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).errors).toEqual([
        { field: 'username', message: VALIDATION.required },
        { field: 'remember', message: VALIDATION.invalidFormat },
      ]);
      const tooLong = await login({ username: 'a'.repeat(255), password: 'x' });
      expect(errorBody(tooLong).errors).toEqual([{ field: 'username', message: VALIDATION.maxLength(254) }]);
    });

    it('rejects a body that is not JSON with 400 and no internals', async () => {
      const broken = await t.app.inject({
        method: 'POST',
        url: `/api${AUTH_API.login}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"username": ',
      });
      expect(broken.statusCode).toBe(400);
      expect(errorBody(broken)).toEqual({
        status: false,
        output: null,
        errors: [{ message: VALIDATION.invalidFormat }],
      });
      const text = await t.app.inject({
        method: 'POST',
        url: `/api${AUTH_API.login}`,
        headers: { 'content-type': 'text/plain' },
        payload: 'admin',
      });
      expect(text.statusCode).toBe(400);
      expect(errorBody(text).errors).toEqual([{ message: VALIDATION.invalidFormat }]);
    });
  });
});
