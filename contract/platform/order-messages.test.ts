import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from './messages';
import { ORDER_ACTION_EVENTS } from '../orders/order-processing';

describe('order dialogs and toasts read as a person writes', () => {
  it('names the order and what happened, in a sentence', () => {
    expect(ORDER_MESSAGES.actionDone('order.accept', 'ORD00000012')).toBe('Order ORD00000012 accepted.');
    expect(ORDER_MESSAGES.confirmAction('order.accept', 'ORD00000012')).toBe('Accept order ORD00000012?');
    expect(ORDER_MESSAGES.actionDone('order.schedulePickup', 'ORD00000012')).toBe(
      'Pickup scheduled for order ORD00000012.',
    );
    expect(ORDER_MESSAGES.confirmBulk('order.markShipped', 3)).toMatch(/^Mark 3 orders as shipped\? /);
  });

  it('has no "Label: done for" machine phrasing for any action', () => {
    for (const action of ORDER_ACTION_EVENTS) {
      for (const text of [
        ORDER_MESSAGES.actionDone(action, 'ORD1'),
        ORDER_MESSAGES.confirmAction(action, 'ORD1'),
        ORDER_MESSAGES.bulkFinished(action),
      ]) {
        expect(text).not.toMatch(/: done for|bulk action finished| for order .* for /);
        expect(text).toMatch(/^[A-Z].*[.?]$/);
      }
    }
  });
});
