// The API contract's constants this feature's components and schemas use (only api/ imports values from the API client).
export { CANCEL_REQUEST_MESSAGES, CANCEL_REQUEST_SORT_KEYS, CANCEL_REQUEST_STATUSES, ORDER_STATUS_LABELS } from '@admin/api-client';
