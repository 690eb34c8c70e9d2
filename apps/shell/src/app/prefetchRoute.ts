import { prefetchRemotePage } from '../federation/prefetch';
import { loadRemoteRoute } from './remotePageLoader';
import { remoteRouteFor } from './remoteRoutes';
import { ROUTE_PERMISSIONS } from './routePermissions';

/**
 * The page being opened, at start-up: its remote's manifest, entry and page chunks download side by
 * side while the shell renders (the route's loader then runs them).
 */
export function prefetchOpeningRoute(pathname: string): void {
  const route = remoteRouteFor(pathname);
  if (route) prefetchRemotePage(route.remote, route.expose);
}

/**
 * A sidebar link the pointer rests on (or keyboard focus reaches): what its route's loader does on
 * the click (the page's code, and its first queries for a user who may open it) starts now, so the
 * click finds them done or under way.
 */
export function prefetchRoute(to: string): void {
  const url = new URL(to, window.location.origin);
  const route = remoteRouteFor(url.pathname);
  if (route) void loadRemoteRoute(route, ROUTE_PERMISSIONS[route.path], { request: new Request(url), params: {} });
}
