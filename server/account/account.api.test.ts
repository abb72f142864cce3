import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../contract/account/account';
import { AUTH_API } from '../../contract/account/auth';
import { DASHBOARD_API } from '../../contract/dashboard/dashboard';
import { MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { errorBody, getWithToken, postJson, signInAs } from '../test-support/requests';

describe.each(ENGINES)('change password on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 20 });
  });
  afterAll(() => t?.close());

  const change = (token: string | undefined, body: unknown) =>
    postJson(t.app, ACCOUNT_API.changePassword, body, { token });

  it('needs a signed-in user', async () => {
    expect((await change(undefined, { currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' })).statusCode).toBe(
      401,
    );
  });

  it('answers 400 per field in the seed wording for missing, short and mismatched passwords', async () => {
    const { token } = await signInAs(t.app, 'orders', 'Orders@12345');
    const missing = await change(token, {});
    expect(missing.statusCode).toBe(400);
    expect(errorBody(missing).errors).toEqual(
      expect.arrayContaining([
        { field: 'currentPassword', message: VALIDATION.required },
        { field: 'newPassword', message: VALIDATION.required },
        { field: 'confirmPassword', message: VALIDATION.required },
      ]),
    );
    const short = await change(token, { currentPassword: 'Orders@12345', newPassword: 'abc', confirmPassword: 'abc' });
    expect(errorBody(short).errors).toEqual([{ field: 'newPassword', message: VALIDATION.minLength(8) }]);
    const mismatch = await change(token, {
      currentPassword: 'Orders@12345',
      newPassword: 'Abcdefgh1',
      confirmPassword: 'Abcdefgh2',
    });
    expect(errorBody(mismatch).errors).toEqual([{ field: 'confirmPassword', message: MESSAGES.passwordMismatch }]);
  });

  it('refuses a wrong current password with the seed message and keeps the old password', async () => {
    const { token } = await signInAs(t.app, 'orders', 'Orders@12345');
    const response = await change(token, {
      currentPassword: 'nope-nope',
      newPassword: 'Abcdefgh1',
      confirmPassword: 'Abcdefgh1',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual([{ field: 'currentPassword', message: MESSAGES.currentPasswordWrong }]);
    await signInAs(t.app, 'orders', 'Orders@12345');
  });

  it('changes the password, keeps this session, and ends the user’s other sessions', async () => {
    const other = await signInAs(t.app, 'orders', 'Orders@12345');
    const mine = await signInAs(t.app, 'orders', 'Orders@12345');
    const response = await change(mine.token, {
      currentPassword: 'Orders@12345',
      newPassword: 'N3w-Passw0rd',
      confirmPassword: 'N3w-Passw0rd',
    });
    expect(response.statusCode).toBe(200);
    expect((await getWithToken(t.app, DASHBOARD_API.summary, mine.token)).statusCode).toBe(200);
    expect((await getWithToken(t.app, DASHBOARD_API.summary, other.token)).statusCode).toBe(401);
    expect((await postJson(t.app, AUTH_API.sessionCheck, { refreshtoken: other.refreshtoken })).statusCode).toBe(401);
    expect((await postJson(t.app, AUTH_API.login, { username: 'orders', password: 'Orders@12345' })).statusCode).toBe(
      401,
    );
    await signInAs(t.app, 'orders', 'N3w-Passw0rd');
  });
});
