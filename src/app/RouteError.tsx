/** The router's error element: a screen that throws or whose code fails to load gets the error page. */
import { useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage';

/** The router's error element. */
export function RouteError() {
  return <ErrorPage error={useRouteError()} />;
}
