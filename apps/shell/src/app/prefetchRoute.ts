import { prefetchRemotePage } from '../federation/prefetch';
import { remoteRoutes } from './remoteRoutes';

/** Prefetches the remote page behind a sidebar link (pointer resting on it, or keyboard focus). */
export function prefetchRoute(path: string): void {
  const route = remoteRoutes.find((candidate) => candidate.path === path);
  if (route) prefetchRemotePage(route.remote, route.expose);
}
