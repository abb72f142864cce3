/** The banner over every screen while a Master Admin views the portal as another user, with Exit. */
import { Button, Callout } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PORTAL_USER_MESSAGES } from '../../../../contract/people/portal-users';
import { companyQueryKey } from '../../../lib/company';
import { exitViewAs, useViewAs } from '../../../lib/session/view-as';

/** Shown only while viewing as someone; Exit drops what was read as them and returns to Portal Users. */
export function ViewAsBanner() {
  const viewing = useViewAs();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!viewing) return null;
  const exit = () => {
    exitViewAs();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== companyQueryKey[0] });
    void navigate('/portalUsers');
  };
  return (
    <Callout className="view-as-banner" intent="warning" icon="eye-open" compact role="status">
      <strong>{PORTAL_USER_MESSAGES.viewAsBanner(viewing.user.name)}</strong>
      <Button size="small" intent="warning" icon="log-out" text="Exit" onClick={exit} />
    </Callout>
  );
}
