/** Shown on a route the signed-in user lacks the permission for (seed §6). */
import { NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router';
import { routePath } from '../../contract';
import { usePageTitle } from '../lib/page-title';

/** A clear "no access" message with a way back to the dashboard. */
export function NoAccess() {
  usePageTitle('No access');
  return (
    <div className="screen screen-centered">
      <NonIdealState
        icon="lock"
        iconSize={48}
        title="You do not have access to this page"
        description="Ask your portal's Master Admin to grant you access to this module."
        action={<Link to={routePath('HOME')}>Go to the dashboard</Link>}
      />
    </div>
  );
}
