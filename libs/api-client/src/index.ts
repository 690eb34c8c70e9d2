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
export { authApi } from './calls/auth';
export { getBlob, getItem, getPaged, ifMatch, onlySet, patchPaged, send, withPaging } from './calls/request';
export { ordersApi } from './calls/orders';
export { cancelRequestsApi } from './calls/cancel-requests';
export { transactionsApi } from './calls/transactions';
export { customersApi } from './calls/customers';
export { employeesApi } from './calls/employees';
export { rolesApi } from './calls/roles';
export { sessionsApi } from './calls/sessions';
export { searchApi } from './calls/search';
export { countriesApi, partnersApi, popupTextsApi, settingsApi, videoLinksApi } from './calls/config';
export { templatesApi } from './calls/templates';
export { gatewayFileUrl, PIN_FILE_PATH, pinFile, postMultipart, upload } from './calls/upload';
export type { UploadOptions } from './calls/upload';
export { FETCH_ALL_DEFAULT_LIMIT, fetchAllPages, TooManyRowsError } from './calls/fetch-all-pages';
export { companiesApi } from './calls/companies';
export { projectsApi } from './calls/projects';
export { projectFormApi } from './calls/project-form';
export type { ProjectMediaUpload } from './calls/project-form';
export { feesApi } from './calls/fees';
export { systemApi } from './calls/system';
export { queuesApi } from './calls/queues';
export { inboxApi } from './calls/inbox';
export { auditApi, recordHistory } from './calls/audit';
export type { AuditCsvQuery } from './calls/audit';
