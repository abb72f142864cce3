/**
 * Issue 39 §1 on each engine: Staff who may edit portal users change another user only when that user holds nothing
 * they lack. The attack was: change a stronger user's e-mail, ask a reset code for it, sign in as them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../contract/account/account';
import { PASSWORD_RESET_API } from '../../contract/account/password-reset';
import { PORTAL_USER_MESSAGES, PORTAL_USERS_API, type PortalUser } from '../../contract/people/portal-users';
import { grant } from '../../contract/platform/permissions';
import { queryRows } from '../db/transaction';
import { secretsOf } from '../platform/secrets/secrets-of-app';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { postJson, signInAs } from '../test-support/requests';
import { EMAIL_CHANGED_KIND } from './portal-user-email-notice';

const messages = (response: { json(): unknown }) =>
  (response.json() as { errors: { message: string }[] }).errors.map((e) => e.message);
const EDITOR_GRANTS = ['people.portalUser.view', 'people.portalUser.edit', 'dashboard.home.view'];
/** The edit form's body of `u` with `change` applied. */
const editBody = (u: PortalUser, change: Partial<PortalUser>) => ({
  name: u.name,
  username: u.username,
  email: u.email,
  role: u.role,
  moduleAccess: u.moduleAccess,
  version: u.version,
  ...change,
});

describe.each(ENGINES)('portal-user takeover on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let sequence = 0;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    const me = await newUser(EDITOR_GRANTS);
    editor = (await signInAs(t.app, me.username, await mailedPassword(me.email))).token;
  });
  afterAll(() => t?.close());

  const send = (method: 'POST' | 'PUT' | 'GET', url: string, token: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  async function newUser(paths: string[]): Promise<PortalUser> {
    const n = ++sequence;
    const body = {
      name: `Taken ${n}`,
      username: `taken${n}`,
      email: `taken${n}@shop.in`,
      role: 'Staff',
      moduleAccess: grant(paths),
    };
    const response = await send('POST', PORTAL_USERS_API.create, admin, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().output as PortalUser;
  }
  async function mailedPassword(email: string): Promise<string> {
    const [row] = await queryRows<{ text: string }>(
      t.db,
      sql`select text from outbox where "to" = ${email} and kind = 'portal-user-password' order by id desc limit 1`,
    );
    return /Password: (\S+)/.exec(secretsOf(t.db).open(row.text))![1];
  }
  const mailsTo = (email: string) =>
    queryRows<{ kind: string; subject: string; text: string }>(
      t.db,
      sql`select kind, subject, text from outbox where lower("to") = lower(${email}) order by id`,
    );
  const stored = async (id: number) => (await send('GET', PORTAL_USERS_API.one(id), admin)).json().output as PortalUser;

  it('refuses to change the e-mail of a user holding more, so the reset code cannot go to the attacker', async () => {
    const victim = await newUser([...EDITOR_GRANTS, 'orders.order.view']);
    const victimPassword = await mailedPassword(victim.email);
    const hijack = await send(
      'PUT',
      PORTAL_USERS_API.one(victim.id),
      editor,
      editBody(victim, { email: 'attacker@evil.test' }),
    );
    expect(hijack.statusCode).toBe(403);
    expect(messages(hijack)).toEqual([PORTAL_USER_MESSAGES.targetHoldsMore('orders.order.view')]);
    expect(await stored(victim.id)).toMatchObject({ email: victim.email, version: victim.version });
    expect(
      (await postJson(t.app, PASSWORD_RESET_API.requestCode, { login: 'attacker@evil.test' }, { address: '10.9.0.1' }))
        .statusCode,
    ).toBe(200);
    expect(await mailsTo('attacker@evil.test')).toEqual([]);
    await signInAs(t.app, victim.username, victimPassword); // still theirs
  });

  it('refuses any other change to a user holding more: username, name, removing grants, deactivation', async () => {
    const victim = await newUser([...EDITOR_GRANTS, 'catalogue.product.view']);
    for (const change of [{ username: 'mine' }, { name: 'Renamed' }, { moduleAccess: grant(EDITOR_GRANTS) }]) {
      const response = await send('PUT', PORTAL_USERS_API.one(victim.id), editor, editBody(victim, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(403);
      expect(messages(response)).toEqual([PORTAL_USER_MESSAGES.targetHoldsMore('catalogue.product.view')]);
    }
    const off = await send('PUT', PORTAL_USERS_API.status(victim.id), editor, {
      status: 'Inactive',
      version: victim.version,
    });
    expect(off.statusCode).toBe(403);
    expect(messages(off)).toEqual([PORTAL_USER_MESSAGES.targetHoldsMore('catalogue.product.view')]);
    expect((await send('POST', PORTAL_USERS_API.generatePassword(victim.id), editor)).statusCode).toBe(403);
    expect(await stored(victim.id)).toMatchObject({ name: victim.name, status: 'Active', version: victim.version });
  });

  it('refuses every change to a Master Admin by Staff, in words', async () => {
    const [row] = await queryRows<{ id: number }>(t.db, sql`select id from portal_users where username = 'admin'`);
    const target = await stored(row.id);
    const edit = await send(
      'PUT',
      PORTAL_USERS_API.one(target.id),
      editor,
      editBody(target, { email: 'attacker@evil.test', moduleAccess: {} }),
    );
    const off = await send('PUT', PORTAL_USERS_API.status(target.id), editor, {
      status: 'Inactive',
      version: target.version,
    });
    for (const response of [edit, off]) {
      expect(response.statusCode).toBe(403);
      expect(messages(response)).toEqual([PORTAL_USER_MESSAGES.masterAdminTarget]);
    }
  });

  it('still lets the editor change an equal or weaker user, and tells the old address of a new e-mail', async () => {
    const equal = await newUser(EDITOR_GRANTS);
    const moved = await send(
      'PUT',
      PORTAL_USERS_API.one(equal.id),
      editor,
      editBody(equal, { email: 'moved@shop.in', moduleAccess: grant(['dashboard.home.view']) }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const notices = await mailsTo(equal.email);
    expect(notices.map((m) => m.kind)).toEqual(['portal-user-password', EMAIL_CHANGED_KIND]);
    expect(notices[1].subject).toBe(PORTAL_USER_MESSAGES.emailChangedSubject);
    expect(secretsOf(t.db).open(notices[1].text)).toContain(equal.username);
    expect(await mailsTo('moved@shop.in')).toEqual([]);
    const weaker = await send('PUT', PORTAL_USERS_API.status(equal.id), editor, {
      status: 'Inactive',
      version: moved.json().output.version,
    });
    expect(weaker.statusCode, weaker.body).toBe(200);
  });

  it('tells the old address when a Master Admin changes the e-mail, and sends nothing when only its case changes', async () => {
    const user = await newUser(['dashboard.home.view']);
    const upper = await send(
      'PUT',
      PORTAL_USERS_API.one(user.id),
      admin,
      editBody(user, { email: user.email.toUpperCase() }),
    );
    expect(upper.statusCode, upper.body).toBe(200);
    expect((await mailsTo(user.email)).map((m) => m.kind)).toEqual(['portal-user-password']);
    const moved = await send(
      'PUT',
      PORTAL_USERS_API.one(user.id),
      admin,
      editBody(upper.json().output, { email: `new-${user.email}` }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await mailsTo(user.email)).map((m) => m.kind)).toEqual(['portal-user-password', EMAIL_CHANGED_KIND]);
  });

  it('tells the old address when a user changes their own e-mail on PROFILE', async () => {
    const user = await newUser(['dashboard.home.view']);
    const session = await signInAs(t.app, user.username, await mailedPassword(user.email));
    const profile = (await send('GET', ACCOUNT_API.profile, session.token)).json().output;
    const body = {
      name: profile.name,
      email: `own-${user.email}`,
      phone: profile.phone,
      avatarMediaId: null,
      version: profile.version,
      currentPassword: await mailedPassword(user.email),
    };
    const saved = await send('PUT', ACCOUNT_API.profile, session.token, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await mailsTo(user.email)).map((m) => m.kind)).toEqual(['portal-user-password', EMAIL_CHANGED_KIND]);
  });
});
