import { preloadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from './remotes';

const prefetched = new Set<string>();

/**
 * Fetches a remote's manifest, entry and one page's chunks ahead of a click, without
 * running the page. A failure is ignored: the real load retries and shows the remote's fallback.
 */
export function prefetchRemotePage(remote: RemoteName, expose: string): void {
  const key = `${remote}/${expose}`;
  if (prefetched.has(key)) return;
  prefetched.add(key);
  preloadRemote([
    { nameOrAlias: remote, exposes: [expose], resourceCategory: 'sync', share: false, depsRemote: false },
  ]).catch(() => prefetched.delete(key));
}

// The first screen may still be fetching its own chunks right after `load`: leave it alone a while.
const IDLE_PREFETCH_DELAY_MS = 3000;

/** Runs `run` when the browser is idle a while after the page has loaded (off the first screen's path). */
export function afterFirstScreen(run: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 5000 })
      : window.setTimeout(run, 2000);
  const later = () => window.setTimeout(idle, IDLE_PREFETCH_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * When the browser is idle a while after the page has loaded, fetches every remote's manifest and
 * entry (not their pages), so the first jump to any domain costs only its page's chunks.
 */
export function prefetchRemoteEntriesWhenIdle(): void {
  afterFirstScreen(() => {
    for (const remote of REMOTE_NAMES)
      preloadRemote([{ nameOrAlias: remote, exposes: [], share: false, depsRemote: false, filter: () => false }]).catch(
        () => undefined,
      );
  });
}
