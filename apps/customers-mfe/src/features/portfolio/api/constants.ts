// What this feature's components need from the API client (only api/ imports it).
export { CUSTOMER_MESSAGES, ORDER_STATUS_LABELS } from '@admin/api-client';
