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
export const leavesScreen = ({
  currentLocation,
  nextLocation,
}: {
  currentLocation: Location;
  nextLocation: Location;
}): boolean => currentLocation.pathname !== nextLocation.pathname;

/** A move the blocker holds: let it go on, or stay (each does nothing once the move is no longer held). */
export interface HeldMove {
  proceed(): void;
  stay(): void;
}

export interface LeaveBlockerProps {
  /** Read at the moment of the move (default: always hold), e.g. so a save that navigates right after it is not held. */
  shouldHold?(): boolean;
  /** Called once for each move held. */
  onHeld(move: HeldMove): void;
}

/**
 * Holds moves to another screen while mounted, and asks the browser to prompt on closing or reloading the tab.
 * Mount it only while there is unsaved input: react-router warns on every address typed, or link followed outside the
 * router, while any blocker is registered, even one that would let the move go.
 */
export function LeaveBlocker({ shouldHold, onHeld }: LeaveBlockerProps): null {
  const latest = useRef({ shouldHold, onHeld });
  useEffect(() => {
    latest.current = { shouldHold, onHeld };
  });
  const blocker = useBlocker(
    useCallback(
      (args: Parameters<typeof leavesScreen>[0]) => (latest.current.shouldHold?.() ?? true) && leavesScreen(args),
      [],
    ),
  );
  const held = useRef(blocker);
  useEffect(() => {
    held.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    latest.current.onHeld({
      proceed: () => held.current.state === 'blocked' && held.current.proceed(),
      stay: () => held.current.state === 'blocked' && held.current.reset(),
    });
  }, [blocker.state]);

  useEffect(() => {
    const hold = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', hold);
    return () => window.removeEventListener('beforeunload', hold);
  }, []);
  return null;
}

/**
 * Asks before leaving while `when`. Pass what "unsaved" means for the screen, e.g.
 * `formState.isDirty && !formState.isSubmitSuccessful`, so a save that navigates away is not asked
 * about. One screen at a time: react-router supports one blocker per router.
 */
export function UnsavedChangesPrompt({ when, message = MESSAGES.unsavedLeave }: { when: boolean; message?: string }) {
  const confirm = useConfirm();
  const ask = useCallback(
    (move: HeldMove) => void confirm({ message }).then((ok) => (ok ? move.proceed() : move.stay())),
    [confirm, message],
  );
  return when ? <LeaveBlocker onHeld={ask} /> : null;
}
