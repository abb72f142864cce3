import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ROBOT_TEXT_MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { ROBOT_TEXT_API, type RobotText, type RobotTextHistory } from '../../contract/content/robot-text';
import { ROBOTS_MAX_BYTES } from '../../contract/content/robots-check';
import { DEMO_ROBOTS_TEXT } from '../seed/robot-text';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { errorBody, getWithToken, signInAs } from '../test-support/requests';

const GOOD = 'User-agent: *\nDisallow: /cart\n';

describe.each(ENGINES)('robot text on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const put = (body: unknown, token = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api${ROBOT_TEXT_API.current}`,
      payload: body as object,
      headers: { authorization: `Bearer ${token}` },
    });
  const restore = (from: number | string, version: unknown, token = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api${ROBOT_TEXT_API.restore(from)}`,
      payload: { version },
      headers: { authorization: `Bearer ${token}` },
    });
  const current = async () => (await getWithToken(t.app, ROBOT_TEXT_API.current, admin)).json().output as RobotText;
  const history = async (before?: number) =>
    (await getWithToken(t.app, `${ROBOT_TEXT_API.versions}${before ? `?before=${before}` : ''}`, admin)).json()
      .output as RobotTextHistory;
  const publicGet = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api${ROBOT_TEXT_API.public}`, headers });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  it('serves the demo robots.txt to anyone as text/plain with its version as ETag, cacheable for 5 minutes', async () => {
    const response = await publicGet();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(DEMO_ROBOTS_TEXT);
    expect(response.headers.etag).toBe('"robots-1"');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(new Date(String(response.headers['last-modified'])).getTime()).not.toBeNaN();
    expect((await t.app.inject({ method: 'HEAD', url: `/api${ROBOT_TEXT_API.public}` })).headers.etag).toBe(
      '"robots-1"',
    );
  });

  it('answers 304 without a body while the ETag sent (strong, weak or in a list) is current', async () => {
    for (const tag of ['"robots-1"', 'W/"robots-1"', '"x", "robots-1"', '*']) {
      const response = await publicGet({ 'if-none-match': tag });
      expect(response.statusCode, tag).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe('"robots-1"');
    }
    expect((await publicGet({ 'if-none-match': '"robots-0"' })).statusCode).toBe(200);
  });

  it('keeps the editor calls behind sign-in and the robot text permission', async () => {
    expect((await getWithToken(t.app, ROBOT_TEXT_API.current)).statusCode).toBe(401);
    const orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    expect((await getWithToken(t.app, ROBOT_TEXT_API.current, orders)).statusCode).toBe(403);
    expect((await put({ text: GOOD, version: 1 }, orders)).statusCode).toBe(403);
    expect((await restore(1, 1, orders)).statusCode).toBe(403);
    expect((await current()).version).toBe(1);
  });

  it('saves a new version with who saved it; the public text and its ETag follow at once', async () => {
    const catalogue = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
    const response = await put({ text: GOOD, version: 1 }, catalogue);
    expect(response.statusCode).toBe(200);
    expect(response.json().output).toMatchObject({ version: 2, text: GOOD, savedBy: 'Priya Nair', restoredFrom: null });
    expect(await current()).toMatchObject({ version: 2, text: GOOD, savedBy: 'Priya Nair' });
    const served = await publicGet({ 'if-none-match': '"robots-1"' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe(GOOD);
    expect(served.headers.etag).toBe('"robots-2"');
    const [newest, first] = (await history()).content;
    expect(newest).toMatchObject({ version: 2, savedBy: 'Priya Nair', bytes: GOOD.length, lines: 3 });
    expect(first).toMatchObject({ version: 1, savedBy: 'Aditi Rao', bytes: Buffer.byteLength(DEMO_ROBOTS_TEXT) });
  });

  it('refuses a line a robots.txt cannot hold with a field error naming the line, and writes nothing', async () => {
    const before = await current();
    const response = await put({
      text: 'User-agent: *\nDisallow: /a\nDisallow: private\nNoindex: /x',
      version: before.version,
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual([
      { field: 'text', message: ROBOT_TEXT_MESSAGES.badPath(3, 'Disallow') },
    ]);
    const early = await put({ text: 'Allow: /\nUser-agent: *', version: before.version });
    expect(errorBody(early).errors).toEqual([
      { field: 'text', message: ROBOT_TEXT_MESSAGES.beforeUserAgent(1, 'Allow') },
    ]);
    expect(await current()).toEqual(before);
  });

  it("refuses a stale version with 409 in the catalogue's words, and a replayed save the same way", async () => {
    const before = await current();
    const text = `${GOOD}Disallow: /replay\n`;
    expect((await put({ text, version: before.version })).statusCode).toBe(200);
    const replay = await put({ text, version: before.version });
    expect(replay.statusCode).toBe(409);
    expect(errorBody(replay).errors).toEqual([{ message: MESSAGES.staleVersion }]);
    expect((await put({ text, version: 0 })).statusCode).toBe(409);
    expect((await current()).version).toBe(before.version + 1);
  });

  it('lets exactly one of many simultaneous saves of the same version through', async () => {
    const before = await current();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => put({ text: `${GOOD}Disallow: /burst-${i}\n`, version: before.version })),
    );
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([200, ...Array(11).fill(409)]);
    const after = await current();
    expect(after.version).toBe(before.version + 1);
    expect(after.text).toBe(answers.find((a) => a.statusCode === 200)!.json().output.text);
  });

  it('restores an earlier version as a new one, re-checked and version-locked', async () => {
    const before = await current();
    const response = await restore(1, before.version);
    expect(response.statusCode).toBe(200);
    expect(response.json().output).toMatchObject({
      version: before.version + 1,
      text: DEMO_ROBOTS_TEXT,
      restoredFrom: 1,
      savedBy: 'Aditi Rao',
    });
    expect((await history()).content[0]).toMatchObject({ version: before.version + 1, restoredFrom: 1 });
    expect((await restore(1, before.version)).statusCode).toBe(409);
    const missing = await restore(999_999, before.version + 1);
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing).errors).toEqual([{ message: ROBOT_TEXT_MESSAGES.noSuchVersion }]);
    expect((await getWithToken(t.app, ROBOT_TEXT_API.version(1), admin)).json().output).toMatchObject({
      version: 1,
      text: DEMO_ROBOTS_TEXT,
    });
    expect((await current()).version).toBe(before.version + 1);
  });

  it('pages the history newest first, 20 at a time', async () => {
    let { version } = await current();
    while (version < 25)
      version = (await put({ text: `${GOOD}# save ${version + 1}\n`, version })).json().output.version;
    const first = await history();
    expect(first.content.map((v) => v.version)).toEqual(Array.from({ length: 20 }, (_, i) => version - i));
    expect(first.hasMore).toBe(true);
    const rest = await history(first.content.at(-1)!.version);
    expect(rest.content.map((v) => v.version)).toEqual(
      Array.from({ length: version - 20 }, (_, i) => version - 20 - i),
    );
    expect(rest.hasMore).toBe(false);
  });

  it('answers hostile input with a 4xx and writes nothing', async () => {
    const before = await current();
    const tooBig = await put({ text: `# ${'x'.repeat(ROBOTS_MAX_BYTES)}`, version: before.version });
    expect(tooBig.statusCode).toBe(400);
    expect(errorBody(tooBig).errors).toEqual([{ field: 'text', message: ROBOT_TEXT_MESSAGES.tooLarge(500) }]);
    expect((await put({ text: 'x'.repeat(1_100_000), version: before.version })).statusCode).toBe(413);
    const cases: unknown[] = [
      { text: { nested: [[['User-agent: *']]] }, version: before.version },
      { text: ['User-agent: *'], version: before.version },
      { text: GOOD, version: -1 },
      { text: GOOD, version: 2 ** 31 },
      { text: GOOD, version: '1' },
      { text: GOOD },
      { version: before.version },
      'User-agent: *',
      { text: 'User-agent: *\nDisallow: /\u0000', version: before.version },
    ];
    for (const body of cases) {
      const response = await put(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(errorBody(await put({ version: before.version })).errors).toEqual([
      { field: 'text', message: VALIDATION.required },
    ]);
    for (const path of [
      '/robot-text/versions/0',
      '/robot-text/versions/abc',
      '/robot-text/versions/99999999999',
      '/robot-text/versions?before=-3',
    ]) {
      expect((await getWithToken(t.app, path, admin)).statusCode, path).toBe(400);
    }
    expect(await current()).toEqual(before);
  });
});
