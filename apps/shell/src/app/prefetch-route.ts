import { prefetchRemotePage } from '../federation/prefetch';
import { loadRemoteRoute } from './remote-page-loader';
import { remoteRouteFor, routeParams, type RemoteRoute } from './remote-routes';

/** Runs the loader of `route` for `url`: the page's code, and its first queries. */
function startRemoteRoute(route: RemoteRoute, url: URL): void {
  void loadRemoteRoute(route, route.permission, {
    request: new Request(url),
    params: routeParams(route.path, url.pathname) ?? {},
  });
}

/**
 * The page being opened, at start-up, before the shell renders: its remote's entry and page chunks
 * download side by side, and the route's loader starts at once rather than once React has rendered
 * the shell (the router's own run of it then finds the page loading and its queries under way).
 */
export function prefetchOpeningRoute(location: Location): void {
  const route = remoteRouteFor(location.pathname);
  if (!route) return;
  prefetchRemotePage(route.remote, route.expose);
  startRemoteRoute(route, new URL(location.href));
}

/**
 * A sidebar link the pointer rests on (or keyboard focus reaches): what its route's loader does on
 * the click (the page's code, and its first queries for a user who may open it) starts now, so the
 * click finds them done or under way.
 */
export function prefetchRoute(to: string): void {
  const url = new URL(to, window.location.origin);
  const route = remoteRouteFor(url.pathname);
  if (route) startRemoteRoute(route, url);
}
