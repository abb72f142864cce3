import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_API } from '../../contract/orders/order-processing';
import { ORDER_STATUSES } from '../../contract/orders/order-status';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { getWithToken, signInAs } from '../test-support/requests';

describe.each(ENGINES)('order lifecycle graph on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 10 });
  });
  afterAll(() => t?.close());

  it('publishes every status with its actions, targets and guards', async () => {
    const { token } = await signInAs(t.app, 'orders', 'Orders@12345');
    const response = await getWithToken(t.app, ORDER_API.lifecycle, token);
    expect(response.statusCode).toBe(200);
    const graph = response.json().output as {
      status: string;
      final: boolean;
      actions: { action: string; to: string; guard: string | null }[];
    }[];
    expect(graph.map((s) => s.status).toSorted()).toEqual(ORDER_STATUSES.toSorted());
    const processing = graph.find((s) => s.status === 'Processing')!;
    // Shipping needs a label and a settled payment: one guard, canShip, says both.
    expect(processing.actions).toContainEqual(
      expect.objectContaining({ action: 'order.markShipped', to: 'Shipped', guard: 'canShip' }),
    );
    const pending = graph.find((s) => s.status === 'Pending')!;
    expect(pending.actions).toContainEqual(
      expect.objectContaining({ action: 'order.accept', to: 'New Order', guard: 'isPaymentSettled' }),
    );
    expect(graph.find((s) => s.status === 'Delivered')).toMatchObject({ final: true, actions: [] });
  });

  it('is refused to a user without order access', async () => {
    const { token } = await signInAs(t.app, 'catalogue', 'Catalogue@12345');
    expect((await getWithToken(t.app, ORDER_API.lifecycle, token)).statusCode).toBe(403);
  });
});
