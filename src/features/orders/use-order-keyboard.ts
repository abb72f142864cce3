/**
 * The order screen's keys (shortcuts.ts): j/k and the arrows move the cursor row (the open order
 * follows it), Enter opens, Escape closes, a letter runs an action on the open order, `?` shows the sheet.
 * Nothing happens while typing in a field, inside a dialog, or while an action or bulk job is on screen.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ORDER_TABS, type OrderRow } from '../../../contract';
import type { OrderDetail } from '../../../contract/order-processing';
import { requestOrderAction } from './OrderActionBar';
import { orderKeys } from './order-api';
import { NOTE_FIELD_ID } from './OrderTimeline';
import { isTypingTarget, shortcutOf, type Shortcut } from './shortcuts';
import type { OrderActionsActor } from './use-order-actions';

export interface OrderKeyboardOptions {
  actor: OrderActionsActor;
  rows: OrderRow[] | undefined;
  cursor: number;
  setCursor: (index: number) => void;
  openId: number | null;
  openOrder: (id: number | null) => void;
  tab: string;
  changeTab: (tab: string) => void;
  setHelp: (open: boolean) => void;
  disabled: boolean;
}

const ROW_HEIGHT = 28;

/** Keeps the cursor row inside the table's scrolled viewport. */
function scrollRowIntoView(index: number) {
  const scroller = document.querySelector<HTMLElement>('.orders-list .bp6-table-quadrant-main .bp6-table-quadrant-scroll-container');
  if (!scroller) return;
  const top = index * ROW_HEIGHT;
  const header = 30;
  if (top < scroller.scrollTop) scroller.scrollTop = top;
  else if (top + ROW_HEIGHT + header > scroller.scrollTop + scroller.clientHeight) scroller.scrollTop = top + ROW_HEIGHT + header - scroller.clientHeight;
}

export function useOrderKeyboard(options: OrderKeyboardOptions): void {
  const queryClient = useQueryClient();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const run = (shortcut: Shortcut): boolean => {
      const o = latest.current;
      const rows = o.rows ?? [];
      const move = (delta: number) => {
        if (!rows.length) return;
        const next = Math.max(0, Math.min(rows.length - 1, o.cursor + delta));
        o.setCursor(next);
        scrollRowIntoView(next);
        if (o.openId !== null) o.openOrder(rows[next].id);
      };
      const tabAt = (delta: number) => ORDER_TABS[(ORDER_TABS.indexOf(o.tab as never) + delta + ORDER_TABS.length) % ORDER_TABS.length];
      switch (shortcut.kind) {
        case 'next': move(1); return true;
        case 'previous': move(-1); return true;
        case 'open': if (rows[o.cursor]) o.openOrder(rows[o.cursor].id); return true;
        case 'close': if (o.openId === null) return false; o.openOrder(null); return true;
        case 'help': o.setHelp(true); return true;
        case 'nextTab': o.changeTab(tabAt(1)); return true;
        case 'previousTab': o.changeTab(tabAt(-1)); return true;
        case 'note': document.getElementById(NOTE_FIELD_ID)?.focus(); return true;
        case 'action': {
          const order = o.openId === null ? undefined : queryClient.getQueryData<OrderDetail>(orderKeys.detail(o.openId));
          return order ? requestOrderAction(o.actor, order, shortcut.action) : false;
        }
      }
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || latest.current.disabled || isTypingTarget(e.target)) return;
      const shortcut = shortcutOf(e);
      if (!shortcut) return;
      // Enter on a focused button, link or tab is that element's own.
      if (shortcut.kind === 'open' && e.target instanceof Element && e.target.closest('button, a, [role="tab"]')) return;
      if (run(shortcut)) e.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [queryClient]);
}
