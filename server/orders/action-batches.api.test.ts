/**
 * Order actions sent together are applied in shared statements (action-batcher.ts); each must still get
 * exactly the answer and the effect it would get alone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/platform/messages';
import { queryRows } from '../db/transaction';
import { IDEMPOTENCY_KEY_REUSED } from '../platform/idempotency';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { errorBody, signInAs } from '../test-support/requests';
import { act, groupByCounts, orderIds, putOrderInto } from './order-test-support';

describe.each(ENGINES)('order actions sent together on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 40 });
    token = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
  });
  afterAll(() => t?.close());

  it('answers each action of a burst as if it ran alone, and applies each success once', async () => {
    const ids = await orderIds(t.db, 24);
    const versions = await Promise.all(ids.map((id) => putOrderInto(t.db, id, { status: 'Pending' })));
    const plain = ids.slice(0, 16);
    const [staleA, staleB, notAllowed, keyA, keyB, contested] = ids.slice(16);
    const responses = await Promise.all([
      ...plain.map((id) => act(t.app, token, 'order.accept', id)),
      act(t.app, token, 'order.accept', staleA, { version: versions[16] - 1 }),
      act(t.app, token, 'order.accept', staleB, { version: versions[17] + 1 }),
      act(t.app, token, 'order.markShipped', notAllowed),
      act(t.app, token, 'order.accept', keyA, undefined, 'burst-key-0001'),
      act(t.app, token, 'order.accept', keyB, undefined, 'burst-key-0001'),
      act(t.app, token, 'order.accept', contested, { version: versions[21] }),
      act(t.app, token, 'order.cancelByCompany', contested, { version: versions[21], reason: 'Out of stock' }),
      act(t.app, token, 'order.accept', 99_999_999),
    ]);
    const status = responses.map((r) => r.statusCode);
    expect(status.slice(0, 16)).toEqual(Array(16).fill(200));
    for (const [i, id] of plain.entries())
      expect(responses[i].json().output.order).toMatchObject({ id, status: 'New Order', version: versions[i] + 1 });
    expect(status.slice(16, 18)).toEqual([409, 409]);
    expect(errorBody(responses[16]).errors).toEqual([{ message: MESSAGES.staleVersion }]);
    expect(status[18]).toBe(409);
    expect(errorBody(responses[18]).errors[0].message).toMatch(/^Mark as shipped is not possible/);
    expect([status[19], status[20]].toSorted()).toEqual([200, 422]);
    expect(errorBody(status[19] === 422 ? responses[19] : responses[20]).errors).toEqual([
      { message: IDEMPOTENCY_KEY_REUSED },
    ]);
    expect([status[21], status[22]].toSorted()).toEqual([200, 409]);
    expect(status[23]).toBe(404);

    const events = await queryRows<{ order_id: string; n: number; at: string }>(
      t.db,
      sql`
      select order_id, count(*)::int as n, min(created_at)::text as at from order_events
      where order_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) group by order_id`,
    );
    const applied = [...plain, status[19] === 200 ? keyA : keyB, contested];
    expect(events.map((e) => Number(e.order_id)).toSorted((a, b) => a - b)).toEqual(applied.toSorted((a, b) => a - b));
    expect(events.every((e) => e.n === 1)).toBe(true);
    // Shared statements are shared transactions: some of the burst's entries carry one transaction's time. (PGlite
    // answers each statement before the next injected request arrives, so its burst may run one by one.)
    if (engine === 'postgres') expect(new Set(events.map((e) => e.at)).size).toBeLessThan(events.length);
    const counted = await groupByCounts(t.db);
    const [counters] = await queryRows<{ counts: Record<string, number> }>(
      t.db,
      sql`
      select jsonb_object_agg(status, n) as counts from (select status, sum(count)::int as n from status_counts
      where entity = 'order' group by status having sum(count) <> 0) s`,
    );
    expect(counters.counts).toEqual(counted);
  });

  it('answers a replay of a batched action with its stored first answer', async () => {
    const [id] = await orderIds(t.db, 1, 30);
    await putOrderInto(t.db, id, { status: 'Pending' });
    const first = await Promise.all([
      act(t.app, token, 'order.accept', id, undefined, 'burst-key-0002'),
      act(t.app, token, 'order.accept', (await orderIds(t.db, 1, 31))[0]),
    ]);
    expect(first[0].statusCode).toBe(200);
    const again = await act(t.app, token, 'order.accept', id, undefined, 'burst-key-0002');
    expect(again.statusCode).toBe(200);
    expect(again.json().output).toEqual(first[0].json().output);
  });
});
