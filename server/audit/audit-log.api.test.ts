/**
 * Reading the audit trail: the Audit Log's search and CSV (Master Admin only, filtered by user, entity,
 * action and date range, changes as words) and a record's history (anyone who may view the record).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_API, type AuditRow, type HistoryEntry } from '../../contract/platform/audit';
import { resourcePaths } from '../../contract/platform/resource';
import { auditLogResource } from '../../contract/platform/audit';
import { signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

const paths = resourcePaths(auditLogResource);

describe.each(ENGINES)('the audit log on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let orders: string;
  let taxId: number;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers: { authorization: `Bearer ${token}` } });
  const search = async (criteria: object[]) => {
    const response = await call('POST', `${paths.search}?pageNum=0&pageSize=50`, admin, {
      searchCriteriaList: criteria,
      dataOption: 'all',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().output.content as AuditRow[];
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 10 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    const created = await call('POST', '/tax', admin, { name: 'GST 40%', percentage: 40 });
    taxId = created.json().output.id;
    await call('PUT', `/tax/${taxId}`, admin, { name: 'GST 40%', percentage: 41, version: 1 });
  });
  afterAll(() => t?.close());

  it('lists a change with who, what and the fields before and after, in words', async () => {
    const [update] = await search([
      { filterKey: 'entity', operation: 'eq', dataOption: 'all', value: 'tax' },
      { filterKey: 'action', operation: 'eq', dataOption: 'all', value: 'Updated' },
    ]);
    expect(update).toMatchObject({
      userName: 'Aditi Rao',
      entity: 'tax',
      entityId: String(taxId),
      action: 'Updated',
      outcome: 'success',
      changes: 'percentage: 40.00 → 41.00',
    });
  });

  it('filters by user and by a date range', async () => {
    const byUser = await search([{ filterKey: 'userName', operation: 'cn', dataOption: 'all', value: 'Rohan' }]);
    expect(byUser.length).toBeGreaterThan(0);
    expect(byUser.every((r) => r.userName === 'Rohan Mehta')).toBe(true);
    const future = await search([
      { filterKey: 'at', operation: 'gt', dataOption: 'all', value: '2999-01-01T00:00:00.000Z' },
    ]);
    expect(future).toEqual([]);
  });

  it('exports the filtered rows as CSV', async () => {
    const response = await call('POST', paths.export, admin, {
      searchCriteriaList: [{ filterKey: 'entity', operation: 'eq', dataOption: 'all', value: 'tax' }],
      dataOption: 'all',
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('When');
    expect(lines).toHaveLength(3);
    expect(response.body).toContain('percentage: 40.00 → 41.00');
  });

  it("is the Master Admin's only: staff are refused (and the refusal is written down)", async () => {
    expect((await call('POST', paths.search, orders, { searchCriteriaList: [] })).statusCode).toBe(403);
    const [denial] = await search([{ filterKey: 'outcome', operation: 'eq', dataOption: 'all', value: 'denied' }]);
    expect(denial).toMatchObject({
      userName: 'Rohan Mehta',
      entity: 'access',
      detail: expect.stringContaining('/api/audit-log/search'),
    });
  });

  it("gives a record's history to whoever may view the record, newest first", async () => {
    const history = (await call('GET', AUDIT_API.history('tax', taxId), admin)).json().output as HistoryEntry[];
    expect(history.map((h) => h.action)).toEqual(['update', 'create']);
    expect(history[0]).toMatchObject({
      userName: 'Aditi Rao',
      changes: { percentage: { before: '40.00', after: '41.00' } },
    });
    // The orders staff may not view taxes, so not their history either; an unknown kind of record has none.
    expect((await call('GET', AUDIT_API.history('tax', taxId), orders)).statusCode).toBe(403);
    expect((await call('GET', AUDIT_API.history('nothing', 1), admin)).statusCode).toBe(404);
  });
});
