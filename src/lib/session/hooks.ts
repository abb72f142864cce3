/** Narrow session reads for views: one selector per value. */
import { useSelector } from '@xstate/react';
import { hasPermission } from '../../../contract';
import {
  selectFreeTrial,
  selectIsSignedIn,
  selectSubscriptionExpired,
  selectUser,
} from '../../../machines/account/session.machine';
import { useSession } from './session-context';
import { useViewAs } from './view-as';

/** The signed-in user, or null; while a Master Admin views as someone (view-as.ts), the user viewed. */
export function useCurrentUser() {
  const own = useSelector(useSession(), selectUser);
  const viewing = useViewAs();
  return own && viewing ? viewing.user : own;
}

/** True in any signed-in state (active, refreshing, re-login, signing out). */
export const useIsSignedIn = () => useSelector(useSession(), selectIsSignedIn);

/** True while the access check at start-up has not finished. */
export const useIsStarting = () => useSelector(useSession(), (s) => s.matches('starting'));

/** Subscription flags of seed §3 (free trial, expired). */
export const useSubscriptionExpired = () => useSelector(useSession(), selectSubscriptionExpired);
export const useFreeTrial = () => useSelector(useSession(), selectFreeTrial);

/** A write an expired subscription refuses: any add, edit or delete outside the subscription itself (the API answers 402). */
const refusedWhenExpired = (path: string) =>
  /\.(add|edit|delete)$/.test(path) && !path.startsWith('configuration.subscription.');

/**
 * Whether the signed-in user holds a permission path (seed §6; MasterAdmin holds all). While the subscription has
 * expired no one holds a write, so write buttons are disabled or hidden everywhere and the banner says why.
 */
export function useHasPermission(path: string | undefined): boolean {
  const user = useCurrentUser();
  const expired = useSubscriptionExpired();
  if (path && expired && refusedWhenExpired(path)) return false;
  return path ? hasPermission(user, path) : user !== null;
}
