import { startEarlyFetches } from './startup/earlyFetches';

// Before the async boundary: the runtime config and the first screen's remote manifest start
// downloading beside the shared modules (index.html's first script set data-boot="frame" when a
// session is stored).
startEarlyFetches(window.location.pathname, document.documentElement.dataset.boot === 'frame');

// Async boundary: shared modules (React, the router, our libs) are negotiated by the federation
// runtime before any of them is evaluated.
void import('./bootstrap');
