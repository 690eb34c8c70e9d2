// Public face of @admin/api-client. The contract (types, constants, labels, messages, how an error
// answer reads) is its own entry, `@admin/api-client/contract`, used by the screens and the reference
// API without the client; this entry adds the client and re-exports the contract.
// The contract's types, for `import type { Order } from '@admin/api-client'`. Its values (constants,
// labels, messages, error readers) are imported from `@admin/api-client/contract` itself: it is its
// own shared module, and re-exporting its values here would make this entry carry a getter for
// each of them (about 1 KiB gz on every first load).
export type * from '@admin/api-client/contract';
// The client's state and the modules it is made of come from the singleton entry, by package name:
// one session per page even where this (versioned) entry is a remote's own newer copy, and one copy
// of the client's code (a relative import here would bundle it a second time beside the singleton).
export {
  apiClient,
  configureApiClient,
  createApiClient,
  createTokenStore,
  DEFAULT_API_BASE_URL,
  defaultCrossTabLock,
  inTabLock,
  onSessionExpired,
  REFRESH_LOCK_NAME,
  REFRESH_PATH,
  SessionExpiredError,
  storageLeaseLock,
  TOKEN_STORAGE_KEYS,
  tokenStore,
  webLocks,
  withFilterTimeZone,
} from '@admin/api-client/singletons';
export type { ApiClient, ApiClientConfig, ApiClientOptions } from './client';
export type {
  KeyValueStorage,
  SessionTokens,
  StorageEventSource,
  TokenStore,
  TokenStoreOptions,
} from './session/token-store';
export type { CrossTabLock, LockManagerLike, StorageLeaseOptions } from './session/cross-tab-lock';
// What the shell's first load uses besides the client: the request helpers every typed call is made
// of (the feature entries reach them by package name: one copy per page) and the session's calls.
// Each feature's calls are an entry of their own (`@admin/api-client/orders`, `/customers`, `/queues`,
// …, package.json exports), not shared: the app that calls them bundles the ones it uses, with the
// screen that uses them. In this shared entry they were loaded whole (not tree-shaken) on every first
// load, ~2 KiB gz of calls no first screen makes.
export { authApi } from './calls/auth';
export { getBlob, getItem, getPaged, ifMatch, onlySet, patchPaged, send, withPaging } from './calls/request';
export { sessionsApi } from './calls/sessions';
// Uploads stay here, shared (~0.4 KiB gz): one multipart primitive for every app, and the uploads journey
// drives the very instance the remotes get from the page's share scope.
export { gatewayFileUrl, pinFile, type UploadOptions, upload } from './calls/upload';
