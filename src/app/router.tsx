/**
 * The hash router (seed §2), built from the contract's route table: every route by name and
 * path in its layout (main, blank, policy), `/` and unknown paths redirected, guards applied.
 * Loaded by App when first needed: the sign-in of a first load shows without it.
 */
import { Suspense, lazy, useState } from 'react';
import { Navigate, Outlet, createHashRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { RouteObject } from 'react-router';
import { ROUTES, routePath } from '../../contract';
import type { Layout, RouteDef } from '../../contract';
import { RequireAuth, RequirePermission, RootRedirect } from './guards';
import { BlankLayout } from './layout/BlankLayout';
import { PolicyLayout } from './layout/PolicyLayout';
import { ConfirmProvider } from '../components/confirm';
import { LoaderOverlay } from '../components/loader';
import { Splash } from '../components/Splash';
import { RouteError } from './RouteError';
import { RouteScreen } from './screens';
import { ReLoginDialog } from './session/ReLoginDialog';
import { useCompanyLive } from './use-company-live';

/** What each matched route carries, for code that reads `useMatches()`. */
export interface RouteHandle {
  route: RouteDef;
}

/** The signed-in shell (menu, top bar, live stream, prefetch): fetched after sign-in, not with the sign-in screen. */
const MainLayout = lazy(() => import('./layout/MainLayout').then((m) => ({ default: m.MainLayout })));

const routesOf = (layout: Layout) => (ROUTES as readonly RouteDef[]).filter((r) => r.layout === layout);

function child(route: RouteDef): RouteObject {
  const screen = <RouteScreen route={route} />;
  return {
    path: route.path,
    handle: { route } satisfies RouteHandle,
    // Per screen, so a failing screen keeps the menu and top bar around it.
    errorElement: <RouteError />,
    element: route.layout === 'main' ? <RequirePermission route={route}>{screen}</RequirePermission> : screen,
  };
}

/** Everything under the router: the screens plus the re-login modal over them. */
function RootShell() {
  return (
    <>
      <Outlet />
      <ReLoginDialog />
    </>
  );
}

/** The route objects, exported for tests that build a memory router. */
export const routeObjects: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <RootRedirect /> },
      { element: <BlankLayout />, children: routesOf('blank').map(child) },
      { element: <PolicyLayout />, children: routesOf('policy').map(child) },
      {
        element: (
          <RequireAuth>
            <Suspense fallback={<Splash />}>
              <MainLayout />
            </Suspense>
          </RequireAuth>
        ),
        children: routesOf('main').map(child),
      },
      { path: '*', element: <Navigate to={routePath('LOGIN')} replace /> },
    ],
  },
];

/** Created once, when the app first renders the router. */
export const createAppRouter = () => createHashRouter(routeObjects);

/**
 * The router, mounted once for the page's lifetime (it reads the hash then), with what only the screens past sign-in
 * use: confirmations, the loader overlay, the company's live updates.
 */
export function RoutedApp() {
  const [router] = useState(createAppRouter);
  useCompanyLive();
  return (
    <ConfirmProvider>
      <RouterProvider router={router} />
      <LoaderOverlay />
    </ConfirmProvider>
  );
}
