/** The sign-in screen (LOGIN): company brand from the layout, the form, a link to forgot password. */
import { Callout } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { routePath } from '../../../contract';
import { landingPath, safeReturnPath, type LoginLocationState } from '../../lib/navigation';
import { useCurrentUser } from '../../lib/session/hooks';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/page-title';
import { LoginForm } from './LoginForm';
import type { LoginValues } from './LoginForm';

const SIGN_IN_PROBE = { type: 'session.signIn', username: '', password: '', remember: false } as const;

/** Sign in, then go to the route the guard remembered, or the landing screen. */
export function LoginPage() {
  usePageTitle('Sign in');
  const session = useSession();
  const user = useCurrentUser();
  const location = useLocation();
  // A logout in progress still counts as signed in; the form waits for it instead of bouncing back.
  const signedIn = useSelector(session, (s) => s.matches('signedIn') && !s.matches({ signedIn: 'signingOut' }));
  const submitting = useSelector(session, (s) => s.matches({ signedOut: 'signingIn' }));
  const error = useSelector(session, (s) => (s.matches({ signedOut: 'failed' }) ? s.context.error : null));
  const canSubmit = useSelector(session, (s) => s.can(SIGN_IN_PROBE));
  // A visit's error ends with the visit: cleared as the screen is left, so the next visit never draws it,
  // not even for the one frame an effect after its first render would leave it on screen.
  useEffect(() => () => session.send({ type: 'session.dismiss' }), [session]);
  // A logout's mark is spent by the visit that shows its end, so a later deep link is remembered again
  // (also when the logout was still running as the screen opened).
  const isSignedOut = useSelector(session, (s) => s.matches('signedOut'));
  useEffect(() => {
    if (isSignedOut) session.send({ type: 'session.dismiss' });
  }, [session, isSignedOut]);

  if (signedIn && user) {
    const from = safeReturnPath((location.state as LoginLocationState | null)?.from);
    return <Navigate to={from ?? landingPath(user)} replace />;
  }

  const submit = (values: LoginValues) => session.send({ type: 'session.signIn', ...values });
  // News from the screen that sent the user here (a finished password reset).
  const notice = (location.state as { notice?: unknown } | null)?.notice;

  return (
    <div className="login-page">
      <h1 className="blank-title">Sign in</h1>
      <p className="blank-subtitle">Sign in to the back office.</p>
      {typeof notice === 'string' && !error && (
        <Callout intent="success" icon="tick-circle" compact className="login-error" role="status">
          {notice}
        </Callout>
      )}
      <LoginForm onSubmit={submit} submitting={submitting} canSubmit={canSubmit} error={error} />
      <div className="login-links">
        {/* No focus move on press: leaving an empty username would show its error and shift the link from under the pointer. */}
        <Link to={routePath('FORGOT_PASSWORD')} onMouseDown={(event) => event.preventDefault()}>
          Forgot password?
        </Link>
      </div>
    </div>
  );
}
