/**
 * The order screen's keys (shortcuts.ts): j/k and the arrows move the cursor row (the open order
 * follows it), Enter opens, Escape closes, Space asks the open order's next step, a letter runs an action
 * on the open order, `?` shows the sheet. Nothing happens while typing in a field or inside a dialog.
 *
 * Keys are never lost: pressed while an action is in flight, the order is read again or the next order is
 * opening, they wait (typed-keys.ts) and are applied in order once the screen is ready; a waiting Enter or
 * Escape answers the confirmation then open, which is bound to the order it was asked for. In queue mode
 * the order's steps follow one another (the machine's chain) and after its last step the next order of the
 * tab opens by itself, passing by orders someone else is processing.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ORDER_MESSAGES, ORDER_TABS, type OrderRow } from '../../../contract';
import type { PresenceHeartbeat } from '../../../contract/orders/order-presence';
import { lifecycleInputOf, type OrderDetail } from '../../../contract/orders/order-processing';
import { needsReason } from '../../../machines/orders/order-actions.machine';
import { nextStep, unavailableReason } from '../../../machines/orders/order-lifecycle';
import { toast } from '../../components/toast';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { requestOrderAction } from './OrderActionBar';
import { presenceKeys } from './live/use-order-presence';
import { fetchOrderDetail, ORDER_DETAIL_FRESH_MS, orderKeys } from './order-api';
import { NOTE_FIELD_ID } from './OrderTimeline';
import { isFieldTarget, isTypingTarget, shortcutOf, type Shortcut } from './shortcuts';
import { createTypedKeys, type KeyOutcome } from './typed-keys';
import type { OrderActionsActor } from './use-order-actions';

export interface OrderKeyboardOptions {
  actor: OrderActionsActor;
  rows: OrderRow[] | undefined;
  cursor: number;
  setCursor: (index: number) => void;
  openId: number | null;
  /** `now`: drawn at once (outside React's rendering only), not as a transition a busy screen may put off for frames. */
  openOrder: (id: number | null, now?: boolean) => void;
  tab: string;
  changeTab: (tab: string) => void;
  setHelp: (open: boolean) => void;
  /** The keys belong to something else on screen: the shortcut sheet or a bulk job. */
  disabled: boolean;
  /** Queue mode (queue-mode.ts). */
  queueMode: boolean;
  /** Whether someone else is processing the order: queue mode passes it by. */
  isTaken?: (orderId: number) => boolean;
  /**
   * This tab announces the orders it opens (presence): an order queue mode opens waits for the server's word on who
   * opened it first, and is passed by when someone else did (two people taking the same order at the same moment).
   */
  claims?: boolean;
}

const ROW_HEIGHT = 28;
const { keysReason } = ORDER_MESSAGES;

/** Keeps the cursor row inside the table's scrolled viewport. */
function scrollRowIntoView(index: number) {
  const scroller = document.querySelector<HTMLElement>('.orders-list .bp6-table-quadrant-main .bp6-table-quadrant-scroll-container');
  if (!scroller) return;
  const top = index * ROW_HEIGHT;
  const header = 30;
  if (top < scroller.scrollTop) scroller.scrollTop = top;
  else if (top + ROW_HEIGHT + header > scroller.scrollTop + scroller.clientHeight) scroller.scrollTop = top + ROW_HEIGHT + header - scroller.clientHeight;
}

/** Keys a focused table cell answers itself. */
const TABLE_KEYS = new Set(['Enter', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
const inTable = (target: EventTarget | null) => target instanceof Element && target.closest('.bp6-table-container') !== null;
const inDialog = (target: EventTarget | null) => target instanceof Element && target.closest('[role="dialog"], .bp6-overlay') !== null;
const pressOf = (key: string) => shortcutOf({ key, ctrlKey: false, metaKey: false, altKey: false });

/** Wires the keys; returns how many typed keys are waiting (the screen shows them). */
export function useOrderKeyboard(options: OrderKeyboardOptions): number {
  const queryClient = useQueryClient();
  const latest = useRef(options);
  const [typed] = useState(() => createTypedKeys((count, reason) => toast.warning(ORDER_MESSAGES.keysNotApplied(count, reason))));
  /** The order whose last step queue mode has just seen done: the next one opens on the next render. */
  const finished = useRef<number | null>(null);
  /** The order queue mode or Space is opening: keys wait until it shows. */
  const opening = useRef<number | null>(null);
  /** The order queue mode opened, until the server says whether someone else opened it first. */
  const claiming = useRef<number | null>(null);
  const claim = useCallback((id: number) => {
    if (!latest.current.claims) return;
    queryClient.removeQueries({ queryKey: presenceKeys.claim(id) });
    claiming.current = id;
  }, [queryClient]);
  const [, rerender] = useState(0);
  const drainWaiting = useRef(() => {});
  useEffect(() => {
    latest.current = options;
  });

  // Queue mode reads the order after the open one ahead, so it shows at once when its turn comes.
  const { queueMode, openId: shownId, rows: shownRows } = options;
  useEffect(() => {
    if (!queueMode || shownId === null || !shownRows) return;
    const next = shownRows[shownRows.findIndex((r) => r.id === shownId) + 1];
    if (next) void queryClient.prefetchQuery({ queryKey: orderKeys.detail(next.id), queryFn: ({ signal }) => fetchOrderDetail(next.id, signal), staleTime: ORDER_DETAIL_FRESH_MS });
  }, [queueMode, shownId, shownRows, queryClient]);

  /**
   * Queue mode: after the order's last step (the chain is over), the next order of the tab opens: at once when the
   * chain ends (in the same render as the confirmation's closing, issue 18's UI wait), or after the render that
   * brings the rows when they are still being read.
   */
  const openAfterFinished = useCallback((now = false) => {
    const done = finished.current;
    const o = latest.current;
    if (done === null || !o.rows) return;
    finished.current = null;
    const at = o.rows.findIndex((r) => r.id === done);
    // The list still holds the order (the All tab) or has let it go (its status tab): the next one is after it, or where it was.
    const from = at >= 0 ? at + 1 : Math.max(0, o.cursor);
    const index = o.rows.findIndex((r, i) => i >= from && r.id !== done && !o.isTaken?.(r.id));
    if (index < 0) return;
    opening.current = o.rows[index].id;
    claim(o.rows[index].id);
    o.setCursor(index);
    scrollRowIntoView(index);
    o.openOrder(o.rows[index].id, now);
  }, [claim]);
  useEffect(() => openAfterFinished());

  useEffect(() => {
    const { actor } = latest.current;
    const detailOf = (id: number) => queryClient.getQueryData<OrderDetail>(orderKeys.detail(id));
    const isBusy = () => {
      const o = latest.current;
      const s = o.actor.getSnapshot();
      if (s.matches('submitting') || s.matches('settling') || s.matches('reloading')) return true;
      if (finished.current !== null || claiming.current !== null || (opening.current !== null && o.openId !== opening.current)) return true;
      opening.current = null;
      return !o.rows || (o.openId !== null && !detailOf(o.openId));
    };
    /** Opens the cursor's order (in queue mode the first from it that nobody else is processing). */
    const openCursorRow = (queue = false): boolean => {
      const o = latest.current;
      const index = (o.rows ?? []).findIndex((r, i) => i >= o.cursor && !(queue && o.isTaken?.(r.id)));
      const row = o.rows?.[index];
      if (!row) return false;
      if (row.id !== o.openId) {
        opening.current = row.id;
        if (queue) claim(row.id);
        o.setCursor(index);
        o.openOrder(row.id);
      }
      return true;
    };
    /** The server's word on the order queue mode opened: someone else opened it first, so the next one opens. */
    const checkClaim = () => {
      const id = claiming.current;
      const heartbeat = id === null ? undefined : queryClient.getQueryData<PresenceHeartbeat>(presenceKeys.claim(id));
      if (!heartbeat) return;
      claiming.current = null;
      if (heartbeat.firstBy) {
        const orderNo = latest.current.rows?.find((r) => r.id === id)?.orderNo ?? String(id);
        toast.info(ORDER_MESSAGES.passedBy(orderNo, heartbeat.firstBy.userName));
        finished.current = id;
        rerender((n) => n + 1);
      }
    };
    const run = (shortcut: Shortcut): KeyOutcome => {
      const o = latest.current;
      const rows = o.rows ?? [];
      const move = (delta: number) => {
        if (!rows.length) return;
        // The open order has left the list (done with, in another tab now): the cursor already stands on the one after it.
        const gone = o.openId !== null && !rows.some((r) => r.id === o.openId);
        const next = Math.max(0, Math.min(rows.length - 1, o.cursor + (gone && delta > 0 ? 0 : delta)));
        o.setCursor(next);
        scrollRowIntoView(next);
        if (o.openId !== null) o.openOrder(rows[next].id);
      };
      const tabAt = (delta: number) => ORDER_TABS[(ORDER_TABS.indexOf(o.tab as never) + delta + ORDER_TABS.length) % ORDER_TABS.length];
      const order = o.openId === null ? undefined : detailOf(o.openId);
      switch (shortcut.kind) {
        case 'next': move(1); return 'applied';
        case 'previous': move(-1); return 'applied';
        case 'open': openCursorRow(); return 'applied';
        case 'close': if (o.openId !== null) o.openOrder(null); return 'applied';
        case 'help': o.setHelp(true); return 'applied';
        case 'nextTab': o.changeTab(tabAt(1)); return 'applied';
        case 'previousTab': o.changeTab(tabAt(-1)); return 'applied';
        case 'note': document.getElementById(NOTE_FIELD_ID)?.focus(); return 'applied';
        case 'nextStep': {
          // No order open: the cursor's opens, and the key waits for it.
          if (o.openId === null) return openCursorRow(o.queueMode) ? 'again' : { refused: keysReason.noOrder };
          if (!order) return 'again';
          const step = nextStep(lifecycleInputOf(order));
          if (!step) return { refused: keysReason.noNextStep(order.orderNo) };
          return requestOrderAction(o.actor, order, step, o.queueMode) ? 'applied' : { refused: keysReason.confirmationOpen };
        }
        case 'action': {
          if (!order) return { refused: keysReason.noOrder };
          if (requestOrderAction(o.actor, order, shortcut.action, o.queueMode)) return 'applied';
          return { refused: `${unavailableReason(lifecycleInputOf(order), shortcut.action) ?? keysReason.confirmationOpen}` };
        }
      }
    };
    /** A key for the confirmation that is open: Enter is OK, Escape is Cancel. */
    const answerConfirmation = (key: string): KeyOutcome => {
      const s = actor.getSnapshot();
      if (key === 'Escape') return actor.send({ type: 'dialog.cancel' }), 'applied';
      if (key !== 'Enter') return { refused: keysReason.confirmationOpen };
      if (needsReason(s.context.action) && s.context.reason.trim() === '') return { refused: keysReason.needsReason };
      actor.send({ type: 'dialog.confirm', idempotencyKey: newIdempotencyKey() });
      return 'applied';
    };
    const apply = (key: string): KeyOutcome => {
      const s = actor.getSnapshot();
      if (s.matches('failed')) return { refused: keysReason.failed };
      if (s.matches('confirming')) return answerConfirmation(key);
      const shortcut = pressOf(key);
      return shortcut ? run(shortcut) : 'applied';
    };
    const drain = () => typed.drain(() => !latest.current.disabled && !isBusy(), apply);
    drainWaiting.current = drain;

    let was = actor.getSnapshot();
    const actorSubscription = actor.subscribe((s) => {
      const before = was;
      was = s;
      if (s.matches('reloading')) typed.refuseAll(keysReason.conflict);
      if (s.matches('failed')) typed.refuseAll(keysReason.failed);
      // The chain is over (the order shipped, cancelled, or nothing left to do): queue mode moves on.
      if (before.matches('settling') && s.matches('done') && s.context.chain && latest.current.queueMode) {
        finished.current = s.context.order!.id;
        openAfterFinished(true);
        rerender((n) => n + 1);
      }
      // Not from inside the actor's own notification: an event sent now would wait in its mailbox, and the
      // snapshot would still show the state the key was meant for, so a second key would be spent on it.
      queueMicrotask(drain);
    });
    const unsubscribeQueries = queryClient.getQueryCache().subscribe(() => {
      checkClaim();
      if (typed.waiting.length > 0) drain();
    });

    /**
     * A Space the screen took (asked a next step, or queued) must not also press the button focused by then: a
     * button acts on Space when it is released, and the confirmation it opened has focused its OK.
     */
    let spaceTaken = false;
    const onKeyUpCapture = (e: KeyboardEvent) => {
      if (e.key !== ' ' || !spaceTaken) return;
      spaceTaken = false;
      e.preventDefault();
      e.stopPropagation();
    };
    // Before anything else hears the key: while the screen is busy (or keys wait), it waits its turn.
    const onKeyCapture = (e: KeyboardEvent) => {
      const o = latest.current;
      if (o.disabled || !shortcutOf(e)) return;
      if (typed.waiting.length === 0 && !isBusy()) {
        // The confirmation is asked but focus has not reached it yet: Enter and Escape are its, not the list's.
        if (actor.getSnapshot().matches('confirming') && (e.key === 'Enter' || e.key === 'Escape') && !inDialog(e.target)) {
          e.preventDefault();
          e.stopPropagation();
          const outcome = answerConfirmation(e.key);
          if (outcome !== 'applied' && outcome !== 'again') toast.warning(ORDER_MESSAGES.keysNotApplied(1, outcome.refused));
        }
        return;
      }
      // A field keeps its keys; so does a focused table cell its Enter (opens that row) and arrows (move the focus).
      if (isFieldTarget(e.target) || (TABLE_KEYS.has(e.key) && inTable(e.target))) return;
      e.preventDefault();
      e.stopPropagation();
      spaceTaken = e.key === ' ';
      typed.push(e.key);
      drain();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || latest.current.disabled || isTypingTarget(e.target)) return;
      const shortcut = shortcutOf(e);
      if (!shortcut) return;
      // Enter and Space on a focused button, link, tab or checkbox are that element's own.
      if ((shortcut.kind === 'open' || shortcut.kind === 'nextStep') && e.target instanceof Element && e.target.closest('button, a, [role="tab"], [role="checkbox"]')) return;
      const outcome = run(shortcut);
      if (e.key === ' ') spaceTaken = outcome === 'applied' || outcome === 'again';
      if (outcome === 'again') {
        typed.push(e.key);
        drain();
      }
      if (outcome === 'applied' || outcome === 'again') e.preventDefault();
    };
    window.addEventListener('keydown', onKeyCapture, true);
    window.addEventListener('keyup', onKeyUpCapture, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      actorSubscription.unsubscribe();
      unsubscribeQueries();
      window.removeEventListener('keydown', onKeyCapture, true);
      window.removeEventListener('keyup', onKeyUpCapture, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [queryClient, typed, claim, openAfterFinished]);

  // A render may have made the screen ready (the next order shown): apply what waits.
  useEffect(() => {
    if (typed.waiting.length > 0) drainWaiting.current();
  });
  return useSyncExternalStore(typed.subscribe, () => typed.waiting.length);
}
