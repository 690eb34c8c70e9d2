import { startEarlyFetches } from './startup/start-early-fetches';

// Before the async boundary: the runtime config and, with a stored session, the opening page's remote
// start downloading beside the shared modules. A production build of the shell starts them from
// index.html's inline start instead (INLINE_START is 'true' there, and only there, set by
// tools/federation/inline-start.ts), so the bundler drops this copy of the start from its entry: the
// entry keeps only the part that takes the answers (early-fetches.ts), the start's code is not
// downloaded twice. The dev server and the bench's monolith have no inline start ('false').
if (process.env.INLINE_START !== 'true') startEarlyFetches();

// Async boundary: shared modules (React, the router, our libs) are negotiated by the federation
// runtime before any of them is evaluated.
void import('./Bootstrap');
