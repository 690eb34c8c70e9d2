// The API contract's constants this feature's components and schemas use (only api/ imports values from the API client).
export { TRANSACTION_MESSAGES, TRANSACTION_SORT_KEYS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@admin/api-client';
