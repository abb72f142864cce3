/**
 * The order screen's keys as the keyboard machine reads them (./order-keyboard.machine.ts): moving through rows,
 * opening and closing an order, one key per action, Space for the open order's next step, `?` for the sheet.
 */
import { ORDER_ACTION_EVENTS, type OrderActionEvent } from '../../contract/orders/order-processing';

/** One key per action; Shift+X cancels on the customer's behalf. */
export const ACTION_KEYS: Record<OrderActionEvent, string> = {
  'order.accept': 'a',
  'order.proceedToShipping': 'p',
  'order.assignCourier': 'c',
  'order.schedulePickup': 's',
  'order.generateLabel': 'l',
  'order.markShipped': 'h',
  'order.markDelivered': 'd',
  'order.cancelByCompany': 'x',
  'order.cancelByCustomer': 'X',
};

export type Shortcut =
  | { kind: 'next' }
  | { kind: 'previous' }
  | { kind: 'open' }
  | { kind: 'close' }
  | { kind: 'help' }
  | { kind: 'previousTab' }
  | { kind: 'nextTab' }
  | { kind: 'note' }
  | { kind: 'nextStep' }
  /** Put the open order on hold, or release it (issue 45 §2). */
  | { kind: 'hold' }
  | { kind: 'release' }
  | { kind: 'action'; action: OrderActionEvent };

const NAVIGATION: Record<string, Shortcut> = {
  j: { kind: 'next' },
  ArrowDown: { kind: 'next' },
  k: { kind: 'previous' },
  ArrowUp: { kind: 'previous' },
  Enter: { kind: 'open' },
  Escape: { kind: 'close' },
  '?': { kind: 'help' },
  '[': { kind: 'previousTab' },
  ']': { kind: 'nextTab' },
  n: { kind: 'note' },
  ' ': { kind: 'nextStep' },
  o: { kind: 'hold' },
  r: { kind: 'release' },
};

const ACTION_BY_KEY = new Map(ORDER_ACTION_EVENTS.map((action) => [ACTION_KEYS[action], action]));

/** The shortcut a key press means here, or null (modifier chords belong to the browser and the table). */
export function shortcutOf(e: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}): Shortcut | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const action = ACTION_BY_KEY.get(e.key);
  if (action) return { kind: 'action', action };
  return NAVIGATION[e.key] ?? null;
}
