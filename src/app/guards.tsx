/**
 * Route guards (seed §2 "Guard", §6): no stored user details → /login, remembering the route;
 * signed in without the route's permission → the no-access screen.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasPermission, routePath } from '../../contract';
import type { RouteDef } from '../../contract';
import { NoAccess } from '../components/NoAccess';
import { useSelector } from '@xstate/react';
import { useCurrentUser, useIsSignedIn } from '../lib/session/hooks';
import { useSession } from '../lib/session/session-context';
import { landingPath, type LoginLocationState } from '../lib/navigation';

/** Renders its children only for a signed-in user; sends everyone else to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  const user = useCurrentUser();
  const location = useLocation();
  const loggedOut = useSelector(useSession(), (s) => s.context.signedOutReason === 'logout');
  if (!signedIn || !user) {
    // After an explicit logout there is nothing to come back to; after a visit signed out, there is.
    const state: LoginLocationState = loggedOut ? {} : { from: `${location.pathname}${location.search}` };
    return <Navigate to={routePath('LOGIN')} replace state={state} />;
  }
  return <>{children}</>;
}

/** Renders its children when the user holds the route's permission, else the no-access screen. */
export function RequirePermission({ route, children }: { route: RouteDef; children: ReactNode }) {
  const user = useCurrentUser();
  if (route.permission && !hasPermission(user, route.permission)) return <NoAccess />;
  return <>{children}</>;
}

/** `/`: the login screen when signed out, the landing screen when signed in. */
export function RootRedirect() {
  const signedIn = useIsSignedIn();
  const user = useCurrentUser();
  return <Navigate to={signedIn && user ? landingPath(user) : routePath('LOGIN')} replace />;
}
