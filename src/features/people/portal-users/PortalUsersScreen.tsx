/**
 * PORTAL_USERS (issue 14 §3): the dense table of users with filters, the add/edit drawer with module access,
 * a confirmed status change, and "View as" for the Master Admin (the portal as that user sees it, read-only).
 */
import { Button, HTMLSelect, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { MessageState } from '../../../components/MessageState';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { plural, type RouteDef } from '../../../../contract';
import { MASTER_ADMIN, ROLES } from '../../../../contract/platform/permissions';
import {
  PORTAL_USER_MESSAGES,
  PORTAL_USER_STATUSES,
  type PortalUser,
  type PortalUserSearch,
} from '../../../../contract/people/portal-users';
import { useConfirm } from '../../../components/confirm';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { companyQueryKey } from '../../../lib/company';
import { formatDateTime } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { useCurrentUser, useHasPermission } from '../../../lib/session/hooks';
import { startViewAs } from '../../../lib/session/view-as';
import { requestViewAs, usePortalUsers, useSetPortalUserStatus } from './portal-users-api';
import { PortalUserDrawer } from './PortalUserDrawer';
// oxlint-disable-next-line import/no-unassigned-import -- the screen's stylesheet
import './portal-users.css';

const ROLE_LABEL: Record<string, string> = { MasterAdmin: 'Master Admin', Staff: 'Staff' };

/** The screen. */
export function PortalUsersScreen({ route }: { route: RouteDef }) {
  usePageTitle(route.title);
  const me = useCurrentUser();
  const can = { add: useHasPermission('people.portalUser.add'), edit: useHasPermission('people.portalUser.edit') };
  const [text, setText] = useState('');
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  // The typed text waits for a pause in typing (deferred), the selects apply at once.
  const filters: PortalUserSearch = {
    text: useDeferredValue(text).trim() || undefined,
    role: (role || undefined) as PortalUserSearch['role'],
    status: (status || undefined) as PortalUserSearch['status'],
  };
  const users = usePortalUsers(filters);
  const [editing, setEditing] = useState<PortalUser | 'new' | null>(null);
  const confirm = useConfirm();
  const setUserStatus = useSetPortalUserStatus();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const toggleStatus = async (user: PortalUser) => {
    const next = user.status === 'Active' ? 'Inactive' : 'Active';
    if (!(await confirm({ message: PORTAL_USER_MESSAGES.confirmStatus(user.name, next) }))) return;
    await setUserStatus.mutateAsync({ id: user.id, status: next, version: user.version }).then(
      () => toast.success(PORTAL_USER_MESSAGES.statusUpdated),
      (e: unknown) => toast.error(errorMessage(e)),
    );
  };
  const viewAs = async (user: PortalUser) => {
    const answer = await requestViewAs(user.id).catch((e: unknown) => {
      toast.error(errorMessage(e));
      return null;
    });
    if (!answer) return;
    // Nothing read as oneself may show while viewing as them.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== companyQueryKey[0] });
    startViewAs(answer.token, answer.userDetails, answer.expiresIn);
    void navigate('/');
  };

  return (
    <div className="screen portal-users-screen">
      <ScreenHeader
        title={route.title}
        subtitle={users.data ? plural(users.data.total, 'user') : undefined}
        actions={can.add && <Button intent="primary" icon="add" text="Add user" onClick={() => setEditing('new')} />}
      />
      <div className="portal-users-filters" role="search" aria-label="Filter users">
        <InputGroup
          leftIcon="search"
          placeholder="Name, username or e-mail"
          aria-label="Search by name, username or e-mail"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <HTMLSelect
          aria-label="Role"
          value={role}
          onChange={(e) => setRole(e.currentTarget.value)}
          options={[{ value: '', label: 'Every role' }, ...ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }))]}
        />
        <HTMLSelect
          aria-label="Status"
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value)}
          options={[{ value: '', label: 'Every status' }, ...PORTAL_USER_STATUSES.map((s) => ({ value: s, label: s }))]}
        />
      </div>
      {users.isPending && <Spinner size={24} />}
      {users.isError && (
        <MessageState
          icon="error"
          title={errorMessage(users.error)}
          action={<Button text="Retry" onClick={() => void users.refetch()} />}
        />
      )}
      {users.data && users.data.rows.length === 0 && (
        <MessageState icon="search" title="No users match these filters" />
      )}
      {users.data && users.data.rows.length > 0 && (
        <HTMLTable compact striped className="portal-users-table" aria-label="Portal users">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Username</th>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.data.rows.map((user) => (
              <tr key={user.id}>
                <th scope="row">{user.name}</th>
                <td>{user.username}</td>
                <td>{user.email}</td>
                <td>{ROLE_LABEL[user.role]}</td>
                <td>
                  <Tag minimal intent={user.status === 'Active' ? 'success' : 'none'}>
                    {user.status}
                  </Tag>
                </td>
                <td>{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : 'Never'}</td>
                <td className="portal-users-actions">
                  <Button
                    size="small"
                    variant="minimal"
                    icon="edit"
                    text="Edit"
                    aria-label={`Edit ${user.name}`}
                    onClick={() => setEditing(user)}
                    disabled={!can.edit}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    icon={user.status === 'Active' ? 'disable' : 'tick-circle'}
                    text={user.status === 'Active' ? 'Deactivate' : 'Activate'}
                    aria-label={`${user.status === 'Active' ? 'Deactivate' : 'Activate'} ${user.name}`}
                    onClick={() => void toggleStatus(user)}
                    disabled={!can.edit || user.id === me?.id}
                  />
                  {me?.role === MASTER_ADMIN && user.id !== me.id && user.status === 'Active' && (
                    <Button
                      size="small"
                      variant="minimal"
                      icon="eye-open"
                      text="View as"
                      aria-label={`View as ${user.name}`}
                      onClick={() => void viewAs(user)}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {editing && (
        <PortalUserDrawer
          key={editing === 'new' ? 'new' : editing.id}
          user={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
