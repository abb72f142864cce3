import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_API } from '../../../contract/platform/api-paths';
import { AUTH_API } from '../../../contract/account/auth';
import { MESSAGES } from '../../../contract/platform/messages';
import { leastStall } from '../../test-support/event-loop';
import { createTestApp, ENGINES, type TestApp } from '../../test-support/test-app';
import { signInAs } from '../../test-support/requests';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from './json-body';

/** JSON text of `depth` nested arrays and objects around a string holding NUL (the old walk's worst case). */
const nestedJson = (depth: number) => {
  const open = Array.from({ length: depth }, (_, i) => (i % 2 ? '{"k":' : '[')).join('');
  const close = Array.from({ length: depth }, (_, i) => (i % 2 ? '}' : ']'))
    .toReversed()
    .join('');
  return `${open}"x\\u0000"${close}`;
};

describe.each(ENGINES)('request body bounds on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 20 });
    token = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: string, auth = false) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
    });

  it.each([1_500, 100_000])('answers 400 to a body nested %i levels deep, signed in or not', async (depth) => {
    for (const [url, auth] of [
      [AUTH_API.login, false],
      ['/promo-code/search', true],
    ] as const) {
      const response = await post(url, nestedJson(depth), auth);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ message: MESSAGES.requestTooDeep(MAX_JSON_DEPTH) }]);
    }
  });

  it('still accepts nesting up to the limit (then validation answers)', async () => {
    const response = await post(AUTH_API.login, nestedJson(MAX_JSON_DEPTH));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).not.toContain('nested too deeply');
  });

  it('answers 413 to a body over the size limit', async () => {
    const big = JSON.stringify({ username: 'a'.repeat(MAX_BODY_BYTES), password: 'x' });
    const response = await post(AUTH_API.login, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual([{ message: MESSAGES.requestTooLarge }]);
  });

  // The old walk held the loop for seconds: on every try (event-loop.ts `leastStall`; garbage collection left out).
  it('does not stall the event loop over 100 ms, and health keeps answering, under hostile bodies in parallel', async () => {
    const stall = await leastStall(async () => {
      // Each sent in a turn of the loop of its own, as bodies arrive over sockets (inject would start them all in one).
      const sends = [
        ...Array.from({ length: 4 }, () => () => post(AUTH_API.login, nestedJson(1_500))),
        ...Array.from({ length: 2 }, () => () => post(AUTH_API.login, nestedJson(100_000))),
        // Just under both bounds: ~900 kB of NUL-laden strings at the deepest allowed nesting.
        () =>
          post(
            '/promo-code/search',
            `{"criteria":${nestedJson(MAX_JSON_DEPTH - 2).replace('"x\\u0000"', Array.from({ length: 60_000 }, () => '"ab\\u0000"').join(','))}}`,
            true,
          ),
        () => post(AUTH_API.login, JSON.stringify({ username: 'a'.repeat(MAX_BODY_BYTES + 10), password: 'x' })),
      ];
      const hostile: ReturnType<typeof post>[] = [];
      for (const send of sends) {
        hostile.push(send());
        await new Promise((resolve) => setImmediate(resolve));
      }
      const health = Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'GET', url: `/api${PLATFORM_API.health}` }),
      );
      const answers = await Promise.all([...hostile, ...health]);
      for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
      for (const answer of answers.slice(hostile.length)) expect(answer.statusCode).toBe(200);
    }, 100);
    console.info(`[${engine}] hostile bodies in parallel: longest stall ${stall.toFixed(1)} ms`);
    expect(stall).toBeLessThan(100);
  });
});
