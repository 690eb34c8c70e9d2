import { prefetchRemotePage } from '../federation/prefetch';
import { remoteRoutes } from './remoteRoutes';

/** Whether `pathname` is a URL of the route `pattern` ('/edit-project/:id' matches '/edit-project/7'). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return pathname === '/';
  return want.length === have.length && want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]));
}

/**
 * Prefetches the remote page behind a URL: a sidebar link (pointer resting on it, or keyboard
 * focus), or the page being opened, as soon as the remotes are registered, so that its manifest,
 * entry and chunks download while the shell renders instead of after.
 */
export function prefetchRoute(pathname: string): void {
  const route = remoteRoutes.find((candidate) => matchesRoute(candidate.path, pathname));
  if (route) prefetchRemotePage(route.remote, route.expose);
}
