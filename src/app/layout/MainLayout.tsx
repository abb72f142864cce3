/** The main layout (seed §2): top bar, side menu, and the screen. */
import { Outlet } from 'react-router';
import { usePrefetchScreens } from '../usePrefetchScreens';
import { SideMenu } from './SideMenu';
import { SkipLink } from '../../components/SkipLink';
import { TopBar } from './TopBar';
import { useFocusOnScreenChange } from './use-focus-on-screen-change';
import { ViewAsBanner } from '../../features/people/portal-users/ViewAsBanner';
import { SubscriptionBanner } from '../../features/subscription/SubscriptionBanner';

/** Shell of every signed-in screen. */
export function MainLayout() {
  usePrefetchScreens();
  useFocusOnScreenChange('main');
  return (
    <div className="app-shell">
      <SkipLink targetId="main" />
      <TopBar />
      <ViewAsBanner />
      <SubscriptionBanner />
      <div className="app-body">
        <SideMenu />
        {/* tabIndex -1: the skip link moves focus here (programmatic focus only, not a tab stop). */}
        <main className="app-main" id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
