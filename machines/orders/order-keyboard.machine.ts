/**
 * The order screen's keys (./order-shortcuts.ts) and the flow that keeps each on the order it was meant for: `ready`,
 * `opening` (an order a key or queue mode opened is not shown yet), `claiming` (queue mode opened it and the server
 * has not said whether someone else opened it first: then it is passed by) and `finished` (queue mode saw the order's
 * last step done: the next order of the tab opens as soon as the rows are there). Keys pressed while the screen is not
 * ready wait in `waiting` and are applied in the order typed once it is; one that cannot be applied is refused with
 * every key typed after it, and the refusal is told: never a key lost in silence, never one landing on another order.
 *
 * The view reports the screen (`screen.change`, and `actions.change` when the order-actions machine moves) before it
 * sends a key, and carries out the effects as named actions (move the cursor, open or claim an order, ask or answer
 * an action, tell the user). What a key does is ./order-keyboard.rules.ts.
 */
import { and, assign, setup } from 'xstate';
import { ORDER_MESSAGES } from '../../contract';
import type { OrderActionEvent } from '../../contract/orders/order-processing';
import type { OrderActionTarget } from './order-actions.machine';
import {
  applyWaitingKey,
  endsChain,
  isRefused,
  isScreenReady,
  openAfterFinished,
  runShortcut,
  type KeyboardScreen,
  type KeyDecision,
} from './order-keyboard.rules';
import { shortcutOf } from './order-shortcuts';

export interface OrderKeyboardContext {
  screen: KeyboardScreen;
  /** Keys typed ahead of the screen, oldest first. */
  waiting: string[];
  /** The order being opened or claimed, or the one whose last step was just done. */
  orderId: number | null;
}

export type OrderKeyboardEvent =
  | { type: 'screen.change'; screen: KeyboardScreen }
  | { type: 'actions.change'; screen: KeyboardScreen }
  /** A key the screen applies at once if it can (the page's own keydown); a refused one is left to the page. */
  | { type: 'key.press'; key: string }
  /** A key pressed while the screen is not ready, or keys already wait: it waits its turn. */
  | { type: 'key.wait'; key: string }
  /** Enter or Escape for a confirmation that is asked but not focused yet: queued, for the view to apply at once. */
  | { type: 'confirmation.key'; key: string }
  /** Applies the first waiting key, when the screen is ready for it. */
  | { type: 'keys.apply' }
  /** The server's word on the order queue mode opened: who opened it first, when someone else did. */
  | { type: 'claim.answer'; orderId: number; firstBy: string | null };

/** The screen before the view's first report: nothing read yet. */
export const UNREPORTED_SCREEN: KeyboardScreen = {
  rows: null,
  cursor: -1,
  openId: null,
  tab: 'all',
  order: null,
  taken: [],
  disabled: false,
  queueMode: false,
  claims: false,
  actions: { state: 'idle', chain: false, orderId: null, reasonMissing: false },
};

function decisionOf({ screen, waiting }: OrderKeyboardContext, event: OrderKeyboardEvent): KeyDecision | null {
  if (event.type === 'keys.apply') return waiting.length ? applyWaitingKey(waiting[0], screen) : null;
  const shortcut = event.type === 'key.press' ? shortcutOf({ key: event.key }) : null;
  return shortcut && runShortcut(shortcut, screen);
}

const taken = (decision: KeyDecision | null): decision is KeyDecision =>
  decision !== null && !isRefused(decision.outcome);
const { keysReason } = ORDER_MESSAGES;

const keyboard = setup({
  types: { context: {} as OrderKeyboardContext, events: {} as OrderKeyboardEvent },
  actions: {
    setCursor: (_, _params: { index: number; scroll: boolean }) => {},
    /** `now`: drawn at once, not as a transition a busy screen may put off (the next order after a chain). */
    openOrder: (_, _params: { id: number | null; now: boolean }) => {},
    /** Forgets the server's last word on the order, so the claim waits for a new one. */
    claimOrder: (_, _params: { id: number }) => {},
    changeTab: (_, _params: { tab: string }) => {},
    requestAction: (_, _params: { action: OrderActionEvent; order: OrderActionTarget; chain: boolean }) => {},
    showHelp: () => {},
    focusNote: () => {},
    /** Opens the hold dialog (issue 45 §2) for the open order. */
    openHold: (_, _params: { mode: 'hold' | 'release'; order: OrderActionTarget }) => {},
    /** Confirms the asked action (the view makes its Idempotency-Key). */
    confirmAction: () => {},
    cancelAction: () => {},
    tellRefused: (_, _params: { count: number; reason: string }) => {},
    tellPassedBy: (_, _params: { orderNo: string; userName: string }) => {},
    see: assign({ screen: ({ event }) => (event as { screen: KeyboardScreen }).screen }),
    noteFinished: assign({ orderId: ({ event }) => (event as { screen: KeyboardScreen }).screen.actions.orderId }),
    queueKey: assign({ waiting: ({ context, event }) => [...context.waiting, (event as { key: string }).key] }),
  },
  guards: {
    isKeyTaken: ({ context, event }) => taken(decisionOf(context, event)),
    opensOrder: ({ context, event }) => decisionOf(context, event)?.opens != null,
    opensClaimedOrder: ({ context, event }) => decisionOf(context, event)?.opens?.claimed === true,
    mustWait: ({ context }) => context.waiting.length > 0 || !isScreenReady(context.screen),
    canApplyWaiting: ({ context }) =>
      context.waiting.length > 0 && !context.screen.disabled && isScreenReady(context.screen),
    isConfirmationAnswer: ({ context, event }) =>
      context.waiting.length === 0 &&
      isScreenReady(context.screen) &&
      context.screen.actions.state === 'confirming' &&
      event.type === 'confirmation.key' &&
      (event.key === 'Enter' || event.key === 'Escape'),
    endsChain: ({ context, event }) =>
      event.type === 'actions.change' &&
      endsChain(context.screen.actions, event.screen.actions, event.screen.queueMode),
    isTroubleWithKeysWaiting: ({ context, event }) =>
      context.waiting.length > 0 &&
      event.type === 'actions.change' &&
      ['reloading', 'failed'].includes(event.screen.actions.state),
    isOrderShown: ({ context }) => context.screen.openId === context.orderId,
    isPassedBy: ({ context, event }) =>
      event.type === 'claim.answer' && event.orderId === context.orderId && event.firstBy !== null,
    isClaimAnswer: ({ context, event }) => event.type === 'claim.answer' && event.orderId === context.orderId,
    hasRows: ({ context }) => context.screen.rows !== null,
    hasNextOrder: ({ context }) => openAfterFinished(context.screen, context.orderId, false) !== null,
    hasNextClaimedOrder: ({ context }) =>
      openAfterFinished(context.screen, context.orderId, false)?.opens?.claimed === true,
  },
});

const refuseWaiting = keyboard.enqueueActions(({ context, event, enqueue }) => {
  const reason =
    (event as { screen: KeyboardScreen }).screen.actions.state === 'reloading'
      ? keysReason.conflict
      : keysReason.failed;
  enqueue({ type: 'tellRefused', params: { count: context.waiting.length, reason } });
  enqueue.assign({ waiting: [] });
});

/** Carries out a key's decision: its effects, the order it opens, and what becomes of the waiting keys. */
const carryOut = keyboard.enqueueActions(({ context, event, enqueue }) => {
  const decision = decisionOf(context, event);
  if (!decision) return;
  for (const effect of decision.effects) enqueue(effect);
  if (decision.opens) enqueue.assign({ orderId: decision.opens.id });
  const { outcome } = decision;
  if (event.type === 'key.press' && outcome === 'again') enqueue.assign({ waiting: [...context.waiting, event.key] });
  if (event.type === 'keys.apply' && outcome === 'applied') enqueue.assign({ waiting: context.waiting.slice(1) });
  if (event.type !== 'keys.apply' || !isRefused(outcome)) return;
  // A waiting key is refused with every key typed after it (those were typed expecting it to work).
  enqueue({ type: 'tellRefused', params: { count: context.waiting.length, reason: outcome.refused } });
  enqueue.assign({ waiting: [] });
});

/** The next order after the finished one; at once after a chain's last step, on the next report otherwise. */
const openNext = keyboard.enqueueActions(({ context, event, enqueue }) => {
  const decision = openAfterFinished(context.screen, context.orderId, event.type === 'actions.change');
  for (const effect of decision?.effects ?? []) enqueue(effect);
  enqueue.assign({ orderId: decision?.opens?.id ?? null });
});

const passBy = keyboard.enqueueActions(({ context: { orderId, screen }, event, enqueue }) => {
  const orderNo = screen.rows?.find((r) => r.id === orderId)?.orderNo ?? String(orderId);
  enqueue({ type: 'tellPassedBy', params: { orderNo, userName: (event as { firstBy: string }).firstBy } });
});

export const orderKeyboardMachine = keyboard.createMachine({
  id: 'orderKeyboard',
  context: { screen: UNREPORTED_SCREEN, waiting: [], orderId: null },
  initial: 'ready',
  on: {
    'screen.change': { actions: 'see' },
    'actions.change': [
      { guard: 'endsChain', target: '.finished', actions: ['noteFinished', 'see'] },
      { guard: 'isTroubleWithKeysWaiting', actions: ['see', refuseWaiting] },
      { actions: 'see' },
    ],
    'key.press': [
      { guard: 'opensClaimedOrder', target: '.claiming', actions: carryOut },
      { guard: 'opensOrder', target: '.opening', actions: carryOut },
      { guard: 'isKeyTaken', actions: carryOut },
    ],
  },
  states: {
    ready: {
      on: {
        'key.wait': { guard: 'mustWait', actions: 'queueKey' },
        'keys.apply': [
          { guard: and(['canApplyWaiting', 'opensClaimedOrder']), target: 'claiming', actions: carryOut },
          { guard: and(['canApplyWaiting', 'opensOrder']), target: 'opening', actions: carryOut },
          { guard: 'canApplyWaiting', actions: carryOut },
        ],
        // Answered as a waiting key is, at once: the screen is ready for it.
        'confirmation.key': { guard: 'isConfirmationAnswer', actions: 'queueKey' },
      },
    },
    opening: {
      always: { guard: 'isOrderShown', target: 'ready' },
      on: { 'key.wait': { actions: 'queueKey' } },
    },
    claiming: {
      on: {
        'key.wait': { actions: 'queueKey' },
        'claim.answer': [
          { guard: 'isPassedBy', target: 'finished', actions: passBy },
          { guard: 'isClaimAnswer', target: 'opening' },
        ],
      },
    },
    finished: {
      always: [
        { guard: 'hasNextClaimedOrder', target: 'claiming', actions: openNext },
        { guard: 'hasNextOrder', target: 'opening', actions: openNext },
        { guard: 'hasRows', target: 'ready', actions: openNext },
      ],
      on: { 'key.wait': { actions: 'queueKey' } },
    },
  },
});
