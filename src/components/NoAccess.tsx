/** Shown on a route the signed-in user lacks the permission for (seed §6). */
import { Link } from 'react-router';
import { ROUTE_BY_NAME, hasPermission, routePath } from '../../contract';
import { MessageState } from './MessageState';
import { landingPath } from '../lib/navigation';
import { useCurrentUser } from '../lib/session/hooks';
import { usePageTitle } from '../lib/page-title';

/** A clear "no access" message with a way back: the dashboard, or the user's start page without it. */
export function NoAccess() {
  usePageTitle('No access');
  const user = useCurrentUser();
  const dashboardPermission = ROUTE_BY_NAME.HOME.permission;
  const canSeeDashboard = !dashboardPermission || hasPermission(user, dashboardPermission);
  return (
    <div className="screen screen-centered">
      <MessageState
        icon="lock"
        iconSize={48}
        level={1}
        title="You do not have access to this page"
        description="Ask your portal's Master Admin to grant you access to this module."
        action={
          canSeeDashboard ? (
            <Link to={routePath('HOME')}>Go to the dashboard</Link>
          ) : (
            <Link to={landingPath(user)}>Go to your start page</Link>
          )
        }
      />
    </div>
  );
}
