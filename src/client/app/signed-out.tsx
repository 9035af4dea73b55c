import type { ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { loginPath } from '../lib/last-org';

/**
 * Signed out, a signed-in page sends the person to sign in and any other path is just not
 * found. A path the table leaves to its catch-all goes to `rest`, the next table, to decide.
 */
export function SignedOut({ routes, rest }: { routes: RouteObject[]; rest?: ReactNode }) {
  const { pathname } = useLocation();
  const known = matchRoutes(routes, pathname)?.at(-1)?.route.path !== '*';
  if (!known && rest) return rest;
  return <Navigate to={known ? loginPath() : '/session/404'} replace />;
}
