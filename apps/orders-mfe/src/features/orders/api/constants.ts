// The API contract's constants this feature's components and schemas use (only api/ imports
// values from the API client).
import { ORDER_MESSAGES, ORDER_QUEUES, ORDER_SORT_KEYS, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@admin/api-client';

export { ORDER_MESSAGES, ORDER_QUEUES, ORDER_SORT_KEYS, ORDER_STATUSES };
export const ORDER_STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }));
/** The order list's work queues, as its Queue filter offers them. */
export const ORDER_QUEUE_OPTIONS = [
  { value: 'past_deadline', label: 'Past deadline' },
  { value: 'awaiting_payment', label: 'Awaiting payment' },
] as const satisfies readonly { value: (typeof ORDER_QUEUES)[number]; label: string }[];
