import { describe, expect, it } from 'vitest';
import { ORDER_ACTION_REASONS, ORDER_STATUSES } from '../contract/order-status';
import { allowedActions, applyAction, unavailableReason } from './order-lifecycle';

describe('order lifecycle', () => {
  it('starts each order in the state of its status', () => {
    expect(allowedActions({ status: 'Pending' })).toEqual(['order.accept', 'order.cancelByCustomer', 'order.cancelByCompany']);
    expect(allowedActions({ status: 'New Order' })).toEqual(['order.proceedToShipping', 'order.cancelByCustomer', 'order.cancelByCompany']);
    expect(allowedActions({ status: 'Shipped' })).toEqual(['order.markDelivered']);
    for (const status of ['Delivered', 'Cancel by Customer', 'Cancel by Company'] as const) expect(allowedActions({ status })).toEqual([]);
  });

  it('walks Pending to Delivered through the shipping steps, each needing the one before', () => {
    let order = { status: 'Pending' as (typeof ORDER_STATUSES)[number], courierAssigned: false, pickupScheduled: false, labelGenerated: false };
    const step = (action: Parameters<typeof applyAction>[1]) => {
      const next = applyAction(order, action);
      expect(next, action).not.toBeNull();
      order = next!;
    };
    step('order.accept');
    step('order.proceedToShipping');
    expect(order.status).toBe('Processing');
    expect(applyAction(order, 'order.schedulePickup')).toBeNull();
    expect(unavailableReason(order, 'order.schedulePickup')).toBe(ORDER_ACTION_REASONS.needsCourier);
    step('order.assignCourier');
    expect(unavailableReason(order, 'order.generateLabel')).toBe(ORDER_ACTION_REASONS.needsPickup);
    step('order.schedulePickup');
    expect(unavailableReason(order, 'order.assignCourier')).toBe(ORDER_ACTION_REASONS.pickupAlreadyScheduled);
    expect(unavailableReason(order, 'order.markShipped')).toBe(ORDER_ACTION_REASONS.needsLabel);
    step('order.generateLabel');
    step('order.markShipped');
    expect(order.status).toBe('Shipped');
    expect(unavailableReason(order, 'order.cancelByCompany')).toMatch(/not possible for an order in Shipped/);
    step('order.markDelivered');
    expect(order.status).toBe('Delivered');
  });

  it('cancels only before Shipped', () => {
    for (const status of ORDER_STATUSES) {
      const cancelled = applyAction({ status }, 'order.cancelByCompany');
      expect(Boolean(cancelled), status).toBe(['Pending', 'New Order', 'Processing'].includes(status));
      if (cancelled) expect(cancelled.status).toBe('Cancel by Company');
    }
  });
});
