/** The main layout (seed §2): top bar, side menu, and the screen. */
import { Outlet } from 'react-router';
import { usePrefetchScreens } from '../usePrefetchScreens';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** Shell of every signed-in screen. */
export function MainLayout() {
  usePrefetchScreens();
  return (
    <div className="app-shell">
      <TopBar />
      <div className="app-body">
        <SideMenu />
        <main className="app-main" id="main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
