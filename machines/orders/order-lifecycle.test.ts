import { describe, expect, it } from 'vitest';
import { ORDER_ACTION_REASONS, ORDER_STATUSES } from '../../contract/orders/order-status';
import { paymentStateOf } from '../../contract/orders/order-processing';
import { allowedActions, applyAction, nextStep, unavailableReason } from './order-lifecycle';

describe('order lifecycle', () => {
  it('starts each order in the state of its status', () => {
    expect(allowedActions({ status: 'Pending' })).toEqual([
      'order.accept',
      'order.cancelByCustomer',
      'order.cancelByCompany',
    ]);
    expect(allowedActions({ status: 'New Order' })).toEqual([
      'order.proceedToShipping',
      'order.cancelByCustomer',
      'order.cancelByCompany',
    ]);
    expect(allowedActions({ status: 'Shipped' })).toEqual(['order.markDelivered']);
    for (const status of ['Delivered', 'Cancel by Customer', 'Cancel by Company'] as const)
      expect(allowedActions({ status })).toEqual([]);
  });

  it('walks Pending to Delivered through the shipping steps, each needing the one before', () => {
    let order = {
      status: 'Pending' as (typeof ORDER_STATUSES)[number],
      courierAssigned: false,
      pickupScheduled: false,
      labelGenerated: false,
    };
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

  it('takes each shipping step once: a repeat is refused with its reason', () => {
    const processing = {
      status: 'Processing' as const,
      courierAssigned: true,
      pickupScheduled: false,
      labelGenerated: false,
    };
    expect(applyAction(processing, 'order.assignCourier')).toBeNull();
    expect(unavailableReason(processing, 'order.assignCourier')).toBe(ORDER_ACTION_REASONS.courierAlreadyAssigned);
    const scheduled = { ...processing, pickupScheduled: true };
    expect(applyAction(scheduled, 'order.schedulePickup')).toBeNull();
    expect(unavailableReason(scheduled, 'order.schedulePickup')).toBe(ORDER_ACTION_REASONS.pickupAlreadyScheduled);
    const labelled = { ...scheduled, labelGenerated: true };
    expect(applyAction(labelled, 'order.generateLabel')).toBeNull();
    expect(unavailableReason(labelled, 'order.generateLabel')).toBe(ORDER_ACTION_REASONS.labelAlreadyGenerated);
  });

  it('accepts and ships only an order whose payment is settled (cash on delivery or succeeded), saying why otherwise', () => {
    const ready = { courierAssigned: true, pickupScheduled: true, labelGenerated: true };
    for (const [payment, reason] of [
      ['in-progress', ORDER_ACTION_REASONS.paymentInProgress],
      ['failed', ORDER_ACTION_REASONS.paymentFailed],
    ] as const) {
      expect(allowedActions({ status: 'Pending', payment })).toEqual([
        'order.cancelByCustomer',
        'order.cancelByCompany',
      ]);
      expect(unavailableReason({ status: 'Pending', payment }, 'order.accept')).toBe(reason);
      expect(unavailableReason({ status: 'New Order', payment }, 'order.proceedToShipping')).toBe(reason);
      expect(applyAction({ status: 'Processing', payment, ...ready }, 'order.markShipped')).toBeNull();
      expect(unavailableReason({ status: 'Processing', payment, ...ready }, 'order.markShipped')).toBe(reason);
      expect(applyAction({ status: 'Shipped', payment }, 'order.markDelivered')?.status).toBe('Delivered');
    }
    expect(applyAction({ status: 'Pending', payment: 'settled' }, 'order.accept')?.status).toBe('New Order');
    expect(applyAction({ status: 'Processing', payment: 'settled', ...ready }, 'order.markShipped')?.status).toBe(
      'Shipped',
    );
  });

  it('counts cash on delivery and a succeeded payment as settled, an online payment in progress or failed as not', () => {
    expect(paymentStateOf({ paymentMethod: 'COD', paymentStatus: 'in-progress' })).toBe('settled');
    expect(paymentStateOf({ paymentMethod: 'Card', paymentStatus: 'success' })).toBe('settled');
    expect(paymentStateOf({ paymentMethod: 'UPI', paymentStatus: 'in-progress' })).toBe('in-progress');
    expect(paymentStateOf({ paymentMethod: 'Card', paymentStatus: 'failed' })).toBe('failed');
  });

  it('names the next step: the first allowed action that is not a cancel', () => {
    expect(nextStep({ status: 'Pending' })).toBe('order.accept');
    expect(nextStep({ status: 'New Order' })).toBe('order.proceedToShipping');
    expect(nextStep({ status: 'Processing', courierAssigned: true })).toBe('order.schedulePickup');
    expect(
      nextStep({
        status: 'Processing',
        courierAssigned: true,
        pickupScheduled: true,
        labelGenerated: true,
        payment: 'failed',
      }),
    ).toBeNull();
    expect(nextStep({ status: 'Shipped' })).toBe('order.markDelivered');
    expect(nextStep({ status: 'Cancel by Customer' })).toBeNull();
  });

  it('allows a held order only a cancel, says why the rest wait, and gives it no next step', () => {
    for (const status of ['Pending', 'New Order', 'Processing'] as const) {
      const held = { status, hold: 'Address check' };
      expect(allowedActions(held)).toEqual(['order.cancelByCustomer', 'order.cancelByCompany']);
      expect(nextStep(held)).toBeNull();
      expect(applyAction(held, 'order.cancelByCompany')?.status).toBe('Cancel by Company');
      for (const action of ['order.accept', 'order.proceedToShipping', 'order.assignCourier'] as const) {
        expect(applyAction(held, action)).toBeNull();
        expect(unavailableReason(held, action)).toBe(ORDER_ACTION_REASONS.onHold('Address check'));
      }
      expect(unavailableReason(held, 'order.cancelByCustomer')).toBeNull();
    }
    // Released, the same order goes ahead again.
    expect(nextStep({ status: 'New Order', hold: null })).toBe('order.proceedToShipping');
  });
});
