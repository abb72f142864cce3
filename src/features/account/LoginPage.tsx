/** The routed sign-in screen (LOGIN): once signed in, on to the route the guard remembered, or the landing screen. */
import { useSelector } from '@xstate/react';
import { Link, Navigate, useLocation } from 'react-router';
import { landingPath, safeReturnPath, type LoginLocationState } from '../../lib/navigation';
import { useCurrentUser } from '../../lib/session/hooks';
import { useSession } from '../../lib/session/session-context';
import { LoginView } from './LoginView';

/** Sign in, then go to the route the guard remembered, or the landing screen. */
export function LoginPage() {
  const session = useSession();
  const user = useCurrentUser();
  const location = useLocation();
  // A logout in progress still counts as signed in; the form waits for it instead of bouncing back.
  const signedIn = useSelector(session, (s) => s.matches('signedIn') && !s.matches({ signedIn: 'signingOut' }));

  if (signedIn && user) {
    const from = safeReturnPath((location.state as LoginLocationState | null)?.from);
    return <Navigate to={from ?? landingPath(user)} replace />;
  }
  return <LoginView Link={Link} notice={(location.state as { notice?: unknown } | null)?.notice} />;
}
