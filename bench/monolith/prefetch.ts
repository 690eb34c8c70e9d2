// The monolith build's stand-in for apps/shell/src/federation/prefetch.ts: prefetching a page is
// fetching its chunk ahead of the click; there are no remote entries to fetch when idle.
import type { RemoteName } from '../../apps/shell/src/federation/remotes';
import { pageImport } from './pageLoader';

const prefetched = new Set<string>();

export function prefetchRemotePage(remote: RemoteName, expose: string): void {
  const key = `${remote}/${expose}`;
  if (prefetched.has(key)) return;
  prefetched.add(key);
  pageImport(remote, expose)().catch(() => prefetched.delete(key));
}

export function prefetchRemoteEntriesWhenIdle(): void {}
