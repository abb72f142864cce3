/** The order-hold machine with its effects: the PUT or POST, a toast, and the order, lists and counts read again. */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { HOLD_MESSAGES } from '../../../../contract/orders/order-holds';
import { orderHoldMachine, type HoldSubmission } from '../../../../machines/orders/order-hold.machine';
import { toast } from '../../../components/toast';
import { invalidateWrites } from '../../../lib/write-effects';
import { orderKeys } from '../order-api';
import { submitHold } from './hold-api';

export type OrderHoldActor = ActorRefFrom<typeof orderHoldMachine>;

function createMachine(queryClient: QueryClient) {
  return orderHoldMachine.provide({
    actors: { submitHold: fromPromise(({ input }: { input: HoldSubmission }) => submitHold(input)) },
    actions: {
      notifyDone: (_, { mode, target, changed, unchanged }) => {
        const verb = mode === 'hold' ? 'held' : 'released';
        toast.success(
          target.kind === 'order'
            ? (mode === 'hold' ? HOLD_MESSAGES.held : HOLD_MESSAGES.released)(target.orderNo)
            : HOLD_MESSAGES.bulkDone(verb, changed, unchanged),
        );
        if (target.kind === 'order') void queryClient.invalidateQueries({ queryKey: orderKeys.detail(target.id) });
        void queryClient.invalidateQueries({ queryKey: orderKeys.counts });
        void invalidateWrites(queryClient, [orderKeys.lists[1]]);
      },
    },
  });
}

/** One actor per screen: the panel's buttons, the keys and the selection bar open the same dialog. */
export function useOrderHold(): OrderHoldActor {
  const queryClient = useQueryClient();
  const [machine] = useState(() => createMachine(queryClient));
  return useActorRef(machine);
}
