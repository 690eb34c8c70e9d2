import { fetchRuntimeConfigEarly } from './early-fetches';
import { preloadOpeningRemotePage } from './early-remote-page';

/**
 * The runtime config and, with a stored session (index.html's first script set data-boot="frame"), the
 * opening page's remote start downloading: from index.html's inline start in a production build
 * (startup/inline-start.ts), else from the entry (index.ts: the dev server, the bench's monolith).
 */
export function startEarlyFetches(): void {
  const config = fetchRuntimeConfigEarly();
  if (document.documentElement.dataset.boot === 'frame') preloadOpeningRemotePage(config, window.location.pathname);
}
