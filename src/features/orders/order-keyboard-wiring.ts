/**
 * The keyboard machine (machines/orders/order-keyboard.machine.ts) wired to the order screen's page: the screen
 * reported before each decision, each key heard before anything else on the page, the waiting keys applied whenever
 * the screen may have become ready (the order-actions machine moved, the query cache changed, a render), and the
 * server's word on a claimed order passed on.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { PresenceHeartbeat } from '../../../contract/orders/order-presence';
import { presenceKeys } from './live/use-order-presence';
import { screenOf, type LatestOptions, type OrderKeyboardActor } from './order-keyboard-screen';
import { isFieldTarget, isTypingTarget, shortcutOf } from './shortcuts';

/** Keys a focused table cell answers itself. */
const TABLE_KEYS = new Set(['Enter', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
const inTable = (target: EventTarget | null) =>
  target instanceof Element && target.closest('.bp6-table-container') !== null;
const inDialog = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="dialog"], .bp6-overlay') !== null;

/** The keyboard machine wired to the page: the screen reported, the waiting keys applied, the keys heard. */
export function wireKeys(keyboard: OrderKeyboardActor, latest: LatestOptions, queryClient: QueryClient) {
  const report = (type: 'screen.change' | 'actions.change' = 'screen.change') =>
    keyboard.send({ type, screen: screenOf(latest.current, queryClient) });
  let draining = false;
  /** Applies waiting keys one by one while the screen, as it stands before each, is ready for the next. */
  const drain = () => {
    if (draining) return;
    draining = true;
    try {
      while (keyboard.getSnapshot().context.waiting.length > 0) {
        report();
        const before = keyboard.getSnapshot();
        if (!before.can({ type: 'keys.apply' })) return;
        keyboard.send({ type: 'keys.apply' });
        // The key waits again for the order it opened.
        if (keyboard.getSnapshot().context.waiting === before.context.waiting) return;
      }
    } finally {
      draining = false;
    }
  };
  /** The server's word on the order queue mode opened (its heartbeat's answer). */
  const answerClaim = () => {
    const { context } = keyboard.getSnapshot();
    if (!keyboard.getSnapshot().matches('claiming') || context.orderId === null) return;
    const heartbeat = queryClient.getQueryData<PresenceHeartbeat>(presenceKeys.claim(context.orderId));
    if (!heartbeat) return;
    report();
    keyboard.send({ type: 'claim.answer', orderId: context.orderId, firstBy: heartbeat.firstBy?.userName ?? null });
  };

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
    if (latest.current.disabled || !shortcutOf(e)) return;
    report();
    const wait = { type: 'key.wait', key: e.key } as const;
    if (!keyboard.getSnapshot().can(wait)) {
      // The confirmation is asked but focus has not reached it yet: Enter and Escape are its, not the list's.
      const answer = { type: 'confirmation.key', key: e.key } as const;
      if (inDialog(e.target) || !keyboard.getSnapshot().can(answer)) return;
      e.preventDefault();
      e.stopPropagation();
      keyboard.send(answer);
      return drain();
    }
    // A field keeps its keys; so does a focused table cell its Enter (opens that row) and arrows (move the focus).
    if (isFieldTarget(e.target) || (TABLE_KEYS.has(e.key) && inTable(e.target))) return;
    e.preventDefault();
    e.stopPropagation();
    spaceTaken = e.key === ' ';
    keyboard.send(wait);
    drain();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.defaultPrevented || latest.current.disabled || isTypingTarget(e.target)) return;
    const shortcut = shortcutOf(e);
    if (!shortcut) return;
    // Enter and Space on a focused button, link, tab or checkbox are that element's own.
    if (
      (shortcut.kind === 'open' || shortcut.kind === 'nextStep') &&
      e.target instanceof Element &&
      e.target.closest('button, a, [role="tab"], [role="checkbox"]')
    )
      return;
    report();
    const press = { type: 'key.press', key: e.key } as const;
    const taken = keyboard.getSnapshot().can(press);
    if (e.key === ' ') spaceTaken = taken;
    if (!taken) return;
    const waiting = keyboard.getSnapshot().context.waiting;
    keyboard.send(press);
    // The key waits for the order it opened (Space with no order open), or for the open one to be read.
    if (keyboard.getSnapshot().context.waiting !== waiting) drain();
    e.preventDefault();
  };
  const actions = latest.current.actor.subscribe(() => {
    report('actions.change');
    // Not from inside the actor's own notification: an event sent now would wait in its mailbox, and the
    // snapshot would still show the state the key was meant for, so a second key would be spent on it.
    queueMicrotask(drain);
  });
  const unsubscribeQueries = queryClient.getQueryCache().subscribe(() => {
    answerClaim();
    if (keyboard.getSnapshot().context.waiting.length > 0) drain();
  });
  window.addEventListener('keydown', onKeyCapture, true);
  window.addEventListener('keyup', onKeyUpCapture, true);
  document.addEventListener('keydown', onKeyDown);
  const disconnect = () => {
    actions.unsubscribe();
    unsubscribeQueries();
    window.removeEventListener('keydown', onKeyCapture, true);
    window.removeEventListener('keyup', onKeyUpCapture, true);
    document.removeEventListener('keydown', onKeyDown);
  };
  /** After a render: the screen may be ready now (the next order shown, the rows read), or the next order due. */
  const rendered = () => {
    const s = keyboard.getSnapshot();
    if (s.matches('ready') && s.context.waiting.length === 0) return;
    report();
    drain();
  };
  return { rendered, disconnect };
}
