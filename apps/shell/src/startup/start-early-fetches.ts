import { fetchRuntimeConfigEarly, keepAssignments } from './early-fetches';
import { assignFromConfig, preloadOpeningRemotePage } from './early-remote-page';

/**
 * The runtime config, this page load's releases (decided as it arrives, for bootstrap too) and, with a
 * stored session (index.html's first script set data-boot="frame"), the opening page's remote start
 * downloading: from index.html's inline start in a production build (startup/inline-start.ts), else
 * from the entry (index.ts: the dev server, the bench's monolith).
 */
export function startEarlyFetches(): void {
  const assignments = assignFromConfig(fetchRuntimeConfigEarly());
  keepAssignments(assignments);
  if (document.documentElement.dataset.boot === 'frame')
    preloadOpeningRemotePage(assignments, window.location.pathname);
}
