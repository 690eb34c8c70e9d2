// `@admin/api-client/singletons`: the client's state, once per page however the rest of the lib is
// shared. The axios instance, the token store, the single refresh flight and the session-expired
// listeners live in one `createApiClient()`; two copies would mean two sessions and two refreshes
// racing for the same refresh token. Federation lists this entry as a singleton; everything else in
// the lib (typed calls, errors, types) is versioned and reaches this state through the package
// name, never by a relative path (tools/federation/shared-entries.test.ts checks it).
export { apiClient, configureApiClient, onSessionExpired, tokenStore } from './api-client';
// The modules the client is made of (its factory, the token store, the cross-tab lock, the
// session-expired error) are bundled with this entry anyway; the main entry re-exports them from
// here rather than by a relative path, which would put a second copy of them on every page.
export { createApiClient, DEFAULT_API_BASE_URL, REFRESH_LOCK_NAME, REFRESH_PATH, withFilterTimeZone } from './client';
export { SessionExpiredError } from './errors';
export { createTokenStore, TOKEN_STORAGE_KEYS } from './session/token-store';
export { defaultCrossTabLock, inTabLock, storageLeaseLock, webLocks } from './session/cross-tab-lock';
