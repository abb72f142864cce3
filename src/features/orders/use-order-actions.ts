/** The order-actions machine with its effects: the PUT (or the label download), toasts and refreshes. */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { ORDER_MESSAGES } from '../../../contract';
import { orderActionsMachine, type OrderActionSubmission } from '../../../machines/order-actions.machine';
import { toast } from '../../components/toast';
import { orderKeys, submitOrderAction } from './order-api';

export type OrderActionsActor = ActorRefFrom<typeof orderActionsMachine>;

const refreshOrder = (queryClient: QueryClient, orderId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
    queryClient.invalidateQueries({ queryKey: orderKeys.lists }),
    // The live stream sends new counts too; this covers a stream that is reconnecting.
    queryClient.invalidateQueries({ queryKey: orderKeys.counts }),
  ]);

function createMachine(queryClient: QueryClient) {
  return orderActionsMachine.provide({
    actors: {
      submitAction: fromPromise<unknown, OrderActionSubmission>(({ input }) => submitOrderAction(input)),
      reloadOrder: fromPromise<unknown, { orderId: number }>(({ input }) => refreshOrder(queryClient, input.orderId)),
    },
    actions: {
      notifyDone: ({ context }) => {
        if (!context.action || !context.order) return;
        toast.success(ORDER_MESSAGES.actionDone(context.action, context.order.orderNo));
        void refreshOrder(queryClient, context.order.id);
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
