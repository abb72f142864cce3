/**
 * Seed §4 "Page leave" through the editor machine: a move to another screen while the input is unsaved is held
 * (react-router's blocker) and handed to the machine as `leave.request`; its `askToLeave` asks, and its
 * `proceedLeave` / `stayHere` release the held move. Closing or reloading the tab gets the browser's prompt.
 */
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { productEditorMachine } from '../../../../machines/catalogue/product-editor.machine';
import { LeaveBlocker, type HeldMove } from '../../../lib/unsaved-changes';
import type { LiveEditorState } from './editor-effects';

type ProductEditorActor = ActorRefFrom<typeof productEditorMachine>;

/** Input not saved yet: the form differs from what was loaded or saved (once read back, `refreshing`, it is saved: its own move to the saved product goes). */
export const isUnsaved = (s: SnapshotFrom<typeof productEditorMachine>) =>
  s.context.dirty && !s.matches('saved') && !s.matches('refreshing') && s.status === 'active';

/** Holds moves only while the input is unsaved (a blocker registered at all makes react-router warn on typed addresses). */
export function LeaveGuard({
  actor,
  live,
}: {
  actor: ProductEditorActor;
  live: Pick<LiveEditorState, 'proceed' | 'stay'>;
}) {
  const unsaved = useSelector(actor, isUnsaved);
  // Read at the moment of the move, so a save that navigates right after it is not asked about.
  const shouldHold = useCallback(() => isUnsaved(actor.getSnapshot()), [actor]);
  const onHeld = useCallback(
    (move: HeldMove) => {
      Object.assign(live, { proceed: move.proceed, stay: move.stay });
      // Mid-save there is nothing to ask yet: stay, the save goes on.
      if (actor.getSnapshot().can({ type: 'leave.request' })) actor.send({ type: 'leave.request' });
      else move.stay();
    },
    [actor, live],
  );
  return unsaved ? <LeaveBlocker shouldHold={shouldHold} onHeld={onHeld} /> : null;
}
