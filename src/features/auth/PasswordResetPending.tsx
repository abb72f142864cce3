/**
 * Forgot password, verify OTP and set new password (blank layout). The reset flow arrives
 * with a later release; until then these screens say so and point to the Master Admin.
 */
import { Callout } from '@blueprintjs/core';
import { Link } from 'react-router';
import { routePath } from '../../../contract';
import type { RouteDef } from '../../../contract';
import { usePageTitle } from '../../lib/page-title';

export interface PasswordResetPendingProps {
  /** The route table entry of the screen. */
  route: RouteDef;
}

/** Title and an honest note; no fake form. */
export function PasswordResetPending({ route }: PasswordResetPendingProps) {
  usePageTitle(route.title);
  return (
    <div>
      <h1 className="blank-title">{route.title}</h1>
      <Callout intent="primary" icon="info-sign" compact>
        Resetting a password from this screen arrives with a later release of the portal. Until then, ask your
        portal's Master Admin to reset it for you.
      </Callout>
      <div className="login-links">
        <Link to={routePath('LOGIN')}>Back to sign in</Link>
      </div>
    </div>
  );
}
