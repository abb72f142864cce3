/**
 * API keys (issue 43 §1): made by the Master Admin alone with the secret shown once and kept as a hash, refused when
 * unknown or revoked (at once, on another app on the same database too), held to their scopes and their rate limit,
 * and every change in the audit trail.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES, API_KEYS_API, type ApiKey, type CreatedApiKey } from '../../contract/store/api-keys';
import { STORE_API, STORE_API_BASE } from '../../contract/store/store-api';
import { VALIDATION } from '../../contract/platform/messages';
import { buildApp } from '../app';
import { MAX_BAD_KEYS } from './bad-key-guard';
import { queryRows } from '../db/transaction';
import { errorBody, getWithToken, postJson, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, testConfig, type TestApp } from '../test-support/test-app';

/** Waits, when needed, until at least `margin` seconds remain in the clock's minute: a key's count starts each minute. */
async function wellInsideAMinute(margin = 15) {
  const secondsLeft = 60 - new Date().getUTCSeconds();
  if (secondsLeft <= margin) await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 200));
}

describe.each(ENGINES)('API keys on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const storeGet = (path: string, key?: string, app = t.app) =>
    app.inject({
      method: 'GET',
      url: `${STORE_API_BASE}${path}`,
      headers: key ? { authorization: `Bearer ${key}` } : {},
    });
  /** A store call from `address` (the bad-key guard counts per address). */
  const from = (address: string, key: string) =>
    t.app.inject({
      method: 'GET',
      url: `${STORE_API_BASE}${STORE_API.categories}`,
      headers: { authorization: `Bearer ${key}` },
      remoteAddress: address,
    });
  const create = async (body: object, token = admin) => postJson(t.app, API_KEYS_API.create, body, { token });
  const createKey = async (body: object) => {
    const response = await create(body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().output as CreatedApiKey;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(async () => t?.close());

  it('shows the secret once, keeps only its hash, and lists the key by its prefix', async () => {
    const { key, secret } = await createKey({ name: 'Web shop', scopes: ['catalogue.read', 'orders'] });
    expect(secret.startsWith(`${key.prefix}_`)).toBe(true);
    expect(key).toMatchObject({ name: 'Web shop', scopes: ['catalogue.read', 'orders'], rateLimitPerMinute: 600 });
    expect(key.createdByName).toBe('Aditi Rao');
    const stored = await queryRows<{ secret_hash: string }>(
      t.db,
      sql`select secret_hash from api_keys where id = ${key.id}`,
    );
    expect(stored[0].secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(secret.slice(-20));
    const list = await getWithToken(t.app, API_KEYS_API.list, admin);
    expect(list.body).not.toContain(secret.slice(-20));
    const listed = (list.json().output as ApiKey[]).find((k) => k.id === key.id)!;
    expect(listed.lastUsedAt).toBeNull();
    expect((await storeGet(STORE_API.categories, secret)).statusCode).toBe(200);
    const after = (await getWithToken(t.app, API_KEYS_API.list, admin)).json().output as ApiKey[];
    expect(after.find((k) => k.id === key.id)!.lastUsedAt).not.toBeNull();
  });

  it('lets only the Master Admin make, list or revoke keys', async () => {
    const staff = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    expect((await create({ name: 'Mine', scopes: ['orders'] }, staff)).statusCode).toBe(403);
    expect((await getWithToken(t.app, API_KEYS_API.list, staff)).statusCode).toBe(403);
    expect((await postJson(t.app, API_KEYS_API.revoke(1), {}, { token: staff })).statusCode).toBe(403);
  });

  it('refuses a key without a name or a scope, with an unknown scope, or a rate limit out of bounds', async () => {
    const noName = await create({ name: '  ', scopes: ['orders'] });
    expect(noName.statusCode).toBe(400);
    expect(errorBody(noName).errors).toContainEqual({ field: 'name', message: VALIDATION.required });
    const noScope = await create({ name: 'A', scopes: [] });
    expect(errorBody(noScope).errors).toContainEqual({ field: 'scopes', message: VALIDATION.required });
    for (const body of [
      { name: 'A', scopes: ['admin'] },
      { name: 'A', scopes: ['orders', 'orders'] },
      { name: 'A', scopes: ['orders'], rateLimitPerMinute: 0 },
      { name: 'A', scopes: ['orders'], rateLimitPerMinute: 1e9 },
      { name: 'x'.repeat(61), scopes: ['orders'] },
      { name: ['A'], scopes: 'orders' },
    ])
      expect((await create(body)).statusCode, JSON.stringify(body)).toBe(400);
  });

  it('refuses a missing, malformed, unknown or revoked key with 401, on another app at once too', async () => {
    const { key, secret } = await createKey({ name: 'Short-lived', scopes: ['catalogue.read'] });
    const other = await buildApp({ config: testConfig(), db: t.db, engine });
    await other.ready();
    try {
      expect((await storeGet(STORE_API.categories, secret, other)).statusCode).toBe(200);
      for (const bad of [undefined, 'nonsense', `${secret}x`, secret.slice(0, -1), 'x'.repeat(10_000)]) {
        const response = await storeGet(STORE_API.categories, bad);
        expect(response.statusCode).toBe(401);
        expect(errorBody(response).errors[0].message).toBe(API_KEY_MESSAGES.invalidKey);
      }
      const revoked = await postJson(t.app, API_KEYS_API.revoke(key.id), {}, { token: admin });
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json().output).toMatchObject({ revokedByName: 'Aditi Rao' });
      expect((await storeGet(STORE_API.categories, secret)).statusCode).toBe(401);
      expect((await storeGet(STORE_API.categories, secret, other)).statusCode).toBe(401);
      expect((await postJson(t.app, API_KEYS_API.revoke(key.id), {}, { token: admin })).statusCode).toBe(409);
      expect((await postJson(t.app, API_KEYS_API.revoke(2_000_000), {}, { token: admin })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('stops looking up keys from an address that floods unknown ones, and no one else', async () => {
    const { secret } = await createKey({ name: 'Neighbour', scopes: ['catalogue.read'] });
    const guesses = [];
    for (let i = 0; i <= MAX_BAD_KEYS; i++) guesses.push((await from('10.9.9.9', `shop_guess${i}`)).statusCode);
    expect(guesses.slice(0, MAX_BAD_KEYS).every((s) => s === 401)).toBe(true);
    expect(guesses.at(-1)).toBe(429);
    const refused = await from('10.9.9.9', secret);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('10.9.9.10', secret)).statusCode).toBe(200);
  });

  it('holds a key to its scopes (403) and records the refusal', async () => {
    const { secret } = await createKey({ name: 'Orders only', scopes: ['orders'] });
    const response = await storeGet(STORE_API.products, secret);
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).errors[0].message).toBe(API_KEY_MESSAGES.scopeMissing);
    const [denial] = await queryRows<{ user_name: string }>(
      t.db,
      sql`select user_name from audit_log where entity = 'access' and action = 'denied' order by id desc limit 1`,
    );
    expect(denial.user_name).toContain('Orders only');
  });

  it('answers 429 with Retry-After past the rate limit, however many calls come at once', async () => {
    const { secret } = await createKey({ name: 'Slow', scopes: ['catalogue.read'], rateLimitPerMinute: 5 });
    await wellInsideAMinute();
    const answers = await Promise.all(Array.from({ length: 20 }, () => storeGet(STORE_API.categories, secret)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(15);
    const wait = Number(refused[0].headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(errorBody(refused[0]).errors[0].message).toMatch(/too many requests/);
  });

  it('keeps each creation and revocation in the audit trail, never the secret', async () => {
    const { key, secret } = await createKey({ name: 'Audited', scopes: ['reviews'] });
    await postJson(t.app, API_KEYS_API.revoke(key.id), {}, { token: admin });
    const rows = await queryRows<{ action: string; user_name: string; changes: unknown; detail: unknown }>(
      t.db,
      sql`select action, user_name, changes, detail from audit_log where entity = 'api-key' and entity_id = ${String(key.id)} order by id`,
    );
    expect(rows.map((r) => [r.action, r.user_name])).toEqual([
      ['create', 'Aditi Rao'],
      ['revoke', 'Aditi Rao'],
    ]);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(-20));
  });
});
