import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API } from '../../../contract/account/auth';
import { DASHBOARD_API } from '../../../contract/dashboard/dashboard';
import { MESSAGES } from '../../../contract/platform/messages';
import { queryRows } from '../../db/transaction';
import { hashRefreshToken } from './tokens';
import { createTestApp, ENGINES, TEST_JWT_SECRET, type TestApp } from '../../test-support/test-app';
import { errorBody, getWithToken, postJson, signInAs } from '../../test-support/requests';

const EXPIRED = { status: false, output: null, errors: [{ message: MESSAGES.sessionExpired }] };

/** An access token for the same user and family that expired a minute ago. */
async function expiredCopyOf(token: string): Promise<string> {
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: claims.role, fam: claims.fam, rem: claims.rem })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(claims.iss)
    .setSubject(claims.sub)
    .setIssuedAt(now - 1000)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

describe.each(ENGINES)('session check, refresh and logout on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  const check = (body: unknown) => postJson(t.app, AUTH_API.sessionCheck, body);
  const dashboard = (token: string) => getWithToken(t.app, DASHBOARD_API.summary, token);

  it('returns the same tokens and fresh user details while the access token is valid', async () => {
    const session = await signInAs(t.app, 'orders', 'Orders@12345');
    await t.db.execute(sql`update portal_users set name = 'Rohan M.' where username = 'orders'`);
    const response = await check({ jwtToken: session.token, refreshtoken: session.refreshtoken });
    expect(response.statusCode).toBe(200);
    const { output } = response.json();
    expect(output.token).toBe(session.token);
    expect(output.refreshtoken).toBe(session.refreshtoken);
    expect(output.subscriptionStatus).toBe('free');
    expect(output.userDetails.name).toBe('Rohan M.');
  });

  it('rotates the refresh token when only it is given, and marks the old one replaced', async () => {
    const session = await signInAs(t.app, 'admin', 'Admin@12345');
    const response = await check({ jwtToken: null, refreshtoken: session.refreshtoken });
    expect(response.statusCode).toBe(200);
    const { output } = response.json();
    expect(output.refreshtoken).not.toBe(session.refreshtoken);
    expect(output.token).not.toBe(session.token);
    expect((await dashboard(output.token)).statusCode).toBe(200);
    const [old] = await queryRows<{ replaced_by_id: unknown }>(
      t.db,
      sql`select replaced_by_id from refresh_tokens where token_hash = ${hashRefreshToken(session.refreshtoken)}`,
    );
    expect(old.replaced_by_id).not.toBeNull();
  });

  it('rotates when the access token has expired', async () => {
    const session = await signInAs(t.app, 'admin', 'Admin@12345');
    const expired = await expiredCopyOf(session.token);
    expect((await dashboard(expired)).statusCode).toBe(401);
    const response = await check({ jwtToken: expired, refreshtoken: session.refreshtoken });
    expect(response.statusCode).toBe(200);
    expect(response.json().output.refreshtoken).not.toBe(session.refreshtoken);
  });

  it('revokes the whole family when a replaced refresh token is presented again after the grace', async () => {
    const session = await signInAs(t.app, 'admin', 'Admin@12345');
    const rotated = (await check({ refreshtoken: session.refreshtoken })).json().output;
    // The replacement was issued a minute ago: well past the 15 s grace for tabs refreshing together.
    await t.db.execute(
      sql`update refresh_tokens set created_at = created_at - interval '60 seconds' where token_hash = ${hashRefreshToken(rotated.refreshtoken)}`,
    );
    const reuse = await check({ refreshtoken: session.refreshtoken });
    expect(reuse.statusCode).toBe(401);
    expect(errorBody(reuse)).toEqual(EXPIRED);
    // The thief's and the owner's newer tokens are dead too.
    expect((await check({ refreshtoken: rotated.refreshtoken })).statusCode).toBe(401);
    expect((await dashboard(rotated.token)).statusCode).toBe(401);
  });

  it('gives a second tab refreshing with the same token at the same moment a token of its own', async () => {
    const session = await signInAs(t.app, 'admin', 'Admin@12345');
    const [first, second] = await Promise.all([
      check({ refreshtoken: session.refreshtoken }),
      check({ refreshtoken: session.refreshtoken }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const a = first.json().output;
    const b = second.json().output;
    expect(a.refreshtoken).not.toBe(b.refreshtoken);
    expect((await dashboard(a.token)).statusCode).toBe(200);
    expect((await dashboard(b.token)).statusCode).toBe(200);
    expect((await check({ refreshtoken: b.refreshtoken })).statusCode).toBe(200);
  });

  it('answers 401 to garbage, to nothing, and to a token signed with another key', async () => {
    expect(errorBody(await check({ jwtToken: 'not.a.jwt', refreshtoken: 'nope' }))).toEqual(EXPIRED);
    expect((await check({})).statusCode).toBe(401);
    const forged = await new SignJWT({ role: 'MasterAdmin', fam: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await check({ jwtToken: forged })).statusCode).toBe(401);
    expect((await dashboard(forged)).statusCode).toBe(401);
  });

  it('logs out: the refresh token and the access token stop working; logging out again is fine', async () => {
    const session = await signInAs(t.app, 'orders', 'Orders@12345');
    const response = await postJson(t.app, AUTH_API.logout, { refreshtoken: session.refreshtoken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, output: null, errors: [] });
    expect((await check({ refreshtoken: session.refreshtoken })).statusCode).toBe(401);
    expect((await check({ jwtToken: session.token, refreshtoken: session.refreshtoken })).statusCode).toBe(401);
    expect((await dashboard(session.token)).statusCode).toBe(401);
    expect((await postJson(t.app, AUTH_API.logout, { refreshtoken: session.refreshtoken })).statusCode).toBe(200);
    expect((await postJson(t.app, AUTH_API.logout, { refreshtoken: 'never-issued' })).statusCode).toBe(200);
    expect((await postJson(t.app, AUTH_API.logout, {})).statusCode).toBe(200);
  });

  it('logs out by the Bearer alone: `{}` ends the session the access token belongs to, and only that one', async () => {
    const session = await signInAs(t.app, 'orders', 'Orders@12345');
    const other = await signInAs(t.app, 'orders', 'Orders@12345');
    expect((await dashboard(session.token)).statusCode).toBe(200); // remembered by the session cache
    const response = await postJson(t.app, AUTH_API.logout, {}, { token: session.token });
    expect(response.statusCode).toBe(200);
    expect(errorBody(await dashboard(session.token))).toEqual(EXPIRED);
    expect((await check({ refreshtoken: session.refreshtoken })).statusCode).toBe(401);
    expect((await dashboard(other.token)).statusCode).toBe(200);
    // A stale Bearer beside a live refresh token: the refresh token's own session ends too.
    expect(
      (await postJson(t.app, AUTH_API.logout, { refreshtoken: other.refreshtoken }, { token: session.token }))
        .statusCode,
    ).toBe(200);
    expect((await dashboard(other.token)).statusCode).toBe(401);
  });

  it('ends the sessions of a user who is made inactive', async () => {
    const session = await signInAs(t.app, 'catalogue', 'Catalogue@12345');
    await t.db.execute(sql`update portal_users set status = 'Inactive' where username = 'catalogue'`);
    try {
      expect(errorBody(await dashboard(session.token))).toEqual(EXPIRED); // 401, not the 403 this user gets when active
      expect((await check({ jwtToken: session.token, refreshtoken: session.refreshtoken })).statusCode).toBe(401);
    } finally {
      await t.db.execute(sql`update portal_users set status = 'Active' where username = 'catalogue'`);
    }
  });
});
