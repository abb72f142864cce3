/**
 * The order screen as the keyboard machine (machines/orders/order-keyboard.machine.ts) sees it, and the machine's
 * effects carried out on the page: the cursor, the open order (the address), a claim, the order-actions machine,
 * the shortcut sheet, the note field and the toasts.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ActorRefFrom } from 'xstate';
import { ORDER_MESSAGES, type OrderRow } from '../../../contract';
import { lifecycleInputOf, type OrderDetail } from '../../../contract/orders/order-processing';
import { needsReason } from '../../../machines/orders/order-actions.machine';
import type { orderKeyboardMachine } from '../../../machines/orders/order-keyboard.machine';
import type { ActionsStanding, KeyboardScreen } from '../../../machines/orders/order-keyboard.rules';
import { toast } from '../../components/toast';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { presenceKeys } from './live/use-order-presence';
import { orderKeys } from './order-api';
import { NOTE_FIELD_ID } from './OrderTimeline';
import type { OrderActionsActor } from './use-order-actions';
import type { OrderHoldActor } from './holds/use-order-hold';

export type OrderKeyboardActor = ActorRefFrom<typeof orderKeyboardMachine>;

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
  /** The hold dialog's flow (issue 45 §2): o and r open it. */
  hold?: OrderHoldActor;
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

/** The latest options, as the screen last rendered them. */
export type LatestOptions = { readonly current: OrderKeyboardOptions };

/** The screen as it stands now: the options of the last render, the order-actions machine and the cached order. */
export function screenOf(o: OrderKeyboardOptions, queryClient: QueryClient): KeyboardScreen {
  const { value, context } = o.actor.getSnapshot();
  const detail = o.openId === null ? undefined : queryClient.getQueryData<OrderDetail>(orderKeys.detail(o.openId));
  const rows = o.rows ?? null;
  return {
    rows,
    cursor: o.cursor,
    openId: o.openId,
    tab: o.tab,
    order: detail
      ? { id: detail.id, orderNo: detail.orderNo, version: detail.version, lifecycle: lifecycleInputOf(detail) }
      : null,
    actions: {
      state: value as ActionsStanding['state'],
      chain: context.chain,
      orderId: context.order?.id ?? null,
      reasonMissing: needsReason(context.action) && context.reason.trim() === '',
    },
    // Queue mode passes by the orders someone else is processing and those on hold (their next step must wait).
    taken: rows ? rows.filter((r) => r.holdReason !== null || o.isTaken?.(r.id)).map((r) => r.id) : [],
    disabled: o.disabled,
    queueMode: o.queueMode,
    claims: o.claims === true,
  };
}

const ROW_HEIGHT = 28;

/** Keeps the cursor row inside the table's scrolled viewport. */
function scrollRowIntoView(index: number) {
  const scroller = document.querySelector<HTMLElement>(
    '.orders-list .bp6-table-quadrant-main .bp6-table-quadrant-scroll-container',
  );
  if (!scroller) return;
  const top = index * ROW_HEIGHT;
  const header = 30;
  if (top < scroller.scrollTop) scroller.scrollTop = top;
  else if (top + ROW_HEIGHT + header > scroller.scrollTop + scroller.clientHeight)
    scroller.scrollTop = top + ROW_HEIGHT + header - scroller.clientHeight;
}

type Effects = NonNullable<Parameters<typeof orderKeyboardMachine.provide>[0]['actions']>;

/** The machine's effects on this page. */
export function keyboardEffects(latest: LatestOptions, queryClient: QueryClient): Effects {
  return {
    setCursor: (_, { index, scroll }) => {
      latest.current.setCursor(index);
      if (scroll) scrollRowIntoView(index);
    },
    openOrder: (_, { id, now }) => latest.current.openOrder(id, now),
    claimOrder: (_, { id }) => queryClient.removeQueries({ queryKey: presenceKeys.claim(id) }),
    changeTab: (_, { tab }) => latest.current.changeTab(tab),
    requestAction: (_, { action, order, chain }) =>
      latest.current.actor.send({ type: 'action.request', action, order, chain }),
    showHelp: () => latest.current.setHelp(true),
    focusNote: () => document.getElementById(NOTE_FIELD_ID)?.focus(),
    openHold: (_, { mode, order }) =>
      latest.current.hold?.send({ type: 'dialog.open', mode, target: { kind: 'order', ...order } }),
    confirmAction: () => latest.current.actor.send({ type: 'dialog.confirm', idempotencyKey: newIdempotencyKey() }),
    cancelAction: () => latest.current.actor.send({ type: 'dialog.cancel' }),
    tellRefused: (_, { count, reason }) => void toast.warning(ORDER_MESSAGES.keysNotApplied(count, reason)),
    tellPassedBy: (_, { orderNo, userName }) => void toast.info(ORDER_MESSAGES.passedBy(orderNo, userName)),
  };
}
