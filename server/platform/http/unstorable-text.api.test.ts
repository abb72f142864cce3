/**
 * A lone UTF-16 surrogate (`"a\udfff"` in JSON) reached PostgreSQL's jsonb (the audit rows) and failed as a 500
 * (22P02) on sign-in, the reset-code request and authenticated writes. Every string field now answers a 400
 * in the catalogue's words, naming the field, before any route's work.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../contract/api-paths';
import { MEDIA_API } from '../../../contract/media';
import { VALIDATION } from '../../../contract/messages';
import { PASSWORD_RESET_API } from '../../../contract/password-reset';
import { queryRows } from '../../db/transaction';
import { media } from '../../db/schema';
import { createTestApp, ENGINES, type TestApp } from '../../test-support/test-app';
import { getWithToken, signInAs } from '../../test-support/requests';

/** The JSON escape of a low surrogate with no high one before it, as an attacker types it. */
const LONE = '\\udfff';
/** The answer that refuses a broken character in `field`. */
const refusedOn = (field: string) => ({ status: false, output: null, errors: [{ field, message: VALIDATION.brokenCharacter }] });

describe.each(ENGINES)('lone surrogates on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    token = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  /** Sends `json` as it is written (the escape unparsed by the test). */
  const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, json: string, auth = false) => t.app.inject({
    method, url: `/api${url}`, payload: json,
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
  });

  it('refuses one on sign-in and on the reset-code request (no session) with a 400 naming the field', async () => {
    const signIn = await send('POST', API.login, `{"username":"a${LONE}","password":"x"}`);
    expect(signIn.statusCode, signIn.body).toBe(400);
    expect(signIn.json()).toEqual(refusedOn('username'));
    const reset = await send('POST', PASSWORD_RESET_API.requestCode, `{"login":"admin${LONE}"}`);
    expect(reset.statusCode, reset.body).toBe(400);
    expect(reset.json()).toEqual(refusedOn('login'));
  });

  it('refuses one in an order note, the profile and a media rename; nothing is written', async () => {
    const [order] = await queryRows<{ id: number }>(t.db, sql`select id from orders order by id limit 1`);
    const note = await send('POST', API.orderNotes(order.id), `{"note":"call first ${LONE}"}`, true);
    expect(note.statusCode, note.body).toBe(400);
    expect(note.json()).toEqual(refusedOn('note'));

    const profile = (await getWithToken(t.app, API.profile, token)).json().output;
    const saved = await send('PUT', API.profile, JSON.stringify({ ...profile, name: 'x' }).replace('"name":"x"', `"name":"Admin ${LONE}"`), true);
    expect(saved.statusCode, saved.body).toBe(400);
    expect(saved.json()).toEqual(refusedOn('name'));
    expect((await getWithToken(t.app, API.profile, token)).json().output.name).toBe(profile.name);

    const [image] = await t.db.insert(media).values({ displayName: 'Shirt', altText: '', contentHash: 'b'.repeat(64), path: 'media/bb/s.png',
      thumbnailPath: 'media/bb/s-thumb.webp', webpPath: 'media/bb/s.webp', contentType: 'image/png', size: 10, width: 1, height: 1 }).returning();
    const renamed = await send('PATCH', MEDIA_API.one(image.id), `{"displayName":"a${LONE}","version":${image.version}}`, true);
    expect(renamed.statusCode, renamed.body).toBe(400);
    expect(renamed.json()).toEqual(refusedOn('displayName'));
  });

  it('refuses one in a key too; a whole emoji (a pair) is kept', async () => {
    const key = await send('POST', API.login, `{"username":"admin","password":"x","${LONE}":1}`);
    expect(key.statusCode).toBe(400);
    expect(key.json().errors[0].message).toBe(VALIDATION.brokenCharacter);
    const [order] = await queryRows<{ id: number }>(t.db, sql`select id from orders order by id limit 1`);
    const emoji = await send('POST', API.orderNotes(order.id), '{"note":"thanks \\ud83d\\ude00"}', true);
    expect(emoji.statusCode, emoji.body).toBe(201);
  });
});
