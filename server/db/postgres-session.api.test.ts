/**
 * The portal's PostgreSQL sessions run without JIT. With it, a search of many criteria over a column computed by a
 * correlated subquery (an attribute set's attribute names) crossed jit_above_cost on a fresh table and spent
 * seconds compiling: 16 criteria took 2.7 s instead of 12 ms, and 25 passed the statement timeout (a 503).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './transaction';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { signInAs } from '../test-support/requests';
import { API_BASE } from '../../contract/platform/api-paths';
import { resourcePaths } from '../../contract/platform/resource';
import { attributeSetResource } from '../../contract/catalogue/attribute-set';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('PostgreSQL sessions of the portal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => t?.close());

  it('run with JIT off', async () => {
    const [row] = await queryRows<{ jit: string }>(t.db, sql`show jit`);
    expect(row.jit).toBe('off');
  });

  it('answer a search of 25 criteria on a computed column within the statement timeout', async () => {
    const admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    const criteria = Array.from({ length: 25 }, (_, i) => ({
      filterKey: 'attributeNames',
      operation: i % 2 ? 'cn' : 'nc',
      value: [`value ${i}`],
    }));
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${resourcePaths(attributeSetResource).search}?pageNum=0&pageSize=1`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { searchCriteriaList: criteria, dataOption: 'any' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
