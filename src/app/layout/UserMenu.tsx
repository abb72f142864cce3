/** The top bar's user menu: Profile, Change password, Logout. */
import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { routePath } from '../../../contract';
import { MenuTitle } from '../../components/MenuTitle';
import { useNavigateTo } from '../../lib/navigation';
import { useCurrentUser } from '../../lib/session/hooks';
import { useSession } from '../../lib/session/session-context';

/** Button named '<name>, user menu' showing the user's name; opens the account menu. */
export function UserMenu() {
  const session = useSession();
  const user = useCurrentUser();
  const navigateTo = useNavigateTo();
  const navigate = useNavigate();

  const logout = () => {
    session.send({ type: 'session.logout' });
    // Straight to the sign-in screen: an explicit logout is not a route to come back to.
    navigate(routePath('LOGIN'), { replace: true });
  };

  const menu = (
    <Menu aria-label="Account" size="small">
      <MenuTitle title={user?.email || user?.username} />
      <MenuItem icon="person" text="Profile" onClick={() => navigateTo('PROFILE')} />
      <MenuItem icon="key" text="Change password" onClick={() => navigateTo('CHANGE_PASSWORD')} />
      <MenuItem icon="credit-card" text="My subscription" onClick={() => navigateTo('MY_SUBSCRIPTION')} />
      <MenuDivider />
      <MenuItem icon="log-out" text="Logout" onClick={logout} />
    </Menu>
  );

  return (
    // PopoverNext: Blueprint's classic Popover mispositions under React 19.
    <PopoverNext content={menu} placement="bottom-end" arrow={false} animation="minimal">
      {/* The name starts with the visible text (WCAG 2.5.3, label in name). */}
      <Button
        variant="minimal"
        icon="user"
        endIcon="caret-down"
        aria-label={user?.name ? `${user.name}, user menu` : 'User menu'}
        text={user?.name ?? ''}
        className="user-menu-button"
      />
    </PopoverNext>
  );
}
