/**
 * A bulk job's audit trail: the request's own row, then one row per order as the job runs — the action's
 * row for an order it moved, a failure row with the reason for one it could not (each naming the job).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_API } from '../../../contract/orders/order-processing';
import type { BulkJob } from '../../../contract/orders/order-processing';
import { queryRows } from '../../db/transaction';
import { orderIds, putOrderInto } from '../../orders/order-test-support';
import { signInAs } from '../../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../../test-support/test-app';

describe.each(ENGINES)('bulk job audit rows on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 10 });
  });
  afterAll(() => t?.close());

  it('writes the start, each moved order and each refused order with its reason', async () => {
    const admin = await signInAs(t.app, 'admin', 'Admin@12345');
    const [movable, refused] = await orderIds(t.db, 2);
    await putOrderInto(t.db, movable, { status: 'Pending' });
    await putOrderInto(t.db, refused, { status: 'Delivered' });
    const headers = { authorization: `Bearer ${admin.token}` };
    const started = await t.app.inject({
      method: 'POST',
      url: `/api${ORDER_API.bulk}`,
      headers,
      payload: { action: 'order.accept', ids: [movable, refused] },
    });
    expect(started.statusCode).toBe(202);
    const jobId = started.json().output.id as string;
    await expect
      .poll(
        async () =>
          (
            (await t.app.inject({ method: 'GET', url: `/api${ORDER_API.bulkJob(jobId)}`, headers })).json()
              .output as BulkJob
          ).status,
      )
      .toBe('finished');
    const rows = await queryRows<{
      entity: string;
      entity_id: string;
      action: string;
      outcome: string;
      user_id: number;
      reason: string | null;
    }>(
      t.db,
      sql`select entity, entity_id, action, outcome, user_id, reason from audit_log where entity_id = ${jobId} or detail->>'bulkJob' = ${jobId} order by entity_id`,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entity: 'bulk-job',
          action: 'bulk.start',
          outcome: 'success',
          user_id: admin.userDetails.id,
        }),
        expect.objectContaining({
          entity: 'order',
          entity_id: String(movable),
          action: 'order.accept',
          outcome: 'success',
          user_id: admin.userDetails.id,
        }),
        expect.objectContaining({
          entity: 'order',
          entity_id: String(refused),
          action: 'order.accept',
          outcome: 'failure',
          user_id: admin.userDetails.id,
          reason: expect.any(String),
        }),
      ]),
    );
    expect(rows).toHaveLength(3);
  });
});
