import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '../../contract/platform/messages';
import { resourcePaths } from '../../contract/platform/resource';
import { returnQuestionResource } from '../../contract/returns/return-question';
import { postJson, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { scalar } from './test-fixtures';

const paths = resourcePaths(returnQuestionResource);

describe.each(ENGINES)('return order questions on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 100 });
    token = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());
  const call = (method: 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers: { authorization: `Bearer ${as}` } });

  it('lists the five seeded questions in their order', async () => {
    const response = await postJson(
      t.app,
      `${paths.search}?pageNum=0&pageSize=20`,
      { searchCriteriaList: [] },
      { token },
    );
    expect(response.statusCode).toBe(200);
    const rows = response.json().output.content as { question: string; sortOrder: number }[];
    expect(rows.map((r) => r.sortOrder)).toEqual([10, 20, 30, 40, 50]);
  });

  it('adds, refuses a duplicate in another case, deactivates and deletes a question (answers keep their text)', async () => {
    const created = await postJson(
      t.app,
      paths.create,
      { question: 'Is the invoice enclosed?', sortOrder: 60 },
      { token },
    );
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json().output as { id: number; version: number };
    const duplicate = await postJson(
      t.app,
      paths.create,
      { question: 'IS THE INVOICE ENCLOSED?', sortOrder: 70 },
      { token },
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual([{ field: 'question', message: 'question already exists' }]);
    const blank = await postJson(t.app, paths.create, { question: ' ', sortOrder: 1 }, { token });
    expect(blank.json().errors).toEqual([{ field: 'question', message: VALIDATION.required }]);
    const inactive = await call('PUT', paths.status(id), { status: 'Inactive', version });
    expect(inactive.json().output.status).toBe('Inactive');
    const seeded = await scalar<number>(t.db, sql`select min(id) as v from return_questions`);
    const seededVersion = await scalar<number>(
      t.db,
      sql`select version as v from return_questions where id = ${seeded}`,
    );
    // Order staff may add and edit questions; deleting one is for whoever has orders.returnQuestion.delete.
    expect((await call('DELETE', `${paths.one(seeded)}?version=${seededVersion}`)).statusCode).toBe(403);
    expect((await call('DELETE', `${paths.one(seeded)}?version=${seededVersion}`, undefined, admin)).statusCode).toBe(
      200,
    );
    expect(
      await scalar<number>(
        t.db,
        sql`select count(*)::int as v from return_answers where position = 1 and question_id is null`,
      ),
    ).toBeGreaterThan(0);
  });
});
