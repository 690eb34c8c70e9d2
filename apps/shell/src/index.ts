import { RUNTIME_CONFIG_PATH, startedEarly } from './startup/early-fetches';
import { startEarlyFetches } from './startup/start-early-fetches';

// Before the async boundary: the runtime config and, with a stored session, the opening page's remote
// start downloading beside the shared modules, unless index.html's inline start (a production build)
// already started them.
if (!startedEarly(RUNTIME_CONFIG_PATH)) startEarlyFetches();

// Async boundary: shared modules (React, the router, our libs) are negotiated by the federation
// runtime before any of them is evaluated.
void import('./Bootstrap');
