/**
 * FAQs and popular searches over the API: their order (new rows last, moves by step or next to a row,
 * stale and concurrent moves), validation in the seed's wording, duplicates, and hostile bodies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ORDERING_MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { resourcePaths, type ResourceDef } from '../../contract/platform/resource';
import { faqResource } from '../../contract/content/faq';
import { popularSearchResource } from '../../contract/content/popular-search';
import { errorBody, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

type Row = { id: number; version: number; position: number; question?: string; term?: string };
const faq = resourcePaths(faqResource);
const search = resourcePaths(popularSearchResource);

describe.each(ENGINES)('ordered resources on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      payload: payload as object,
      headers: { authorization: `Bearer ${token}` },
    });
  /** Every row in the list's order (the default sort: position). */
  const list = async (def: ResourceDef): Promise<Row[]> =>
    (
      await call('POST', `${resourcePaths(def).search}?pageNum=0&pageSize=-1`, {
        searchCriteriaList: [],
        dataOption: 'all',
      })
    ).json().output.content;
  const ids = async (def: ResourceDef) => (await list(def)).map((r) => r.id);
  const move = (id: number, body: object) => call('PUT', faq.move(id), body);

  it('lists FAQs by position, adds a new one last, and keeps positions 1..n', async () => {
    const before = await list(faqResource);
    expect(before.map((r) => r.position)).toEqual(before.map((_, i) => i + 1));
    const created = await call('POST', faq.create, {
      question: 'Can I change my delivery address?',
      answer: 'Yes, until the order ships.',
      type: 'General',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().output).toMatchObject({ position: before.length + 1, version: 1, status: 'Active' });
    expect((await ids(faqResource)).at(-1)).toBe(created.json().output.id);
  });

  it('moves a row one step, before or after another, bumping only its own version', async () => {
    const [a, b, c, d] = await list(faqResource);
    const up = await move(c.id, { direction: 'up', version: c.version });
    expect(up.statusCode).toBe(200);
    expect(up.json().output).toMatchObject({ id: c.id, position: 2, version: c.version + 1 });
    expect((await ids(faqResource)).slice(0, 4)).toEqual([a.id, c.id, b.id, d.id]);
    const rows = await list(faqResource);
    expect(rows.find((r) => r.id === b.id)?.version).toBe(b.version);
    const last = rows.at(-1)!;
    expect((await move(a.id, { afterId: last.id, version: a.version })).statusCode).toBe(200);
    expect((await ids(faqResource)).at(-1)).toBe(a.id);
    expect((await move(d.id, { beforeId: c.id, version: d.version })).statusCode).toBe(200);
    expect((await ids(faqResource)).slice(0, 3)).toEqual([d.id, c.id, b.id]);
    // Up from the top and down from the bottom stay put.
    const top = (await list(faqResource))[0];
    expect((await move(top.id, { direction: 'up', version: top.version })).json().output.position).toBe(1);
    const positions = (await list(faqResource)).map((r) => r.position);
    expect(positions).toEqual(positions.map((_, i) => i + 1));
  });

  it('refuses a stale move (409) and a move next to a deleted row, changing nothing', async () => {
    const order = await ids(faqResource);
    const [first, second] = await list(faqResource);
    expect((await move(second.id, { direction: 'up', version: second.version })).statusCode).toBe(200);
    const stale = await move(second.id, { direction: 'down', version: second.version });
    expect(stale.statusCode).toBe(409);
    expect(errorBody(stale).errors).toEqual([{ message: MESSAGES.staleVersion }]);
    const gone = await call('POST', faq.create, { question: 'Soon gone?', answer: 'Yes.', type: 'Wallet' });
    const goneRow = gone.json().output;
    expect((await call('DELETE', `${faq.one(goneRow.id)}?version=1`)).statusCode).toBe(200);
    const current = (await list(faqResource)).find((r) => r.id === first.id)!;
    const orphan = await move(first.id, { afterId: goneRow.id, version: current.version });
    expect(orphan.statusCode).toBe(409);
    expect(errorBody(orphan).errors).toEqual([{ message: ORDERING_MESSAGES.anchorGone }]);
    expect(await ids(faqResource)).toEqual([order[1], order[0], ...order.slice(2)]);
    expect((await move(2_000_000_000, { direction: 'up', version: 1 })).statusCode).toBe(404);
  });

  it('serializes concurrent moves and creates: every answer is 200, 201 or 409 and the positions stay 1..n', async () => {
    const rows = await list(faqResource);
    const moves = rows.flatMap((row, i) => [
      move(row.id, { direction: i % 2 ? 'up' : 'down', version: row.version }),
      move(row.id, { afterId: rows[(i + 3) % rows.length].id, version: row.version }),
    ]);
    const creates = Array.from({ length: 6 }, (_, i) =>
      call('POST', faq.create, { question: `Burst question ${i}?`, answer: 'A.', type: 'General' }),
    );
    const answers = await Promise.all([...moves, ...creates]);
    expect(answers.map((r) => r.statusCode).filter((s) => ![200, 201, 409].includes(s))).toEqual([]);
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(6);
    const after = await list(faqResource);
    expect(after).toHaveLength(rows.length + 6);
    expect(after.map((r) => r.position).toSorted((x, y) => x - y)).toEqual(after.map((_, i) => i + 1));
  });

  it('answers bad move bodies with 400 per field in the seed wording', async () => {
    const [row] = await list(faqResource);
    const cases: [unknown, string][] = [
      [{}, 'version'],
      [{ version: row.version }, 'direction'],
      [{ version: row.version, direction: 'up', afterId: row.id }, 'direction'],
      [{ version: row.version, direction: 'sideways' }, 'direction'],
      [{ version: row.version, afterId: 'abc' }, 'afterId'],
      [{ version: row.version, beforeId: 1e12 }, 'beforeId'],
      [{ version: row.version, afterId: { $gt: 1 } }, 'afterId'],
      [[1, 2], ''],
      ['up', ''],
    ];
    for (const [body, field] of cases) {
      const response = await move(row.id, body as object);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (field)
        expect(
          errorBody(response).errors.map((e) => e.field),
          JSON.stringify(body),
        ).toContain(field);
    }
    expect(errorBody(await move(row.id, { version: row.version })).errors).toEqual([
      { field: 'direction', message: VALIDATION.required },
    ]);
  });

  it('checks FAQ input and duplicates in the seed wording, and lets only staff with FAQ edit rights reorder', async () => {
    const empty = await call('POST', faq.create, { question: ' ', answer: '', type: 'Other' });
    expect(errorBody(empty).errors).toEqual([
      { field: 'question', message: VALIDATION.required },
      { field: 'answer', message: VALIDATION.required },
      { field: 'type', message: VALIDATION.required },
    ]);
    const long = await call('POST', faq.create, { question: 'q'.repeat(301), answer: 'a', type: 'General' });
    expect(errorBody(long).errors).toEqual([{ field: 'question', message: VALIDATION.maxLength(300) }]);
    const duplicate = await call('POST', faq.create, {
      question: 'HOW LONG DOES DELIVERY TAKE?',
      answer: 'Again.',
      type: 'Wallet',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(errorBody(duplicate).errors).toEqual([{ field: 'question', message: 'question already exists' }]);
    const orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    const [row] = await list(faqResource);
    expect((await call('PUT', faq.move(row.id), { direction: 'down', version: row.version }, orders)).statusCode).toBe(
      403,
    );
  });

  it('takes a popular search link only as a storefront path or an http(s) address', async () => {
    for (const link of ['', '/category/sarees?fabric=silk', 'https://shop.example.in/sale', 'HTTP://example.com']) {
      const created = await call('POST', search.create, { term: `term ${link}`, link });
      expect(created.statusCode, link).toBe(201);
      expect(created.json().output.link).toBe(link);
    }
    for (const link of [
      'javascript:alert(1)',
      '//evil.example',
      'http://',
      'category/sarees',
      '/a b',
      'https://exa mple.com',
      'ftp://x.in',
      '/\\evil',
      'x'.repeat(501),
    ]) {
      const refused = await call('POST', search.create, { term: 'refused term', link });
      expect(refused.statusCode, link).toBe(400);
      expect(errorBody(refused).errors, link).toEqual([
        { field: 'link', message: link.length > 500 ? VALIDATION.maxLength(500) : ORDERING_MESSAGES.linkFormat },
      ]);
    }
    const duplicate = await call('POST', search.create, { term: 'SILK SAREES' });
    expect(errorBody(duplicate).errors).toEqual([{ field: 'term', message: 'search term already exists' }]);
  });

  it('answers huge, nested and replayed bodies without a 5xx and without half a write', async () => {
    const count = (await list(popularSearchResource)).length;
    const huge = await call('POST', search.create, { term: 'x'.repeat(1_100_000) });
    expect([400, 413]).toContain(huge.statusCode);
    const nested = `${'{"term":'.repeat(5000)}"deep"${'}'.repeat(5000)}`;
    const deep = await t.app.inject({
      method: 'POST',
      url: `/api${search.create}`,
      payload: nested,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    });
    expect([400, 413]).toContain(deep.statusCode);
    expect((await call('POST', search.create, { term: ['a'], link: { href: '/' } })).statusCode).toBe(400);
    const body = { term: 'replayed term', link: '/r' };
    const replays = await Promise.all(Array.from({ length: 5 }, () => call('POST', search.create, body)));
    expect(replays.map((r) => r.statusCode).toSorted()).toEqual([201, 409, 409, 409, 409]);
    const after = await list(popularSearchResource);
    expect(after).toHaveLength(count + 1);
    expect(after.map((r) => r.position).toSorted((x, y) => x - y)).toEqual(after.map((_, i) => i + 1));
  });
});
