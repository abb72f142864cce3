/**
 * The order screen's keyboard: moving through rows, opening and closing an order, one key per action,
 * and `?` for the sheet listing them. Keys do nothing while the user types in a field or a dialog is open.
 */
import { ORDER_ACTION_EVENTS, type OrderActionEvent } from '../../../contract/orders/order-processing';

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
  | { kind: 'next' } | { kind: 'previous' } | { kind: 'open' } | { kind: 'close' } | { kind: 'help' }
  | { kind: 'previousTab' } | { kind: 'nextTab' } | { kind: 'note' } | { kind: 'nextStep' }
  | { kind: 'action'; action: OrderActionEvent };

const NAVIGATION: Record<string, Shortcut> = {
  j: { kind: 'next' }, ArrowDown: { kind: 'next' },
  k: { kind: 'previous' }, ArrowUp: { kind: 'previous' },
  Enter: { kind: 'open' }, Escape: { kind: 'close' }, '?': { kind: 'help' },
  '[': { kind: 'previousTab' }, ']': { kind: 'nextTab' }, n: { kind: 'note' }, ' ': { kind: 'nextStep' },
};

const ACTION_BY_KEY = new Map(ORDER_ACTION_EVENTS.map((action) => [ACTION_KEYS[action], action]));

/** What the sheet lists, in order. */
export const SHORTCUT_SHEET: { keys: string[]; label: string }[] = [
  { keys: ['j', '↓'], label: 'Next order' },
  { keys: ['k', '↑'], label: 'Previous order' },
  { keys: ['Enter'], label: 'Open the order' },
  { keys: ['Space'], label: 'Next step of the order (opens the order at the cursor)' },
  { keys: ['Esc'], label: 'Close the order or dialog' },
  { keys: ['[', ']'], label: 'Previous / next status tab' },
  { keys: ['n'], label: 'Write a note on the open order' },
  { keys: ['?'], label: 'Show these shortcuts' },
];

/** A field keeps its keys, whatever the screen is doing (a reason, a note). */
export function isFieldTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/** A field, an editable element or anything inside a dialog keeps its keys. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"], .bp6-overlay, [role="dialog"], [role="menu"]')) return true;
  return false;
}

/** The shortcut a key press means here, or null (modifier chords belong to the browser and the table). */
export function shortcutOf(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): Shortcut | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const action = ACTION_BY_KEY.get(e.key);
  if (action) return { kind: 'action', action };
  return NAVIGATION[e.key] ?? null;
}
