/**
 * A lone UTF-16 surrogate (`"a\udfff"` in JSON) reached PostgreSQL's jsonb (the audit rows) and failed as a 500
 * (22P02) on sign-in, the reset-code request and authenticated writes. Every string field now answers a 400
 * in the catalogue's words, naming the field, before any route's work.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../contract/account/account';
import { AUTH_API } from '../../../contract/account/auth';
import { ORDER_API } from '../../../contract/orders/order-processing';
import { MEDIA_API } from '../../../contract/media/media';
import { VALIDATION } from '../../../contract/platform/messages';
import { PASSWORD_RESET_API } from '../../../contract/account/password-reset';
import { queryRows } from '../../db/transaction';
import { writeRoutes } from '../../test-support/audit-walk/routes';
import { media } from '../media-schema';
import { createTestApp, ENGINES, type TestApp } from '../../test-support/test-app';
import { getWithToken, signInAs } from '../../test-support/requests';
import { scaled } from '../../test-support/timeouts';

/** The JSON escape of a low surrogate with no high one before it, as an attacker types it. */
const LONE = '\\udfff';
/** The answer that refuses a broken character in `field`. */
const refusedOn = (field: string) => ({
  status: false,
  output: null,
  errors: [{ field, message: VALIDATION.brokenCharacter }],
});

describe.each(ENGINES)('lone surrogates on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    token = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  /** Sends `json` as it is written (the escape unparsed by the test). */
  const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, json: string, auth = false) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      payload: json,
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
    });

  it('refuses one on sign-in and on the reset-code request (no session) with a 400 naming the field', async () => {
    const signIn = await send('POST', AUTH_API.login, `{"username":"a${LONE}","password":"x"}`);
    expect(signIn.statusCode, signIn.body).toBe(400);
    expect(signIn.json()).toEqual(refusedOn('username'));
    const reset = await send('POST', PASSWORD_RESET_API.requestCode, `{"login":"admin${LONE}"}`);
    expect(reset.statusCode, reset.body).toBe(400);
    expect(reset.json()).toEqual(refusedOn('login'));
  });

  it('refuses one in an order note, the profile and a media rename; nothing is written', async () => {
    const [order] = await queryRows<{ id: number }>(t.db, sql`select id from orders order by id limit 1`);
    const note = await send('POST', ORDER_API.notes(order.id), `{"note":"call first ${LONE}"}`, true);
    expect(note.statusCode, note.body).toBe(400);
    expect(note.json()).toEqual(refusedOn('note'));

    const profile = (await getWithToken(t.app, ACCOUNT_API.profile, token)).json().output;
    const saved = await send(
      'PUT',
      ACCOUNT_API.profile,
      JSON.stringify({ ...profile, name: 'x' }).replace('"name":"x"', `"name":"Admin ${LONE}"`),
      true,
    );
    expect(saved.statusCode, saved.body).toBe(400);
    expect(saved.json()).toEqual(refusedOn('name'));
    expect((await getWithToken(t.app, ACCOUNT_API.profile, token)).json().output.name).toBe(profile.name);

    const [image] = await t.db
      .insert(media)
      .values({
        displayName: 'Shirt',
        altText: '',
        contentHash: 'b'.repeat(64),
        path: 'media/bb/s.png',
        thumbnailPath: 'media/bb/s-thumb.webp',
        webpPath: 'media/bb/s.webp',
        contentType: 'image/png',
        size: 10,
        width: 1,
        height: 1,
      })
      .returning();
    const renamed = await send(
      'PATCH',
      MEDIA_API.one(image.id),
      `{"displayName":"a${LONE}","version":${image.version}}`,
      true,
    );
    expect(renamed.statusCode, renamed.body).toBe(400);
    expect(renamed.json()).toEqual(refusedOn('displayName'));
  });

  it('refuses one on every write route of the OpenAPI document with a 400, never a 500', {
    timeout: scaled(120_000),
  }, async () => {
    const routes = writeRoutes(t.app.swagger() as never);
    expect(routes.length).toBeGreaterThan(60);
    const answers = new Map<string, number>();
    for (const route of routes) {
      const url = route.path
        .replace(/^\/api/, '')
        .replace(/\{tableKey\}/g, 'tax')
        .replace(/\{[^}]+\}/g, '1');
      // Log out with the Bearer would end this test's session (when a body got through): it goes without.
      const response = await send(
        route.method.toUpperCase() as 'POST',
        url,
        `{"name":"a${LONE}","note":"${LONE}","list":["${LONE}"]}`,
        url !== AUTH_API.logout,
      );
      answers.set(`${route.method} ${route.path}`, response.statusCode);
    }
    // Before any route's own work: nothing created (a 201 stored U+FFFD), nothing looked up (404, 409).
    const others = [...answers].filter(([, status]) => status !== 400);
    expect(others).toEqual([]);
  });

  it('refuses one in a key too; a whole emoji (a pair) is kept', async () => {
    const key = await send('POST', AUTH_API.login, `{"username":"admin","password":"x","${LONE}":1}`);
    expect(key.statusCode).toBe(400);
    expect(key.json().errors[0].message).toBe(VALIDATION.brokenCharacter);
    const [order] = await queryRows<{ id: number }>(t.db, sql`select id from orders order by id limit 1`);
    const emoji = await send('POST', ORDER_API.notes(order.id), '{"note":"thanks \\ud83d\\ude00"}', true);
    expect(emoji.statusCode, emoji.body).toBe(201);
  });
});
