/**
 * The re-login modal (seed §4 "Re-login flow"): opens over the current screen when the session
 * could not be renewed, so the screen stays mounted and unsaved input survives. After signing in
 * again it returns to the remembered route when that differs from where the user is.
 */
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Dialog } from '../../components/overlays';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../contract';
import { LoginForm } from '../../features/account/LoginForm';
import type { LoginValues } from '../../features/account/LoginForm';
import { currentRoute } from './create-session-actor';
import { useSession } from '../../lib/session/session-context';

const SIGN_IN_PROBE = { type: 'session.signIn', username: '', password: '', remember: false } as const;

/** Follows the session from re-login back to active and navigates to the remembered route. */
function useReturnAfterReLogin() {
  const session = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    let previous = session.getSnapshot();
    const subscription = session.subscribe((snapshot) => {
      if (previous.matches({ signedIn: 'reLogin' }) && snapshot.matches({ signedIn: 'active' })) {
        const next = previous.context.nextRouteAfterReLogin;
        if (next && next !== currentRoute()) navigate(next);
      }
      previous = snapshot;
    });
    return () => subscription.unsubscribe();
  }, [session, navigate]);
}

/** Mounted once inside the router; visible only in `signedIn.reLogin`. */
export function ReLoginDialog() {
  const session = useSession();
  useReturnAfterReLogin();
  const isOpen = useSelector(session, (s) => s.matches({ signedIn: 'reLogin' }));
  const submitting = useSelector(session, (s) => s.matches({ signedIn: { reLogin: 'signingIn' } }));
  const error = useSelector(session, (s) => (s.matches({ signedIn: { reLogin: 'failed' } }) ? s.context.error : null));
  const canSubmit = useSelector(session, (s) => s.matches({ signedIn: 'reLogin' }) && s.can(SIGN_IN_PROBE));
  const username = useSelector(session, (s) => s.context.user?.username ?? '');
  const remember = useSelector(session, (s) => s.context.remember);
  const canLogout = useSelector(
    session,
    (s) => s.matches({ signedIn: 'reLogin' }) && s.can({ type: 'session.logout' }),
  );

  const submit = (values: LoginValues) => session.send({ type: 'session.signIn', ...values, remember });

  return (
    <Dialog
      isOpen={isOpen}
      title="Session expired"
      icon="time"
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      portalClassName="app-layer-dialog"
      className="relogin-dialog"
    >
      <DialogBody>
        <p className="relogin-note">{MESSAGES.sessionExpired} Your work on this screen is kept.</p>
        {/* Mounted only while open, so each expiry starts with an empty password. */}
        {isOpen && (
          <LoginForm
            onSubmit={submit}
            submitting={submitting}
            canSubmit={canSubmit}
            error={error}
            defaultUsername={username}
            showRemember={false}
          />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <Button
            variant="minimal"
            text="Log out instead"
            disabled={!canLogout || submitting}
            onClick={() => session.send({ type: 'session.logout' })}
          />
        }
      />
    </Dialog>
  );
}
