import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/transaction';
import { makeRequest, putAction } from '../returns/test-fixtures';
import { IDEMPOTENCY_KEY_REUSED } from '../platform/idempotency';
import { signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { act, orderIds, putOrderInto } from './order-test-support';

const eventsOf = async (t: TestApp, id: number) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from order_events where order_id = ${id} and kind = 'action'`,
    )
  )[0].n;

function refusedAsReused(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ errors: [{ message: IDEMPOTENCY_KEY_REUSED }] });
}

describe.each(ENGINES)('an Idempotency-Key is bound to the request body on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 60 });
    token = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    ids = await orderIds(t.db, 6, 0);
  });
  afterAll(() => t?.close());

  it('batched action: the same key with another version or reason is a 422; with the same body, the first result', async () => {
    const id = ids[0];
    const version = await putOrderInto(t.db, id, { status: 'Pending' });
    const first = await act(
      t.app,
      token,
      'order.cancelByCompany',
      id,
      { version, reason: 'Out of stock' },
      `body-cancel-${engine}`,
    );
    expect(first.statusCode, first.body).toBe(200);
    refusedAsReused(
      await act(
        t.app,
        token,
        'order.cancelByCompany',
        id,
        { version, reason: 'Customer asked' },
        `body-cancel-${engine}`,
      ),
    );
    refusedAsReused(
      await act(
        t.app,
        token,
        'order.cancelByCompany',
        id,
        { version: version + 1, reason: 'Out of stock' },
        `body-cancel-${engine}`,
      ),
    );
    const again = await act(
      t.app,
      token,
      'order.cancelByCompany',
      id,
      { reason: 'Out of stock', version },
      `body-cancel-${engine}`,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await eventsOf(t, id)).toBe(1);
  });

  it('batched action: a version added to a key first sent without one is another request', async () => {
    const id = ids[1];
    const version = await putOrderInto(t.db, id, { status: 'Pending' });
    expect((await act(t.app, token, 'order.accept', id, undefined, `body-accept-${engine}`)).statusCode).toBe(200);
    refusedAsReused(await act(t.app, token, 'order.accept', id, { version }, `body-accept-${engine}`));
    expect((await act(t.app, token, 'order.accept', id, {}, `body-accept-${engine}`)).statusCode).toBe(200);
  });

  it('an action run alone (shipping): the same key with another reason is a 422; the same body replays', async () => {
    const id = ids[2];
    await putOrderInto(t.db, id, { status: 'Processing' });
    const first = await act(t.app, token, 'order.assignCourier', id, { reason: 'Fragile' }, `body-courier-${engine}`);
    expect(first.statusCode, first.body).toBe(200);
    refusedAsReused(await act(t.app, token, 'order.assignCourier', id, { reason: 'Heavy' }, `body-courier-${engine}`));
    const again = await act(t.app, token, 'order.assignCourier', id, { reason: 'Fragile' }, `body-courier-${engine}`);
    expect(again.json()).toEqual(first.json());
    expect(await eventsOf(t, id)).toBe(1);
  });

  it('return action: the same key with another reason is a 422; the same body replays', async () => {
    const { id } = await makeRequest(t.db, 'return', 'requested');
    const key = `body-return-${engine}`;
    const first = await putAction(t.app, token, 'reject', id, { reason: 'Tags missing', version: 1 }, key);
    expect(first.statusCode, first.body).toBe(200);
    refusedAsReused(await putAction(t.app, token, 'reject', id, { reason: 'Used', version: 1 }, key));
    refusedAsReused(await putAction(t.app, token, 'reject', id, { reason: 'Tags missing', version: 2 }, key));
    const again = await putAction(t.app, token, 'reject', id, { version: 1, reason: 'Tags missing' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });
});
