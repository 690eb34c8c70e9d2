import { fetchRuntimeConfigEarly } from './startup/early-fetches';
import { preloadOpeningRemotePage } from './startup/early-remote-page';

// Before the async boundary: the runtime config and, with a stored session (index.html's first
// script set data-boot="frame"), the opening page's remote start downloading beside the shared modules.
const config = fetchRuntimeConfigEarly();
if (document.documentElement.dataset.boot === 'frame') preloadOpeningRemotePage(config, window.location.pathname);

// Async boundary: shared modules (React, the router, our libs) are negotiated by the federation
// runtime before any of them is evaluated.
void import('./Bootstrap');
