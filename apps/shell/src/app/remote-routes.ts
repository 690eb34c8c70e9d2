// Plain data and functions (no shared module): the entry's early preload reads them before the shared
// modules are negotiated.
import type { PageDeclaration } from '@admin/api-client/contract';
import { REMOTE_NAMES, type RemoteName } from '../federation/remotes';

/** A page the shell routes to: a remote's declaration (its src/pages.ts, carried by the runtime config), and which remote serves it. */
export type RemoteRoute = Omit<PageDeclaration, 'expose'> & {
  remote: RemoteName;
  /** The page module the remote exposes for it, by name: 'OrderListPage'. */
  expose: string;
};

/**
 * The routes of the releases this page load runs, in the remotes' order and each remote's order. A
 * path two remotes declare goes to the first (the release registry refuses such a release).
 */
export function routesOf(releases: Partial<Record<RemoteName, { pages: readonly PageDeclaration[] }>>): RemoteRoute[] {
  const routes: RemoteRoute[] = [];
  for (const remote of REMOTE_NAMES)
    for (const page of releases[remote]?.pages ?? [])
      if (!routes.some((route) => route.path === page.path))
        routes.push({ ...page, remote, expose: page.expose.replace(/^\.\//, '') });
  return routes;
}

let declared: readonly RemoteRoute[] = [];

/** Called once at start-up with the routes of the releases the runtime config assigns this page load. */
export function registerRemoteRoutes(routes: readonly RemoteRoute[]): void {
  declared = routes;
}

/** Every remote route of this page load (the router, the palette, the gates and the sidebar read them). */
export const remoteRoutes = (): readonly RemoteRoute[] => declared;

/** A path segment decoded, or as it is when it is not valid percent-encoding ('%E0'). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The parameters of `pathname` if it is a URL of the route `pattern` ('/edit-project/:id' and
 * '/edit-project/7' give `{ id: '7' }`; a route without parameters gives `{}`), else undefined.
 */
export function routeParams(pattern: string, pathname: string): Record<string, string> | undefined {
  if (pattern === '/') return pathname === '/' ? {} : undefined;
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (!segment.startsWith(':')) {
      if (segment !== have[i]) return undefined;
    } else if (have[i] === '') return undefined;
    else params[segment.slice(1)] = decodeSegment(have[i]!);
  }
  return params;
}

/** Whether `pathname` is a URL of the route `pattern` ('/edit-project/:id' matches '/edit-project/7'). */
export const matchesRoute = (pattern: string, pathname: string): boolean =>
  routeParams(pattern, pathname) !== undefined;

/** The remote route a URL opens, if a remote serves it. */
export function remoteRouteFor(pathname: string, routes: readonly RemoteRoute[] = declared): RemoteRoute | undefined {
  return routes.find((route) => matchesRoute(route.path, pathname));
}

/** The route declared at `path` exactly ('/orders'), if any. */
export const routeAt = (path: string): RemoteRoute | undefined => declared.find((route) => route.path === path);
