/**
 * What a key does on the order screen as it stands: the keyboard machine's pure part (./order-keyboard.machine.ts).
 * The screen is what the view last reported; a key's decision is its outcome (applied, wait and apply it again, or
 * refused and why) with the effects that carry it out, which the machine hands to the view's named actions.
 */
import { ORDER_MESSAGES, ORDER_TABS } from '../../contract';
import { HOLD_MESSAGES, HOLDABLE_STATUSES } from '../../contract/orders/order-holds';
import type { OrderActionEvent } from '../../contract/orders/order-processing';
import type { OrderActionTarget, OrderStanding } from './order-actions.machine';
import { allowedActions, nextStep, unavailableReason } from './order-lifecycle';
import { shortcutOf, type Shortcut } from './order-shortcuts';

const { keysReason } = ORDER_MESSAGES;

/** A row of the order list, as the keys need it. */
export interface KeyboardRow {
  id: number;
  orderNo: string;
}

/** The order-actions machine (./order-actions.machine.ts) as the keys need it. */
export interface ActionsStanding {
  state: 'idle' | 'confirming' | 'submitting' | 'failed' | 'settling' | 'reloading' | 'done';
  /** The action was asked in a chain (queue mode). */
  chain: boolean;
  /** The order it acts on, if any. */
  orderId: number | null;
  /** The confirmation asks for a reason and none is typed yet. */
  reasonMissing: boolean;
}

/** The order screen, as the view reports it. */
export interface KeyboardScreen {
  /** The tab's rows in the order shown; null while they are read. */
  rows: readonly KeyboardRow[] | null;
  cursor: number;
  openId: number | null;
  tab: string;
  /** The open order as read; null when none is open or it is still being read. */
  order: OrderStanding | null;
  actions: ActionsStanding;
  /** Rows queue mode passes by: someone else is processing them (presence), or they are on hold. */
  taken: readonly number[];
  /** The keys belong to something else on screen: the shortcut sheet or a bulk job. */
  disabled: boolean;
  queueMode: boolean;
  /** This tab announces the orders it opens: an order queue mode opens waits for the server's word on who was first. */
  claims: boolean;
}

/** What applying a key came to: done, wait and apply it again when the screen is ready, or refused (why). */
export type KeyOutcome = 'applied' | 'again' | { refused: string };

/** The view's work a key asks for, by the name of the machine's action that does it. */
export type KeyEffect =
  | { type: 'setCursor'; params: { index: number; scroll: boolean } }
  | { type: 'openOrder'; params: { id: number | null; now: boolean } }
  | { type: 'claimOrder'; params: { id: number } }
  | { type: 'changeTab'; params: { tab: string } }
  | { type: 'requestAction'; params: { action: OrderActionEvent; order: OrderActionTarget; chain: boolean } }
  | { type: 'showHelp' }
  | { type: 'focusNote' }
  | { type: 'openHold'; params: { mode: 'hold' | 'release'; order: OrderActionTarget } }
  | { type: 'confirmAction' }
  | { type: 'cancelAction' };

export interface KeyDecision {
  outcome: KeyOutcome;
  effects: KeyEffect[];
  /** The order the key opens (the keys wait until it shows), and whether it is claimed (queue mode). */
  opens: { id: number; claimed: boolean } | null;
}

const IN_FLIGHT: readonly ActionsStanding['state'][] = ['submitting', 'settling', 'reloading'];

/** No action in flight, the rows read, the open order read: the screen can take a key. */
export const isScreenReady = (screen: KeyboardScreen): boolean =>
  !IN_FLIGHT.includes(screen.actions.state) &&
  screen.rows !== null &&
  (screen.openId === null || screen.order !== null);

/** The order's last step in queue mode is done (its chain is over): the next order opens. */
export const endsChain = (before: ActionsStanding, after: ActionsStanding, queueMode: boolean): boolean =>
  before.state === 'settling' && after.state === 'done' && after.chain && queueMode;

export const isRefused = (outcome: KeyOutcome): outcome is { refused: string } => typeof outcome === 'object';

const applied = (effects: KeyEffect[] = [], opens: KeyDecision['opens'] = null): KeyDecision => ({
  outcome: 'applied',
  effects,
  opens,
});
const refused = (reason: string): KeyDecision => ({ outcome: { refused: reason }, effects: [], opens: null });
const open = (id: number | null, now = false): KeyEffect => ({ type: 'openOrder', params: { id, now } });

/** Opens row `index`: claimed first (a claim is the server's word to wait for), then the cursor, then the order. */
function openRow(
  screen: KeyboardScreen,
  index: number,
  claimed: boolean,
  { scroll = false, now = false } = {},
): KeyDecision {
  const { id } = screen.rows![index];
  const claim: KeyEffect[] = claimed ? [{ type: 'claimOrder', params: { id } }] : [];
  return applied([...claim, { type: 'setCursor', params: { index, scroll } }, open(id, now)], { id, claimed });
}

/** The cursor's order (in queue mode the first from it that nobody else is processing); null when there is none. */
function openCursorRow(screen: KeyboardScreen, queue: boolean): KeyDecision | null {
  const rows = screen.rows ?? [];
  const index = rows.findIndex((r, i) => i >= screen.cursor && !(queue && screen.taken.includes(r.id)));
  if (index < 0) return null;
  return rows[index].id === screen.openId ? applied() : openRow(screen, index, queue && screen.claims);
}

/**
 * Queue mode, after order `finishedId`'s last step: the next order of the tab that nobody else is processing. The list
 * still holds the order (the All tab) or has let it go (its status tab): the next one is after it, or where it was.
 */
export function openAfterFinished(screen: KeyboardScreen, finishedId: number | null, now: boolean): KeyDecision | null {
  const rows = screen.rows ?? [];
  const at = rows.findIndex((r) => r.id === finishedId);
  const from = at >= 0 ? at + 1 : Math.max(0, screen.cursor);
  const index = rows.findIndex((r, i) => i >= from && r.id !== finishedId && !screen.taken.includes(r.id));
  return index < 0 ? null : openRow(screen, index, screen.claims, { scroll: true, now });
}

function move(screen: KeyboardScreen, delta: number): KeyDecision {
  const rows = screen.rows ?? [];
  if (!rows.length) return applied();
  // The open order has left the list (done with, in another tab now): the cursor already stands on the one after it.
  const gone = screen.openId !== null && !rows.some((r) => r.id === screen.openId);
  const next = Math.max(0, Math.min(rows.length - 1, screen.cursor + (gone && delta > 0 ? 0 : delta)));
  return applied([
    { type: 'setCursor', params: { index: next, scroll: true } },
    ...(screen.openId === null ? [] : [open(rows[next].id)]),
  ]);
}

/** Asks `action` of the open order, when the order allows it and no other action is under way (null otherwise). */
function request(screen: KeyboardScreen, order: OrderStanding, action: OrderActionEvent): KeyDecision | null {
  if (!allowedActions(order.lifecycle).includes(action)) return null;
  if (screen.actions.state !== 'idle' && screen.actions.state !== 'done') return null;
  const target = { id: order.id, orderNo: order.orderNo, version: order.version };
  return applied([{ type: 'requestAction', params: { action, order: target, chain: screen.queueMode } }]);
}

/** The hold dialog for the open order, or why not: held already, shipped, or not held. */
function holdDecision(screen: KeyboardScreen, mode: 'hold' | 'release'): KeyDecision {
  const { order } = screen;
  if (!order) return refused(keysReason.noOrder);
  const held = Boolean(order.lifecycle.hold);
  if (mode === 'release' && !held) return refused(HOLD_MESSAGES.notHeld);
  if (mode === 'hold' && held) return refused(HOLD_MESSAGES.alreadyHeld);
  if (mode === 'hold' && !HOLDABLE_STATUSES.includes(order.lifecycle.status as never))
    return refused(HOLD_MESSAGES.notHoldable);
  if (screen.actions.state !== 'idle' && screen.actions.state !== 'done') return refused(keysReason.confirmationOpen);
  const target = { id: order.id, orderNo: order.orderNo, version: order.version };
  return applied([{ type: 'openHold', params: { mode, order: target } }]);
}

const tabAt = (tab: string, delta: number) =>
  ORDER_TABS[(ORDER_TABS.indexOf(tab as never) + delta + ORDER_TABS.length) % ORDER_TABS.length];

/** A shortcut on the screen as it stands. */
export function runShortcut(shortcut: Shortcut, screen: KeyboardScreen): KeyDecision {
  const { order } = screen;
  switch (shortcut.kind) {
    case 'next':
      return move(screen, 1);
    case 'previous':
      return move(screen, -1);
    case 'open':
      return openCursorRow(screen, false) ?? applied();
    case 'close':
      return applied(screen.openId === null ? [] : [open(null)]);
    case 'help':
      return applied([{ type: 'showHelp' }]);
    case 'nextTab':
      return applied([{ type: 'changeTab', params: { tab: tabAt(screen.tab, 1) } }]);
    case 'previousTab':
      return applied([{ type: 'changeTab', params: { tab: tabAt(screen.tab, -1) } }]);
    case 'note':
      return applied([{ type: 'focusNote' }]);
    case 'hold':
    case 'release':
      return holdDecision(screen, shortcut.kind);
    case 'nextStep': {
      // No order open: the cursor's opens, and the key waits for it.
      if (screen.openId === null) {
        const opened = openCursorRow(screen, screen.queueMode);
        return opened ? { ...opened, outcome: 'again' } : refused(keysReason.noOrder);
      }
      if (!order) return { outcome: 'again', effects: [], opens: null };
      const step = nextStep(order.lifecycle);
      if (!step) return refused(keysReason.noNextStep(order.orderNo));
      return request(screen, order, step) ?? refused(keysReason.confirmationOpen);
    }
    case 'action':
      if (!order) return refused(keysReason.noOrder);
      return (
        request(screen, order, shortcut.action) ??
        refused(unavailableReason(order.lifecycle, shortcut.action) ?? keysReason.confirmationOpen)
      );
  }
}

/** A key for the confirmation that is open: Enter is OK, Escape is Cancel. */
export function answerConfirmation(key: string, screen: KeyboardScreen): KeyDecision {
  if (key === 'Escape') return applied([{ type: 'cancelAction' }]);
  if (key !== 'Enter') return refused(keysReason.confirmationOpen);
  return screen.actions.reasonMissing ? refused(keysReason.needsReason) : applied([{ type: 'confirmAction' }]);
}

/** A key that waited its turn: refused after a failed action, an answer while a confirmation is open, else its shortcut. */
export function applyWaitingKey(key: string, screen: KeyboardScreen): KeyDecision {
  if (screen.actions.state === 'failed') return refused(keysReason.failed);
  if (screen.actions.state === 'confirming') return answerConfirmation(key, screen);
  const shortcut = shortcutOf({ key });
  return shortcut ? runShortcut(shortcut, screen) : applied();
}
