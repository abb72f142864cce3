/**
 * PORTAL_USERS over the API on each engine: add/edit rules, module keys, sessions ended by access changes,
 * the last Master Admin, Master Admin-only password generation (e-mailed through the Outbox) and view-as.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API } from '../../contract/account/auth';
import { DASHBOARD_API } from '../../contract/dashboard/dashboard';
import { MESSAGES } from '../../contract/platform/messages';
import { PORTAL_USER_MESSAGES, PORTAL_USERS_API, type PortalUser } from '../../contract/people/portal-users';
import { grant } from '../../contract/platform/permissions';
import { queryRows } from '../db/transaction';
import { secretsOf } from '../platform/secrets/secrets-of-app';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { getWithToken, postJson, signInAs } from '../test-support/requests';

const messages = (response: { json(): unknown }) =>
  (response.json() as { errors: { message: string }[] }).errors.map((e) => e.message);

describe.each(ENGINES)('portal users on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let sequence = 0;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  const send = (method: 'POST' | 'PUT' | 'GET', url: string, token: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const newUser = async (role: 'Staff' | 'MasterAdmin' = 'Staff', moduleAccess = grant(['dashboard.home.view'])) => {
    const n = ++sequence;
    const response = await send('POST', PORTAL_USERS_API.create, admin, {
      name: `User ${n}`,
      username: `user${n}`,
      email: `user${n}@shop.in`,
      role,
      moduleAccess,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().output as PortalUser;
  };
  /** The e-mailed password of the newest Outbox message to `email`. */
  const mailedPassword = async (email: string) => {
    const [row] = await queryRows<{ text: string }>(
      t.db,
      sql`select text from outbox where "to" = ${email} and kind = 'portal-user-password' order by id desc limit 1`,
    );
    return /Password: (\S+)/.exec(secretsOf(t.db).open(row.text))![1];
  };

  it('adds a user with an e-mailed password that signs in, and refuses a duplicate username or e-mail case-insensitively', async () => {
    const user = await newUser();
    expect(user).toMatchObject({ status: 'Active', role: 'Staff', version: 1, lastSignInAt: null });
    expect(JSON.stringify(user)).not.toMatch(/password/i);
    await signInAs(t.app, user.username, await mailedPassword(user.email));
    const again = await send('POST', PORTAL_USERS_API.create, admin, {
      name: 'X',
      username: user.username.toUpperCase(),
      email: 'other@shop.in',
      role: 'Staff',
      moduleAccess: {},
    });
    expect(again.statusCode).toBe(409);
    expect(messages(again)).toEqual([PORTAL_USER_MESSAGES.usernameTaken]);
    const sameMail = await send('POST', PORTAL_USERS_API.create, admin, {
      name: 'X',
      username: 'fresh1',
      email: user.email.toUpperCase(),
      role: 'Staff',
      moduleAccess: {},
    });
    expect(messages(sameMail)).toEqual([PORTAL_USER_MESSAGES.emailTaken]);
    const found = await send('POST', PORTAL_USERS_API.search, admin, { text: user.username });
    expect(found.json().output.rows.map((r: PortalUser) => r.id)).toEqual([user.id]);
    expect(found.json().output.rows[0].lastSignInAt).not.toBeNull();
  });

  it('refuses unknown module keys, actions and values in the catalogue wording', async () => {
    for (const [moduleAccess, message] of [
      [{ shop: { x: { view: 1 } } }, PORTAL_USER_MESSAGES.unknownModule('shop')],
      [{ orders: { rocket: { view: 1 } } }, PORTAL_USER_MESSAGES.unknownModule('orders.rocket')],
      [{ orders: { order: { fly: 1 } } }, PORTAL_USER_MESSAGES.unknownModule('orders.order.fly')],
      [{ orders: { order: { view: 2 } } }, PORTAL_USER_MESSAGES.accessShape],
      [{ configuration: { auditLog: { view: 1 } } }, PORTAL_USER_MESSAGES.notGrantable('configuration.auditLog')],
    ] as const) {
      const response = await send('POST', PORTAL_USERS_API.create, admin, {
        name: 'Y',
        username: `ymod${++sequence}`,
        email: `ymod${sequence}@shop.in`,
        role: 'Staff',
        moduleAccess,
      });
      expect(response.statusCode).toBe(400);
      expect(messages(response)).toEqual([message]);
    }
  });

  it('updates with the version read (a stale one is 409) and ends the sessions of a user whose access changed', async () => {
    const user = await newUser();
    const session = await signInAs(t.app, user.username, await mailedPassword(user.email));
    expect((await getWithToken(t.app, DASHBOARD_API.summary, session.token)).statusCode).toBe(200);
    const body = {
      name: 'Renamed',
      username: user.username,
      email: user.email,
      role: 'Staff',
      moduleAccess: user.moduleAccess,
      version: 1,
    };
    const renamed = await send('PUT', PORTAL_USERS_API.one(user.id), admin, body);
    expect(renamed.json().output).toMatchObject({ name: 'Renamed', version: 2 });
    expect((await getWithToken(t.app, DASHBOARD_API.summary, session.token)).statusCode).toBe(200); // a name is not access
    expect((await send('PUT', PORTAL_USERS_API.one(user.id), admin, body)).statusCode).toBe(409);
    const access = await send('PUT', PORTAL_USERS_API.one(user.id), admin, {
      ...body,
      version: 2,
      moduleAccess: grant(['dashboard.home.view', 'orders.order.view']),
    });
    expect(access.statusCode).toBe(200);
    expect((await getWithToken(t.app, DASHBOARD_API.summary, session.token)).statusCode).toBe(401);
    expect((await postJson(t.app, AUTH_API.sessionCheck, { refreshtoken: session.refreshtoken })).statusCode).toBe(401);
  });

  it('deactivation ends a live session at once, and an inactive user cannot sign in', async () => {
    const user = await newUser();
    const password = await mailedPassword(user.email);
    const session = await signInAs(t.app, user.username, password);
    const off = await send('PUT', PORTAL_USERS_API.status(user.id), admin, {
      status: 'Inactive',
      version: user.version,
    });
    expect(off.json().output.status).toBe('Inactive');
    expect((await getWithToken(t.app, DASHBOARD_API.summary, session.token)).statusCode).toBe(401);
    expect(
      (await postJson(t.app, AUTH_API.login, { username: user.username, password, remember: false })).statusCode,
    ).toBe(401);
  });

  it('keeps one active Master Admin: no demotion or deactivation of the last, even two demotions at once', async () => {
    const [self] = await queryRows<{ id: number; version: number }>(
      t.db,
      sql`select id, version from portal_users where username = 'admin'`,
    );
    const other = await newUser('MasterAdmin');
    const mine = (await send('GET', PORTAL_USERS_API.one(self.id), admin)).json().output as PortalUser;
    const demote = (u: PortalUser) =>
      send('PUT', PORTAL_USERS_API.one(u.id), admin, {
        name: u.name,
        username: u.username,
        email: u.email,
        role: 'Staff',
        moduleAccess: {},
        version: u.version,
      });
    const answers = await Promise.all([demote(other), demote(mine)]);
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([200, 409]);
    expect(answers.flatMap(messages).filter((m) => m === PORTAL_USER_MESSAGES.lastMasterAdmin)).toHaveLength(1);
    const [{ count }] = await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from portal_users where role = 'MasterAdmin' and status = 'Active'`,
    );
    expect(Number(count)).toBe(1);
    // Whichever won, the admin's token may be gone with it: sign in as the one left to check deactivation is refused too.
    const [left] = await queryRows<{ id: number; username: string; email: string; version: number }>(
      t.db,
      sql`select id, username, email, version from portal_users where role = 'MasterAdmin' and status = 'Active'`,
    );
    if (left.username === 'admin') {
      admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
      const off = await send('PUT', PORTAL_USERS_API.status(left.id), admin, {
        status: 'Inactive',
        version: left.version,
      });
      expect(off.statusCode).toBe(409);
    } else {
      // On PostgreSQL either demotion may go first; the tests after this one need 'admin' to be the Master Admin again.
      await t.db.execute(
        sql`update portal_users set role = 'MasterAdmin', version = version + 1 where username = 'admin'`,
      );
      admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    }
  });

  it('lets only the Master Admin generate a password: e-mailed, the old one and old sessions refused', async () => {
    const user = await newUser();
    const oldPassword = await mailedPassword(user.email);
    const session = await signInAs(t.app, user.username, oldPassword);
    const staff = await signInAs(t.app, 'orders', 'Orders@12345');
    const refused = await send('POST', PORTAL_USERS_API.generatePassword(user.id), staff.token);
    expect(refused.statusCode).toBe(403);
    expect(messages(refused)).toEqual([MESSAGES.masterAdminOnly]);
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    const done = await send('POST', PORTAL_USERS_API.generatePassword(user.id), admin);
    expect(done.statusCode).toBe(200);
    expect(done.json().output).toBeNull();
    const newPassword = await mailedPassword(user.email);
    expect(newPassword).not.toBe(oldPassword);
    expect((await getWithToken(t.app, DASHBOARD_API.summary, session.token)).statusCode).toBe(401);
    expect(
      (await postJson(t.app, AUTH_API.login, { username: user.username, password: oldPassword, remember: false }))
        .statusCode,
    ).toBe(401);
    await signInAs(t.app, user.username, newPassword);
    const rows = await queryRows<{ row: string }>(
      t.db,
      sql`select row_to_json(a)::text as row from audit_log a where entity = 'portalUser'`,
    );
    for (const { row } of rows) expect(row).not.toContain(newPassword);
  });

  it('views as a user: their reads, their permissions, every write refused', async () => {
    const [orders] = await queryRows<{ id: number }>(t.db, sql`select id from portal_users where username = 'orders'`);
    const staff = await signInAs(t.app, 'orders', 'Orders@12345');
    expect((await send('POST', PORTAL_USERS_API.viewAs(orders.id), staff.token)).statusCode).toBe(403);
    const viewAs = await send('POST', PORTAL_USERS_API.viewAs(orders.id), admin);
    expect(viewAs.statusCode).toBe(200);
    const { token, userDetails } = viewAs.json().output;
    expect(userDetails.username).toBe('orders');
    expect((await getWithToken(t.app, DASHBOARD_API.summary, token)).statusCode).toBe(200);
    expect(
      (
        await send('POST', '/customer/search?pageNum=0&pageSize=5', token, {
          dataOption: 'all',
          searchCriteriaList: [],
        })
      ).statusCode,
    ).toBe(200);
    expect((await send('POST', PORTAL_USERS_API.search, token, {})).statusCode).toBe(403); // the orders user may not see users
    const write = await send('PUT', PORTAL_USERS_API.status(orders.id), token, { status: 'Inactive', version: 1 });
    expect(write.statusCode).toBe(403);
    expect(messages(write)).toEqual([PORTAL_USER_MESSAGES.viewAsReadOnly]);
    const [denial] = await queryRows<{ user_id: number }>(
      t.db,
      sql`select user_id from audit_log where outcome = 'denied' order by id desc limit 1`,
    );
    const [me] = await queryRows<{ id: number }>(t.db, sql`select id from portal_users where username = 'admin'`);
    expect(denial.user_id).toBe(me.id); // the admin did it, not the user viewed
  });
});
