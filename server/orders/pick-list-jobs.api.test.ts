/**
 * Pick lists as a background job (issue 45 §3), on both engines: chosen orders or a search's, the job's progress,
 * the PDF read back with pdftotext, and the refusals (ids and criteria both or neither, too many, no such job, no
 * permission).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICK_LIST_API, type PickListJob, type PickListRequest } from '../../contract/orders/pick-lists';
import { queryRows } from '../db/transaction';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { getWithToken, postJson, signInAs } from '../test-support/requests';
import { pdfToText } from '../test-support/pdf-text';
import { orderIds } from './order-test-support';

describe.each(ENGINES)('pick-list jobs on %s', (engine) => {
  let t: TestApp;
  let orders: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 40 });
    orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
  });
  afterAll(() => t?.close());

  const start = async (body: PickListRequest) => {
    const response = await postJson(t.app, PICK_LIST_API.start, body, { token: orders });
    expect(response.statusCode, response.body).toBe(202);
    return response.json().output.id as string;
  };
  const made = async (id: string): Promise<PickListJob> => {
    for (let i = 0; i < 400; i++) {
      const job = (await getWithToken(t.app, PICK_LIST_API.job(id), orders)).json().output as PickListJob;
      if (job.status !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`pick list ${id} was not made`);
  };
  const textOf = async (id: string) => {
    const response = await getWithToken(t.app, PICK_LIST_API.pdf(id), orders);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return (await pdfToText(response.rawPayload)).text;
  };
  const numbersOf = async (ids: number[]) =>
    (
      await queryRows<{ order_no: string }>(
        t.db,
        sql`select order_no from orders where id = any(${sql.param(ids)}::bigint[]) order by order_no`,
      )
    ).map((r) => r.order_no);

  it('makes one PDF of the chosen orders (each once, unknown ids left out): a slip per order, by number', async () => {
    const ids = await orderIds(t.db, 12, 0);
    const id = await start({ ids: [...ids, ids[0], 999_999_999], prices: false });
    const job = await made(id);
    expect(job).toMatchObject({
      status: 'done',
      total: 12,
      done: 12,
      prices: false,
      error: null,
      createdByName: 'Rohan Mehta',
    });
    const text = await textOf(id);
    const slips = text.split('Packing slip').slice(1);
    const numbers = await numbersOf(ids);
    expect(slips.map((slip) => /Order (\S+)/.exec(slip)?.[1])).toEqual(numbers);
    expect(text).toContain('12 orders ·');
    expect(text).not.toContain('INR');
    const [audit] = await queryRows<{ action: string; detail: unknown }>(
      t.db,
      sql`select action, detail from audit_log where entity = 'pick-list' and entity_id = ${id}`,
    );
    expect(audit).toEqual({ action: 'pick-list.start', detail: { orders: 12, prices: false } });
  });

  it("takes a search's orders, with prices when asked", async () => {
    const ids = await orderIds(t.db, 3, 20);
    const id = await start({
      criteria: {
        searchCriteriaList: [{ filterKey: 'id', operation: 'eq', value: ids }],
        sortCriteriaDto: { sortKey: 'id', sortOption: 'asc' },
      },
      prices: true,
    });
    expect(await made(id)).toMatchObject({ status: 'done', total: 3, prices: true });
    const text = await textOf(id);
    for (const orderNo of await numbersOf(ids)) expect(text).toContain(`Order ${orderNo}`);
    expect(text).toContain('Order total: INR');
  });

  it('refuses ids and criteria together or neither, too many ids, and unknown or malformed jobs', async () => {
    const ids = await orderIds(t.db, 1, 0);
    const criteria = { searchCriteriaList: [], sortCriteriaDto: { sortKey: 'id', sortOption: 'asc' } };
    for (const body of [{ ids, criteria }, {}, { ids: Array.from({ length: 10_001 }, (_, i) => i + 1) }]) {
      const response = await postJson(t.app, PICK_LIST_API.start, body, { token: orders });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await getWithToken(t.app, PICK_LIST_API.job(unknown), orders)).statusCode).toBe(404);
    expect((await getWithToken(t.app, PICK_LIST_API.pdf(unknown), orders)).statusCode).toBe(404);
    expect((await getWithToken(t.app, PICK_LIST_API.job('not-a-job'), orders)).statusCode).toBe(400);
  });

  it('lets only staff who may see orders make or read one', async () => {
    const catalogue = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
    const ids = await orderIds(t.db, 1, 0);
    expect((await postJson(t.app, PICK_LIST_API.start, { ids }, { token: catalogue })).statusCode).toBe(403);
    const id = await start({ ids, prices: false });
    await made(id);
    expect((await getWithToken(t.app, PICK_LIST_API.pdf(id), catalogue)).statusCode).toBe(403);
  });
});
