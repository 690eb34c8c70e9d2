// The API contract's constants this feature's components and schemas use (only api/ imports
// values from the API client).
import { ORDER_MESSAGES, ORDER_SORT_KEYS, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@admin/api-client';

export { ORDER_MESSAGES, ORDER_SORT_KEYS, ORDER_STATUSES };
export const ORDER_STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }));
