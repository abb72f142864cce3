import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../contract/account/account';
import { AUTH_API } from '../../contract/account/auth';
import type { Profile } from '../../contract/account/account';
import { CONFLICT_MESSAGES, MESSAGES, PROFILE_MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { PORTAL_USER_MESSAGES } from '../../contract/people/portal-users';
import { media } from '../platform/media-schema';
import { queryRows } from '../db/transaction';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { errorBody, getWithToken, signInAs } from '../test-support/requests';

describe.each(ENGINES)('profile on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 20 });
  });
  afterAll(() => t?.close());

  const read = async (token: string) =>
    (await getWithToken(t.app, ACCOUNT_API.profile, token)).json().output as Profile;
  const save = (token: string, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api${ACCOUNT_API.profile}`,
      payload: body as object,
      headers: { authorization: `Bearer ${token}` },
    });

  it('saves name, phone and avatar without a password, at the version read; a stale version is a 409', async () => {
    const { token } = await signInAs(t.app, 'catalogue', 'Catalogue@12345');
    const before = await read(token);
    expect(before).toMatchObject({ username: 'catalogue', phone: '', avatarMediaId: null });
    const [image] = await t.db
      .insert(media)
      .values({
        displayName: 'Me',
        altText: 'My picture',
        contentHash: 'a'.repeat(64),
        path: 'media/aa/me.png',
        thumbnailPath: 'media/aa/me-thumb.webp',
        webpPath: 'media/aa/me.webp',
        contentType: 'image/png',
        size: 10,
        width: 1,
        height: 1,
      })
      .returning();
    const saved = await save(token, {
      name: 'Kavya R',
      email: before.email,
      phone: '+91 98765 43210',
      avatarMediaId: image.id,
      version: before.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().output).toMatchObject({
      name: 'Kavya R',
      phone: '+91 98765 43210',
      avatarMediaId: image.id,
      avatarPath: image.thumbnailPath,
      version: before.version + 1,
    });
    const stale = await save(token, { name: 'Someone', email: before.email, version: before.version });
    expect(stale.statusCode).toBe(409);
    expect(errorBody(stale).errors).toEqual([{ message: MESSAGES.staleVersion }]);
    const gone = await save(token, {
      name: 'Kavya R',
      email: before.email,
      avatarMediaId: 999_999,
      version: before.version + 1,
    });
    expect(errorBody(gone).errors).toEqual([{ field: 'avatarMediaId', message: CONFLICT_MESSAGES.referenceGone }]);
  });

  it('answers 400 per field in the seed wording', async () => {
    const { token } = await signInAs(t.app, 'catalogue', 'Catalogue@12345');
    const bad = await save(token, { name: '', email: 'not-an-email', phone: 'call me', version: 1 });
    expect(errorBody(bad).errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: VALIDATION.required },
        { field: 'email', message: VALIDATION.email },
        { field: 'phone', message: VALIDATION.invalidFormat },
      ]),
    );
  });

  it("needs the current password to change the e-mail, and refuses a wrong one or another user's address", async () => {
    const { token } = await signInAs(t.app, 'catalogue', 'Catalogue@12345');
    const before = await read(token);
    const body = {
      name: before.name,
      email: 'kavya.new@example.com',
      phone: before.phone,
      avatarMediaId: before.avatarMediaId,
      version: before.version,
    };
    expect(errorBody(await save(token, body)).errors).toEqual([
      { field: 'currentPassword', message: PROFILE_MESSAGES.passwordForEmail },
    ]);
    expect(errorBody(await save(token, { ...body, currentPassword: 'Wrong@12345' })).errors).toEqual([
      { field: 'currentPassword', message: MESSAGES.currentPasswordWrong },
    ]);
    const [admin] = await queryRows<{ email: string }>(
      t.db,
      sql`select email from portal_users where username = 'admin'`,
    );
    expect(
      errorBody(await save(token, { ...body, email: admin.email.toUpperCase(), currentPassword: 'Catalogue@12345' }))
        .errors,
    ).toEqual([{ field: 'email', message: PORTAL_USER_MESSAGES.emailTaken }]);
    expect((await read(token)).email).toBe(before.email);
    const changed = await save(token, { ...body, currentPassword: 'Catalogue@12345' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().output.email).toBe('kavya.new@example.com');
    await signInAs(t.app, 'kavya.new@example.com', 'Catalogue@12345'); // the new address signs in
  });

  it('counts wrong passwords against the sign-in limits, so the e-mail change cannot guess passwords without end', async () => {
    const { token } = await signInAs(t.app, 'orders', 'Orders@12345');
    const before = await read(token);
    const body = { name: before.name, email: 'rohan.new@example.com', version: before.version };
    let answer = await save(token, { ...body, currentPassword: 'Wrong@0' });
    for (let i = 1; i < 20 && answer.statusCode !== 429; i++)
      answer = await save(token, { ...body, currentPassword: `Wrong@${i}` });
    expect(answer.statusCode).toBe(429);
    expect(errorBody(answer).errors[0].message).toMatch(/^Too many failed sign-in attempts/);
    // The sign-in of the same account from the same address is held back too.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api${AUTH_API.login}`,
          payload: { username: 'orders', password: 'Orders@12345' },
        })
      ).statusCode,
    ).toBe(429);
  });
});
