/** Navigation by route name with params (seed §2), built on the contract's routePath. */
import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { NavigateOptions } from 'react-router';
import { HOME_ROUTE, ROUTES, hasPermission, matchRoute, routePath } from '../../contract';
import type { RouteDef, RouteName, UserDetails } from '../../contract';

export type RouteParams = Record<string, string | number>;

/** The state the guard leaves on /login so sign-in can return to the requested screen. */
export interface LoginLocationState {
  from?: string;
}

/** `navigateTo('MANAGE_ORDER', { tab: 'all' })`. */
export function useNavigateTo() {
  const navigate = useNavigate();
  return useCallback(
    (name: RouteName, params?: RouteParams, options?: NavigateOptions) => navigate(routePath(name, params), options),
    [navigate],
  );
}

export interface RouteLinkProps {
  /** Route name from the contract's route table. */
  to: RouteName;
  params?: RouteParams;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
}

/** A link to a route by name. */
export function RouteLink({ to, params, children, ...rest }: RouteLinkProps) {
  return (
    <Link to={routePath(to, params)} {...rest}>
      {children}
    </Link>
  );
}

/** The route table entry of the current location (null on an unknown path). */
export function useCurrentRoute(): RouteDef | null {
  const { pathname } = useLocation();
  return matchRoute(pathname)?.route ?? null;
}

/**
 * Where a user lands after signing in: the dashboard, or, for staff without it,
 * the first menu entry they may open, so nobody lands on a "no access" screen.
 */
export function landingPath(user: Pick<UserDetails, 'role' | 'moduleAccess'> | null): string {
  const home = (ROUTES as readonly RouteDef[]).find((r) => r.name === HOME_ROUTE);
  if (!home?.permission || hasPermission(user, home.permission)) return routePath(HOME_ROUTE);
  const first = (ROUTES as readonly RouteDef[]).find(
    (r) => r.menu && r.permission && hasPermission(user, r.permission),
  );
  return first ? routePath(first.name as RouteName, first.menu?.params) : routePath('PROFILE');
}

/** A remembered route is used only when it is a known signed-in screen (never /login again). */
export function safeReturnPath(from: unknown): string | null {
  if (typeof from !== 'string') return null;
  const match = matchRoute(from.split('?')[0]);
  return match && match.route.layout === 'main' ? from : null;
}
