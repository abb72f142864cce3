/**
 * Concurrent bursts against the sign-in limits: a slot is reserved before each password check, so a burst of
 * N attempts checks at most the limit's number of passwords (counted at argon2.verify itself).
 */
import argon2 from 'argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_API } from '../../../contract/account/account';
import { AUTH_API } from '../../../contract/account/auth';
import { createTestApp, ENGINES, type TestApp } from '../../test-support/test-app';
import { postJson, signInAs } from '../../test-support/requests';

const PER_ACCOUNT_ADDRESS = 5;
const PER_ACCOUNT = 10;

/** Passwords argon2 checked during `work`, in the order the checks began. */
async function checkedDuring<T>(work: () => Promise<T>): Promise<{ result: T; checked: string[] }> {
  const checked: string[] = [];
  const verify = argon2.verify.bind(argon2);
  vi.spyOn(argon2, 'verify').mockImplementation((hash, password, options) => {
    checked.push(String(password));
    return verify(hash, password, options);
  });
  const result = await work();
  return { result, checked };
}

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).toSorted();

describe.each(ENGINES)('sign-in bursts on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      engine,
      { loginMaxFailuresPerAccount: PER_ACCOUNT, loginMaxFailuresPerAccountAddress: PER_ACCOUNT_ADDRESS },
      { orders: 20 },
    );
  });
  afterAll(() => t?.close());
  afterEach(() => vi.restoreAllMocks());

  const login = (username: string, password: string, address: string) =>
    postJson(t.app, AUTH_API.login, { username, password }, { address });

  it('checks at most 5 of 30 concurrent wrong passwords for one account from one address; the rest are 429', async () => {
    const { result, checked } = await checkedDuring(() =>
      Promise.all(Array.from({ length: 30 }, (_, i) => login('orders', `wrong-${i}`, '10.7.0.1'))),
    );
    console.info(
      `[${engine}] burst of 30 concurrent sign-ins: ${checked.length} passwords checked (limit ${PER_ACCOUNT_ADDRESS})`,
    );
    expect(checked).toHaveLength(PER_ACCOUNT_ADDRESS);
    expect(statuses(result)).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
  });

  it('checks at most 10 of 40 concurrent wrong passwords for one account from 40 addresses', async () => {
    const { result, checked } = await checkedDuring(() =>
      Promise.all(Array.from({ length: 40 }, (_, i) => login('catalogue', `wrong-${i}`, `10.8.0.${i}`))),
    );
    console.info(
      `[${engine}] burst of 40 from 40 addresses: ${checked.length} passwords checked (limit ${PER_ACCOUNT})`,
    );
    expect(checked).toHaveLength(PER_ACCOUNT);
    expect(statuses(result).filter((s) => s === 429)).toHaveLength(30);
  });

  it('never signs in after more than the limit of wrong guesses: 39 wrong then the right one, all at once', async () => {
    const guesses = [...Array.from({ length: 39 }, (_, i) => `wrong-${i}`), 'Admin@12345'];
    const { result, checked } = await checkedDuring(() =>
      Promise.all(guesses.map((password) => login('admin', password, '10.9.0.1'))),
    );
    const rightAt = checked.indexOf('Admin@12345');
    const signedIn = result.at(-1)!.statusCode === 200;
    // Signed in only if the right password took one of the first slots; else 429 without being checked.
    if (signedIn) {
      expect(rightAt).toBeLessThan(PER_ACCOUNT_ADDRESS);
    } else {
      expect(result.at(-1)!.statusCode).toBe(429);
      expect(checked.length).toBeLessThanOrEqual(PER_ACCOUNT_ADDRESS);
    }
  });

  it('counts wrong current passwords of change password against the same limits', async () => {
    const { token } = await signInAs(t.app, 'admin', 'Admin@12345', false, '10.10.0.1');
    const change = (currentPassword: string) =>
      postJson(
        t.app,
        ACCOUNT_API.changePassword,
        { currentPassword, newPassword: 'N3w-Passw0rd', confirmPassword: 'N3w-Passw0rd' },
        { token, address: '10.10.0.1' },
      );
    const { result, checked } = await checkedDuring(() =>
      Promise.all(Array.from({ length: 30 }, (_, i) => change(`wrong-${i}`))),
    );
    expect(checked).toHaveLength(PER_ACCOUNT_ADDRESS);
    expect(statuses(result)).toEqual([...Array(5).fill(400), ...Array(25).fill(429)]);
    const right = await change('Admin@12345');
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    // Sign-in from that address is held too: the same account, the same count.
    expect((await login('admin', 'Admin@12345', '10.10.0.1')).statusCode).toBe(429);
  });
});
