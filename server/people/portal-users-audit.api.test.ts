/**
 * The portal-user routes through the audit walk's recipes, on their own (the whole walk in audit-trail.api.test.ts
 * stops at the first route that fails): each call leaves exactly one row naming the admin, and no password.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/transaction';
import { PEOPLE_RECIPES } from '../test-support/audit-walk/people-recipes';
import { Walk } from '../test-support/audit-walk/walk';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

describe.each(ENGINES)('portal-user audit rows on %s', (engine) => {
  let t: TestApp;
  let walk: Walk;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    walk = new Walk(t.app, t.db);
  });
  afterAll(() => t?.close());

  it.each(Object.keys(PEOPLE_RECIPES))('%s leaves one row naming the caller', async (name) => {
    for (const call of await PEOPLE_RECIPES[name](walk)) {
      const before = await walk.lastAuditId();
      const response = await walk.send(call);
      expect(response.statusCode, response.body).toBeLessThan(300);
      const rows = await queryRows<{ user_id: number; outcome: string; changes: unknown; detail: unknown }>(
        t.db,
        sql`select * from audit_log where id > ${before}`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ user_id: call.actorId, outcome: 'success' });
      expect(JSON.stringify(rows[0])).not.toMatch(/\$argon2/);
    }
  });
});
