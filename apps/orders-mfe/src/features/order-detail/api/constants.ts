// The API contract's constants this feature's components use (only api/ imports values from the API client).
export { errorMessage, ORDER_MESSAGES, ORDER_STATUS_LABELS, ORDER_TRANSITIONS } from '@admin/api-client';
