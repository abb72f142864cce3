import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { RETURN_KINDS, RETURN_STATUSES, type ReturnKind, type ReturnStatus } from '../../contract/orders/order-status';
import {
  RETURN_ACTION_EVENTS,
  RETURN_ACTION_SEGMENT,
  RETURN_API,
  type ReturnDetail,
} from '../../contract/returns/returns';
import { getWithToken, postJson, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { makeRequest, putAction, scalar } from './test-fixtures';

/** Where each allowed action leads, written out by hand (the machine must agree). */
const ALLOWED: Record<ReturnKind, Partial<Record<ReturnStatus, Record<string, ReturnStatus>>>> = {
  return: {
    requested: { approve: 'approved', reject: 'rejected', cancel: 'cancelled' },
    approved: { receive: 'received', cancel: 'cancelled' },
    received: { refund: 'refunded' },
  },
  exchange: {
    requested: { approve: 'approved', reject: 'rejected', cancel: 'cancelled' },
    approved: { receive: 'received', cancel: 'cancelled' },
    received: { replace: 'replaced' },
  },
};

describe.each(ENGINES)('return and exchange actions on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let orders: string;
  let ordersName: string;
  let catalogue: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 400 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    const session = await signInAs(t.app, 'orders', 'Orders@12345');
    orders = session.token;
    ordersName = session.userDetails.name;
    catalogue = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
  });
  afterAll(() => t?.close());

  it('applies exactly the allowed actions from every status of both kinds, and refuses the rest with a reason', async () => {
    let i = 0;
    for (const kind of RETURN_KINDS) {
      for (const status of RETURN_STATUSES) {
        for (const action of RETURN_ACTION_EVENTS) {
          const segment = RETURN_ACTION_SEGMENT[action];
          const { id } = await makeRequest(t.db, kind, status, i++ % 20);
          const response = await putAction(t.app, orders, segment, id, { reason: 'Checked by QA', version: 1 });
          const expected = ALLOWED[kind][status]?.[segment];
          const label = `${kind} ${status} ${segment}`;
          if (expected) {
            expect(response.statusCode, label).toBe(200);
            expect(response.json().output, label).toMatchObject({ status: expected, fromStatus: status, version: 2 });
            expect(await scalar(t.db, sql`select status as v from returns where id = ${id}`), label).toBe(expected);
          } else {
            expect(response.statusCode, label).toBe(409);
            expect(response.json().errors[0].message, label).toMatch(
              /not possible|not refunded|not replaced|already been refunded/,
            );
            expect(await scalar(t.db, sql`select status as v from returns where id = ${id}`), label).toBe(status);
          }
        }
      }
    }
  });

  it('asks for the reason to reject, keeps it, and notes every action in the order timeline', async () => {
    const { id, orderId } = await makeRequest(t.db, 'return', 'requested');
    const missing = await putAction(t.app, orders, 'reject', id, { reason: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'reason', message: VALIDATION.required }]);
    expect((await putAction(t.app, orders, 'reject', id, {})).statusCode).toBe(400);
    const rejected = await putAction(t.app, orders, 'reject', id, { reason: 'Tags missing' });
    expect(rejected.statusCode).toBe(200);
    expect(await scalar(t.db, sql`select rejection_reason as v from returns where id = ${id}`)).toBe('Tags missing');
    const note = await scalar<string>(
      t.db,
      sql`select note as v from order_events where order_id = ${orderId} and kind = 'note' order by id desc limit 1`,
    );
    const returnNo = await scalar<string>(t.db, sql`select return_no as v from returns where id = ${id}`);
    // The request's own number, as the table shows it (it said "Return 104" beside "RET104").
    expect(note).toBe(`Return ${returnNo}: Reject (requested → rejected). Reason: Tags missing`);
    expect(
      await scalar(
        t.db,
        sql`select actor_name as v from order_events where order_id = ${orderId} order by id desc limit 1`,
      ),
    ).toBe(ordersName);
  });

  it('names a cancelled exchange as an exchange in the order timeline', async () => {
    const { id, orderId } = await makeRequest(t.db, 'exchange', 'requested');
    expect((await putAction(t.app, orders, 'cancel', id, {})).statusCode).toBe(200);
    const note = await scalar<string>(
      t.db,
      sql`select note as v from order_events where order_id = ${orderId} and kind = 'note' order by id desc limit 1`,
    );
    const returnNo = await scalar<string>(t.db, sql`select return_no as v from returns where id = ${id}`);
    expect(note).toBe(`Exchange ${returnNo}: Cancel exchange (requested → cancelled)`);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const { id } = await makeRequest(t.db, 'exchange', 'requested');
    expect((await putAction(t.app, orders, 'approve', id, { version: 1 })).statusCode).toBe(200);
    const stale = await putAction(t.app, orders, 'receive', id, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].message).toBe(MESSAGES.staleVersion);
    expect(await scalar(t.db, sql`select status as v from returns where id = ${id}`)).toBe('approved');
  });

  it('answers 403 without the permission of the kind and 404 for no request', async () => {
    const { id } = await makeRequest(t.db, 'return', 'requested');
    expect((await putAction(t.app, catalogue, 'approve', id)).statusCode).toBe(403);
    expect((await getWithToken(t.app, RETURN_API.detail(id), catalogue)).statusCode).toBe(403);
    expect((await getWithToken(t.app, RETURN_API.statusDetails('exchange'), catalogue)).statusCode).toBe(403);
    expect(
      (
        await postJson(
          t.app,
          `${RETURN_API.search}?pageNum=0&pageSize=20`,
          { searchCriteriaList: [] },
          { token: catalogue },
        )
      ).statusCode,
    ).toBe(403);
    expect((await putAction(t.app, admin, 'approve', 999_999)).statusCode).toBe(404);
    expect((await getWithToken(t.app, RETURN_API.statusDetails('gift'), admin)).statusCode).toBe(400);
  });

  it('counts each kind per status exactly, with the total', async () => {
    for (const kind of RETURN_KINDS) {
      const response = await getWithToken(t.app, RETURN_API.statusDetails(kind), orders);
      expect(response.statusCode).toBe(200);
      const { counts, total } = response.json().output as { counts: Record<string, number>; total: number };
      const truth = await scalar<number>(t.db, sql`select count(*)::int as v from returns where kind = ${kind}`);
      expect(total).toBe(truth);
      expect(counts.requested).toBe(
        await scalar<number>(
          t.db,
          sql`select count(*)::int as v from returns where kind = ${kind} and status = 'requested'`,
        ),
      );
    }
  });

  it('searches one kind for the table, and shows a request with its order, items and answers', async () => {
    const search = await postJson(
      t.app,
      `${RETURN_API.search}?pageNum=0&pageSize=50`,
      {
        searchCriteriaList: [
          { filterKey: 'kind', operation: 'eq', value: ['exchange'] },
          { filterKey: 'status', operation: 'eq', value: ['requested'] },
        ],
        dataOption: 'all',
        sortCriteriaDto: { sortKey: 'id', sortOption: 'asc' },
      },
      { token: orders },
    );
    expect(search.statusCode).toBe(200);
    const page = search.json().output as {
      content: { id: number; kind: string; status: string; orderNo: string }[];
      totalElements: number;
    };
    expect(page.totalElements).toBeGreaterThan(0);
    expect(
      page.content.every((r) => r.kind === 'exchange' && r.status === 'requested' && r.orderNo.startsWith('ORD')),
    ).toBe(true);
    const seeded = await scalar<number>(t.db, sql`select min(id)::int as v from returns`);
    const detail = (await getWithToken(t.app, RETURN_API.detail(seeded), orders)).json().output as ReturnDetail;
    expect(detail.items.length).toBeGreaterThan(0);
    expect(detail.answers.map((a) => a.position)).toEqual([1, 2, 3, 4, 5]);
    expect(detail.answers[0]).toEqual({
      position: 1,
      question: 'What went wrong with the product?',
      answer: detail.reason,
    });
    expect(Number(detail.amount)).toBeGreaterThan(0);
  });
});
