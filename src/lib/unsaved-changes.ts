/**
 * Seed §4 "Page leave": leaving a screen with unsaved input asks 'Current page data is not saved.
 * Are you want to move?' in the shared confirmation dialog — OK leaves, Cancel stays. Route changes
 * are held with react-router's `useBlocker` (the app's hash router is a data router); closing or
 * reloading the tab gets the browser's own prompt (browsers show no custom text there).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Location } from 'react-router';
import { MESSAGES } from '../../contract';
import { useConfirm } from '../components/confirm';

/** A move to another screen; a change of only the query or hash (table filters, tabs' state) stays. */
export const leavesScreen = ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }): boolean =>
  currentLocation.pathname !== nextLocation.pathname;

/**
 * Asks before leaving while `isDirty`. Pass what "unsaved" means for the screen, e.g.
 * `formState.isDirty && !formState.isSubmitSuccessful`, so a save that navigates away is not asked
 * about. One screen at a time: react-router supports one blocker per router.
 */
export function useUnsavedChangesPrompt(isDirty: boolean, message: string = MESSAGES.unsavedLeave): void {
  const confirm = useConfirm();
  const blocker = useBlocker(useCallback((args: Parameters<typeof leavesScreen>[0]) => isDirty && leavesScreen(args), [isDirty]));
  const blockerRef = useRef(blocker);
  useEffect(() => {
    blockerRef.current = blocker;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ message }).then((ok) => {
      const current = blockerRef.current;
      if (current.state !== 'blocked') return;
      if (ok) current.proceed();
      else current.reset();
    });
  }, [blocker.state, confirm, message]);

  useEffect(() => {
    if (!isDirty) return;
    const hold = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', hold);
    return () => window.removeEventListener('beforeunload', hold);
  }, [isDirty]);
}
