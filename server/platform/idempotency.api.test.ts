import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/transaction';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { IDEMPOTENCY_KEY_TTL_HOURS, pruneIdempotencyKeys } from './idempotency';

describe.each(ENGINES)('idempotency keys on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
  });
  afterAll(() => t?.close());

  it(`forgets keys older than ${IDEMPOTENCY_KEY_TTL_HOURS} hours and keeps newer ones`, async () => {
    const [user] = await queryRows<{ id: number }>(t.db, sql`select id from portal_users order by id limit 1`);
    await t.db.execute(sql`insert into idempotency_keys (user_id, key, scope, response_status, response, created_at) values
      (${user.id}, 'old-key-0001', 'PUT /x', 200, '{}', now() - interval '25 hours'),
      (${user.id}, 'new-key-0001', 'PUT /x', 200, '{}', now() - interval '23 hours')`);
    await pruneIdempotencyKeys(t.db);
    const keys = await queryRows<{ key: string }>(
      t.db,
      sql`select key from idempotency_keys where key like '%-key-0001' order by key`,
    );
    expect(keys.map((k) => k.key)).toEqual(['new-key-0001']);
  });
});
