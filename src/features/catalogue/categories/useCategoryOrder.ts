/**
 * The "Order Category" machine with its effects: the impact preview and the move are the tree's calls; a saved
 * move and a reload after someone else's change are announced through `announce` (the screen's live region); a saved
 * move is confirmed with a toast too.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { CATEGORY_MESSAGES } from '../../../../contract';
import { categoryOrderMachine, type CategoryMoveRequest } from '../../../../machines/catalogue/category-order.machine';
import { toast } from '../../../components/toast';
import { useCategoryCalls } from './category-api';

export interface CategoryOrderEffects {
  /** Says something in the live region (and the visible notice when `stale`). */
  announce(text: string, stale?: boolean): void;
}

/** Words for a saved move: where the node went, counted from 1 as people do. */
export const movedText = (request: CategoryMoveRequest) =>
  `${CATEGORY_MESSAGES.moved(request.name)} to position ${request.position + 1} ${request.parentId === null ? 'at the top level' : `under ${request.parentName}`}.`;

export function useCategoryOrder({ announce }: CategoryOrderEffects) {
  const calls = useCategoryCalls();
  const actor = useActorRef(
    categoryOrderMachine.provide({
      actors: {
        loadImpact: fromPromise(({ input }) => calls.moveImpact(input.id)),
        saveMove: fromPromise(({ input }) =>
          calls.move(input.id, { parentId: input.parentId, position: input.position, version: input.version }),
        ),
      },
      actions: {
        notifyMoved: (_, request) => {
          // Said aloud and shown: a saved move had no visible word (issue 40 item 15).
          announce(movedText(request));
          toast.success(movedText(request));
        },
        reloadTree: () => {
          void calls.refresh();
          announce(CATEGORY_MESSAGES.movedBySomeoneElse, true);
        },
      },
    }),
  );
  const busy = useSelector(actor, (s) => s.matches('loadingImpact') || s.matches('saving'));
  const confirming = useSelector(actor, (s) => s.matches('confirming'));
  const request = useSelector(actor, (s) => s.context.request);
  const impact = useSelector(actor, (s) => s.context.impact);
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));
  const idle = useSelector(actor, (s) => s.matches('idle'));
  return { actor, busy, confirming, request, impact, error, idle };
}
