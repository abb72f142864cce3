/**
 * The audit trail over the whole API: every write route of the OpenAPI document, called as an allowed
 * user with a valid body, leaves exactly one audit row naming that user (an update with a value before and
 * after); a denied call leaves a denial row; the table refuses UPDATE, DELETE and TRUNCATE; and no password,
 * token or hash the walk saw is anywhere in it. A route added later is walked too — or fails here by name.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API } from '../../../contract/account/auth';
import { ORDER_API } from '../../../contract/orders/order-processing';
import { AUDIT_REASONS } from '../../../contract/platform/audit';
import type { ResourceDef } from '../../../contract/platform/resource';
import { queryRows } from '../../db/transaction';
import { BINDINGS } from '../../resources';
import type { ResourceBinding } from '../../resources/binding';
import { createTestApp, ENGINES, TEST_JWT_SECRET, type TestApp } from '../../test-support/test-app';
import { ACCOUNT_RECIPES } from '../../test-support/audit-walk/account-recipes';
import { MAIL_RECIPES } from '../../test-support/audit-walk/mail-recipes';
import { STORE_RECIPES } from '../../test-support/audit-walk/store-recipes';
import { WEBHOOK_RECIPES } from '../../test-support/audit-walk/webhook-recipes';
import { CATALOGUE_RECIPES } from '../../test-support/audit-walk/catalogue-recipes';
import { COMMENT_RECIPES } from '../../test-support/audit-walk/comment-recipes';
import { PRODUCT_LIST_RECIPES } from '../../test-support/audit-walk/product-list-recipes';
import { PRODUCT_EDITOR_RECIPES } from '../../test-support/audit-walk/product-editor-recipes';
import { CONTENT_RECIPES } from '../../test-support/audit-walk/content-recipes';
import { IMPORT_RECIPES } from '../../test-support/audit-walk/import-recipes';
import { MEDIA_RECIPES } from '../../test-support/audit-walk/media-recipes';
import { ORDER_RECIPES } from '../../test-support/audit-walk/order-recipes';
import { PEOPLE_RECIPES } from '../../test-support/audit-walk/people-recipes';
import { PASSWORD_RESET_RECIPES } from '../../test-support/audit-walk/password-reset-recipes';
import { resourceRecipes } from '../../test-support/audit-walk/resource-recipes';
import { SETTINGS_RECIPES } from '../../test-support/audit-walk/settings-recipes';
import { STOCK_RECIPES } from '../../test-support/audit-walk/stock-recipes';
import { SUPPORT_RECIPES } from '../../test-support/audit-walk/support-recipes';
import { routeName, writeRoutes } from '../../test-support/audit-walk/routes';
import { SUBSCRIPTION_RECIPES } from '../../test-support/audit-walk/subscription-recipes';
import { Walk, type Recipe, type WalkCall } from '../../test-support/audit-walk/walk';
import { scaled } from '../../test-support/timeouts';

type AuditRow = {
  id: number;
  user_id: number | null;
  user_name: string | null;
  address: string | null;
  entity: string;
  entity_id: string | null;
  action: string;
  outcome: string;
  changes: Record<string, unknown> | null;
  detail: Record<string, unknown> | null;
};

const RECIPES: Record<string, Recipe> = {
  ...Object.assign({}, ...Object.values(BINDINGS).map((b) => resourceRecipes(b as ResourceBinding<ResourceDef>))),
  ...ORDER_RECIPES,
  ...ACCOUNT_RECIPES,
  ...MAIL_RECIPES,
  ...STORE_RECIPES,
  ...WEBHOOK_RECIPES,
  ...PASSWORD_RESET_RECIPES,
  ...CONTENT_RECIPES,
  ...MEDIA_RECIPES,
  ...CATALOGUE_RECIPES,
  ...COMMENT_RECIPES,
  ...PRODUCT_LIST_RECIPES,
  ...PRODUCT_EDITOR_RECIPES,
  ...IMPORT_RECIPES,
  ...PEOPLE_RECIPES,
  ...SETTINGS_RECIPES,
  ...SUBSCRIPTION_RECIPES,
  ...SUPPORT_RECIPES,
  ...STOCK_RECIPES,
};

/** The rows written since `after`, except a bulk job's per-order rows (written by the job, not the request). */
const rowsSince = (walk: Walk, after: number) =>
  queryRows<AuditRow>(
    walk.db,
    sql`select * from audit_log
  where id > ${after} and not coalesce(detail ? 'bulkJob', false) order by id`,
  );

/** True when some field of the row went from one value to another. */
const hasBeforeAndAfter = (changes: AuditRow['changes']) =>
  Object.values((changes ?? {}) as Record<string, { before?: unknown; after?: unknown }>).some(
    (change) => 'before' in change && JSON.stringify(change.before) !== JSON.stringify(change.after),
  );

async function callAndCheck(walk: Walk, name: string, call: WalkCall): Promise<void> {
  const before = await walk.lastAuditId();
  const response = await walk.send(call);
  expect(
    response.statusCode,
    `${name} (${call.method} ${call.url}) answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
  ).toBeLessThan(300);
  await call.settle?.(response.json().output);
  const rows = await rowsSince(walk, before);
  expect(
    rows.length,
    `${name} (${call.method} ${call.url}) left ${rows.length} audit rows, not exactly one: ${JSON.stringify(rows.map((r) => `${r.entity}/${r.action}`))}`,
  ).toBe(1);
  const [row] = rows;
  expect(row.user_id, `${name}: the row names user ${row.user_id}, not the caller ${call.actorId}`).toBe(call.actorId);
  expect(row.outcome, name).toBe('success');
  expect(row.address, `${name}: the row has no client address`).toBeTruthy();
  if (call.update)
    expect(
      hasBeforeAndAfter(row.changes),
      `${name}: an update without a value before and after: ${JSON.stringify(row.changes)}`,
    ).toBe(true);
}

describe.each(ENGINES)('audit trail on %s', (engine) => {
  let t: TestApp;
  let walk: Walk;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 60 });
    walk = new Walk(t.app, t.db);
  });
  afterAll(() => t?.close());

  it('writes exactly one row, naming the caller, for every write route of the OpenAPI document', {
    timeout: scaled(240_000),
  }, async () => {
    const routes = writeRoutes(t.app.swagger() as never);
    const unknown = routes.map(routeName).filter((name) => !RECIPES[name]);
    expect(
      unknown,
      `Write routes the audit walk cannot call yet: add a recipe in server/test-support/audit-walk/ (and an audit row in the route): ${unknown.join(', ')}`,
    ).toEqual([]);
    for (const route of routes) {
      const name = routeName(route);
      for (const call of await RECIPES[name](walk)) await callAndCheck(walk, name, call);
    }
    // The walk started one bulk job: its order has a row of its own, naming the job.
    const [item] = await queryRows<AuditRow>(
      t.db,
      sql`select * from audit_log where detail ? 'bulkJob' and entity = 'order'`,
    );
    expect(item).toMatchObject({ action: 'order.accept', outcome: 'success', user_id: (await walk.signIn()).userId });
    expect(hasBeforeAndAfter(item.changes)).toBe(true);
  });

  it('leaves a denial row, in its own transaction, when a user without the permission calls', async () => {
    const staff = await walk.signIn('catalogue');
    const before = await walk.lastAuditId();
    const denied = await walk.send({ method: 'PUT', url: ORDER_API.action('accept', 1), body: {}, token: staff.token });
    expect(denied.statusCode).toBe(403);
    const rows = await queryRows<AuditRow>(t.db, sql`select * from audit_log where id > ${before}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: staff.userId,
      entity: 'access',
      action: 'denied',
      outcome: 'denied',
      detail: { method: 'PUT', route: '/api/order-details/accept/:id', path: '/api/order-details/accept/1' },
    });
  });

  it('records failed sign-ins, of a known account and of an unknown name, without the password tried', async () => {
    const before = await walk.lastAuditId();
    const wrong = 'Wrong@Password1';
    walk.secrets.add(wrong);
    expect(
      (await walk.send({ method: 'POST', url: AUTH_API.login, body: { username: 'orders', password: wrong } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await walk.send({
          method: 'POST',
          url: AUTH_API.login,
          body: { username: 'nobody@example.com', password: wrong },
        })
      ).statusCode,
    ).toBe(401);
    const rows = await queryRows<AuditRow & { reason: string }>(
      t.db,
      sql`select * from audit_log where id > ${before} order by id`,
    );
    expect(rows.map((r) => [r.action, r.outcome, r.user_name, r.reason, r.detail])).toEqual([
      ['sign-in', 'failure', 'Rohan Mehta', 'Wrong password', null],
      ['sign-in', 'failure', null, 'No such account', { login: 'nobody@example.com' }],
    ]);
  });

  it('records a sign-in the limiter refused, with its cause', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: `/api${AUTH_API.login}`,
        remoteAddress: '10.9.9.9',
        payload: { username: 'ghost', password: 'Wrong@Password1' },
      });
    let answer = await attempt();
    for (let i = 0; i < 20 && answer.statusCode !== 429; i++) answer = await attempt();
    expect(answer.statusCode).toBe(429);
    const [row] = await queryRows<AuditRow & { reason: string }>(
      t.db,
      sql`select * from audit_log where address = '10.9.9.9' order by id desc limit 1`,
    );
    expect(row).toMatchObject({
      action: 'sign-in',
      outcome: 'failure',
      user_id: null,
      reason: AUDIT_REASONS.tooManyAttempts,
      detail: { login: 'ghost' },
    });
  });

  it('refuses UPDATE, DELETE and TRUNCATE of the audit table', async () => {
    for (const statement of [
      sql`update audit_log set action = 'x'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const error = await t.db.execute(statement).then(
        () => null,
        (e: Error & { cause?: Error }) => e.cause ?? e,
      );
      expect(error?.message).toMatch(/audit_log is append-only: (UPDATE|DELETE|TRUNCATE) is not allowed/);
    }
    expect(await walk.lastAuditId()).toBeGreaterThan(0);
  });

  it('holds no password, token, hash or key the walk saw, anywhere in the table', async () => {
    const hashes = await queryRows<{ password_hash: string; token_hash: string | null }>(
      t.db,
      sql`select u.password_hash, r.token_hash from portal_users u left join refresh_tokens r on r.user_id = u.id`,
    );
    const secrets = [
      ...walk.secrets,
      TEST_JWT_SECRET,
      ...hashes.flatMap((h) => [h.password_hash, h.token_hash ?? '']),
    ].filter((s) => s.length >= 8);
    const [{ dump }] = await queryRows<{ dump: string }>(
      t.db,
      sql`select coalesce(string_agg(row_to_json(a)::text, E'\n'), '') as dump from audit_log a`,
    );
    expect(secrets.length).toBeGreaterThan(10);
    for (const secret of secrets)
      expect(dump.includes(secret), `a secret (${secret.slice(0, 4)}…) is in the audit table`).toBe(false);
    expect(dump).toMatch(/"password": ?\{"changed": ?true\}/);
  });
});
