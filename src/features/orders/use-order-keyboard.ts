/**
 * The order screen's keys: j/k and the arrows move the cursor row (the open order follows it), Enter opens, Escape
 * closes, Space asks the open order's next step, a letter runs an action on the open order, `?` shows the sheet.
 * Nothing happens while typing in a field or inside a dialog. What each key does, and the flow that keeps keys typed
 * ahead waiting until the screen is ready for them (an action in flight, the order read again, the next order
 * opening or claimed in queue mode), is the keyboard machine's (machines/orders/order-keyboard.machine.ts).
 *
 * This view runs the machine with its effects on the page (./order-keyboard-screen.ts), wires it to the page's keys
 * and news (./order-keyboard-wiring.ts), and shows how many keys wait.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { orderKeyboardMachine } from '../../../machines/orders/order-keyboard.machine';
import { fetchOrderDetail, ORDER_DETAIL_FRESH_MS, orderKeys } from './order-api';
import { keyboardEffects, type OrderKeyboardActor, type OrderKeyboardOptions } from './order-keyboard-screen';
import { wireKeys } from './order-keyboard-wiring';

export type { OrderKeyboardOptions } from './order-keyboard-screen';

/** The machine with its effects on this page, and its wiring once it runs; the options of the last render for both. */
function pageKeys(queryClient: QueryClient, first: OrderKeyboardOptions) {
  const latest = { current: first };
  const machine = orderKeyboardMachine.provide({ actions: keyboardEffects(latest, queryClient) });
  let wired: ReturnType<typeof wireKeys> | null = null;
  return {
    machine,
    connect(keyboard: OrderKeyboardActor) {
      const connected = wireKeys(keyboard, latest, queryClient);
      wired = connected;
      return () => {
        connected.disconnect();
        wired = null;
      };
    },
    /** After each render: the options it drew with, and whatever that render made ready. */
    rendered(options: OrderKeyboardOptions) {
      latest.current = options;
      wired?.rendered();
    },
  };
}

/** Wires the keys; returns how many typed keys are waiting (the screen shows them). */
export function useOrderKeyboard(options: OrderKeyboardOptions): number {
  const queryClient = useQueryClient();
  const [keys] = useState(() => pageKeys(queryClient, options));
  const keyboard = useActorRef(keys.machine);
  // The options first (effects run in order): the screen's reading ahead and the keys' wiring read them.
  useEffect(() => keys.rendered(options));

  // Queue mode reads the order after the open one ahead, so it shows at once when its turn comes.
  const { queueMode, openId: shownId, rows: shownRows } = options;
  useEffect(() => {
    if (!queueMode || shownId === null || !shownRows) return;
    const next = shownRows[shownRows.findIndex((r) => r.id === shownId) + 1];
    if (next)
      void queryClient.prefetchQuery({
        queryKey: orderKeys.detail(next.id),
        queryFn: ({ signal }) => fetchOrderDetail(next.id, signal),
        staleTime: ORDER_DETAIL_FRESH_MS,
      });
  }, [queueMode, shownId, shownRows, queryClient]);

  useEffect(() => keys.connect(keyboard), [keys, keyboard]);
  return useSelector(keyboard, (s) => s.context.waiting.length);
}
