/** PROFILE: the signed-in user's account details, read-only for now (editing arrives later). */
import { Card, HTMLTable } from '@blueprintjs/core';
import { useCurrentUser } from '../../lib/session/hooks';
import { ScreenHeader } from '../../components/ScreenHeader';
import { usePageTitle } from '../../lib/page-title';

/** Name, username, email, role and user type of the current session. */
export function ProfilePage() {
  usePageTitle('Profile');
  const user = useCurrentUser();
  if (!user) return null;
  const rows: Array<[string, string]> = [
    ['Name', user.name],
    ['Username', user.username],
    ['Email', user.email],
    ['Role', user.role === 'MasterAdmin' ? 'Master Admin' : user.role],
    ['User type', user.userType],
  ];
  return (
    <div className="screen">
      <ScreenHeader title="Profile" subtitle="Editing your profile arrives with a later release." />
      <Card className="panel profile-card" compact>
        <HTMLTable compact className="kv-table">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value || '–'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Card>
    </div>
  );
}
