// What this feature's components need from the API client (only api/ imports it).
export { COMMITTED_ORDER_STATUSES, CUSTOMER_MESSAGES, ORDER_STATUSES, ORDER_STATUS_LABELS, PAID_ORDER_STATUSES } from '@admin/api-client';
