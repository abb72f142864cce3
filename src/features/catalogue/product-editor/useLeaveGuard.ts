/**
 * Seed §4 "Page leave" through the editor machine: a move to another screen while the input is unsaved is held
 * (react-router's blocker) and handed to the machine as `leave.request`; its `askToLeave` asks, and its
 * `proceedLeave` / `stayHere` release the held move. Closing or reloading the tab gets the browser's prompt.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { productEditorMachine } from '../../../../machines/product-editor.machine';
import { leavesScreen } from '../../../lib/unsaved-changes';
import type { LiveEditorState } from './editor-effects';

type ProductEditorActor = ActorRefFrom<typeof productEditorMachine>;

/** Input not saved yet: the form differs from what was loaded or saved. */
export const isUnsaved = (s: SnapshotFrom<typeof productEditorMachine>) => s.context.dirty && !s.matches('saved') && s.status === 'active';

export function useLeaveGuard(actor: ProductEditorActor, live: Pick<LiveEditorState, 'proceed' | 'stay'>): void {
  // Read at the moment of the move, so a save that navigates right after it is not asked about.
  const blocker = useBlocker(useCallback((args: Parameters<typeof leavesScreen>[0]) => isUnsaved(actor.getSnapshot()) && leavesScreen(args), [actor]));
  const held = useRef(blocker);
  useEffect(() => {
    held.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    Object.assign(live, {
      proceed: () => held.current.state === 'blocked' && held.current.proceed?.(),
      stay: () => held.current.state === 'blocked' && held.current.reset?.(),
    });
    // Mid-save there is nothing to ask yet: stay, the save goes on.
    if (actor.getSnapshot().can({ type: 'leave.request' })) actor.send({ type: 'leave.request' });
    else held.current.reset?.();
  }, [actor, blocker.state, live]);

  const unsaved = useSelector(actor, isUnsaved);
  useEffect(() => {
    if (!unsaved) return;
    const hold = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', hold);
    return () => window.removeEventListener('beforeunload', hold);
  }, [unsaved]);
}
