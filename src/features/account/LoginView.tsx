/**
 * The sign-in screen's content (LOGIN): title, a notice, the form, a link to forgot password. Without the router's
 * hooks, so the first load can show it before the router has loaded; LoginPage is the routed screen around it.
 */
import { Callout } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { routePath } from '../../../contract';
import type { LinkComponent } from '../../components/hash-link';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/page-title';
import { LoginForm } from './LoginForm';
import type { LoginValues } from './LoginForm';

const SIGN_IN_PROBE = { type: 'session.signIn', username: '', password: '', remember: false } as const;

export interface LoginViewProps {
  /** The router's Link under the router, a plain hash link before it. */
  Link: LinkComponent;
  /** News from the screen that sent the user here (a finished password reset). */
  notice?: unknown;
}

/** Signs in through the session; where to go after it is the caller's. */
export function LoginView({ Link, notice }: LoginViewProps) {
  usePageTitle('Sign in');
  const session = useSession();
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

  const submit = (values: LoginValues) => session.send({ type: 'session.signIn', ...values });

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
