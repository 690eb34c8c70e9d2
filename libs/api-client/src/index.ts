// Public face of @admin/api-client. The types under ./types are the API contract, declared once
// and used by the front ends and by the reference API (apps/api imports them type-only).
export * from './types/index';
// The client's state comes from the singleton entry, by package name: one session per page even
// where this (versioned) entry is a remote's own newer copy.
export { apiClient, configureApiClient, onSessionExpired, tokenStore } from '@admin/api-client/singletons';
export { createApiClient, DEFAULT_API_BASE_URL, REFRESH_LOCK_NAME, REFRESH_PATH } from './client';
export type { ApiClient, ApiClientConfig, ApiClientOptions } from './client';
export {
  errorMessage,
  errorStatus,
  isConflictError,
  isForbiddenError,
  isSessionExpiredError,
  isVersionRequiredError,
  missingPermissionMessage,
  missingPermissionOf,
  NETWORK_ERROR_MESSAGE,
  OTP_FALLBACK_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  SessionExpiredError,
} from './errors';
export { createTokenStore, TOKEN_STORAGE_KEYS } from './session/token-store';
export type { KeyValueStorage, SessionTokens, StorageEventSource, TokenStore, TokenStoreOptions } from './session/token-store';
export { defaultCrossTabLock, inTabLock, storageLeaseLock, webLocks } from './session/cross-tab-lock';
export type { CrossTabLock, LockManagerLike, StorageLeaseOptions } from './session/cross-tab-lock';
export { authApi } from './calls/auth';
export { getBlob, getItem, getPaged, ifMatch, onlySet, patchPaged, send, withPaging } from './calls/request';
export { ORDER_MESSAGES, ordersApi } from './calls/orders';
export type { OrderReportPage } from './calls/orders';
export { CANCEL_REQUEST_MESSAGES, cancelRequestsApi } from './calls/cancelRequests';
export { TRANSACTION_MESSAGES, transactionsApi } from './calls/transactions';
export type { Paged, QueryParams, QueryValue } from './calls/request';
export { CUSTOMER_MESSAGES, customersApi } from './calls/customers';
export { EMPLOYEE_MESSAGES, employeesApi } from './calls/employees';
export { ROLE_MESSAGES, rolesApi } from './calls/roles';
export { SESSION_MESSAGES, sessionsApi } from './calls/sessions';
export { SEARCH_MESSAGES, searchApi } from './calls/search';
export { CONFIG_MESSAGES, countriesApi, partnersApi, popupTextsApi, settingsApi, videoLinksApi } from './calls/config';
export { TEMPLATE_MESSAGES, templatesApi } from './calls/templates';
export { gatewayFileUrl, PIN_FILE_PATH, pinFile, postMultipart, upload } from './calls/upload';
export type { UploadOptions } from './calls/upload';
export { FETCH_ALL_DEFAULT_LIMIT, fetchAllPages, TooManyRowsError } from './calls/fetch-all-pages';
export { COMPANY_MESSAGES, companiesApi } from './calls/companies';
export { PROJECT_MESSAGES, projectsApi } from './calls/projects';
export { PROJECT_FORM_MESSAGES, projectFormApi } from './calls/project-form';
export type { ProjectMediaUpload } from './calls/project-form';
export { FEE_MESSAGES, feesApi } from './calls/fees';
export { SYSTEM_MESSAGES, systemApi } from './calls/system';
export { QUEUE_MESSAGES, queuesApi } from './calls/queues';
export { AUDIT_MESSAGES, auditApi } from './calls/audit';
export type { AuditCsvQuery } from './calls/audit';
