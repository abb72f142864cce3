/**
 * The order screen's keyboard: the keys themselves are the machine's (machines/orders/order-shortcuts.ts); here the
 * sheet listing them, and which elements keep their keys (a field, a dialog).
 */
export { ACTION_KEYS, shortcutOf, type Shortcut } from '../../../machines/orders/order-shortcuts';

/** What the sheet lists, in order. */
export const SHORTCUT_SHEET: { keys: string[]; label: string }[] = [
  { keys: ['j', '↓'], label: 'Next order' },
  { keys: ['k', '↑'], label: 'Previous order' },
  { keys: ['Enter'], label: 'Open the order' },
  { keys: ['Space'], label: 'Next step of the order (opens the order at the cursor)' },
  { keys: ['Esc'], label: 'Close the order or dialog' },
  { keys: ['[', ']'], label: 'Previous / next status tab' },
  { keys: ['n'], label: 'Write a note on the open order' },
  { keys: ['o'], label: 'Put the open order on hold' },
  { keys: ['r'], label: 'Release the open order from its hold' },
  { keys: ['?'], label: 'Show these shortcuts' },
];

/** A field keeps its keys, whatever the screen is doing (a reason, a note). */
export function isFieldTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/** A field, an editable element or anything inside a dialog keeps its keys. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"], .bp6-overlay, [role="dialog"], [role="menu"]'))
    return true;
  return false;
}
