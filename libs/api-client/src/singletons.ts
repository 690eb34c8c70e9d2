// `@admin/api-client/singletons`: the client's state, once per page however the rest of the lib is
// shared. The axios instance, the token store, the single refresh flight and the session-expired
// listeners live in one `createApiClient()`; two copies would mean two sessions and two refreshes
// racing for the same refresh token. Federation lists this entry as a singleton; everything else in
// the lib (typed calls, errors, types) is versioned and reaches this state through the package
// name, never by a relative path (tools/shared-entries.test.ts checks it).
export { apiClient, configureApiClient, onSessionExpired, tokenStore } from './api-client';
