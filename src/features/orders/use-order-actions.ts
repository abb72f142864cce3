/** The order-actions machine with its effects: the PUT (or the label download), toasts and refreshes. */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { ORDER_MESSAGES } from '../../../contract';
import { lifecycleInputOf } from '../../../contract/orders/order-processing';
import {
  orderActionsMachine,
  type OrderActionSubmission,
  type OrderStanding,
} from '../../../machines/orders/order-actions.machine';
import { toast } from '../../components/toast';
import { invalidateWrites } from '../../lib/write-effects';
import {
  actionEnded,
  actionUnderWay,
  fetchOrderDetail,
  orderKeys,
  readOrderAfterAction,
  submitOrderAction,
} from './order-api';

export type OrderActionsActor = ActorRefFrom<typeof orderActionsMachine>;

/**
 * Reads the order, the lists and the counts again; the order as it now stands (a failed reading rejects). Its own request, not the cache's
 * (which the live stream's reading after the same change would cancel); the cache takes it when it is newer. A
 * reading that does not yet show the change (its version not past `after`) is made once more.
 */
async function refreshOrder(queryClient: QueryClient, orderId: number, after?: number): Promise<OrderStanding> {
  const order = await readOrderAfterAction(queryClient, orderId, async () => {
    const first = await fetchOrderDetail(orderId);
    return after !== undefined && first.version <= after ? fetchOrderDetail(orderId) : first;
  });
  // The lists and counts follow, after the order: the next step waits only for the order itself, and their
  // answers (a table and the tabs redrawn) come after its confirmation is drawn, not before it (issue 18's UI wait).
  // With them what an order action changes elsewhere: payments, stock, wallets (lib/write-effects.ts). The live
  // stream sends new counts too; this covers a stream that is reconnecting.
  void invalidateWrites(queryClient, [orderKeys.lists[1]]);
  return { id: order.id, orderNo: order.orderNo, version: order.version, lifecycle: lifecycleInputOf(order) };
}

function createMachine(queryClient: QueryClient) {
  return orderActionsMachine.provide({
    actors: {
      submitAction: fromPromise<unknown, OrderActionSubmission>(async ({ input }) => {
        actionUnderWay(input.order.id);
        try {
          return await submitOrderAction(input);
        } catch (error) {
          actionEnded(input.order.id);
          throw error;
        }
      }),
      reloadOrder: fromPromise<OrderStanding | null, { orderId: number; after?: number }>(({ input }) =>
        refreshOrder(queryClient, input.orderId, input.after),
      ),
    },
    actions: {
      notifyDone: ({ context }) => {
        if (!context.action || !context.order) return;
        // The order is read again next (the machine's settling).
        toast.success(ORDER_MESSAGES.actionDone(context.action, context.order.orderNo));
      },
      notifyConflict: (_, { message }) => toast.error(message),
    },
  });
}

/** One actor per screen: a single action is in flight at a time. */
export function useOrderActions(): OrderActionsActor {
  const queryClient = useQueryClient();
  const [machine] = useState(() => createMachine(queryClient));
  return useActorRef(machine);
}
