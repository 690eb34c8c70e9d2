import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@admin/api-client/contract';

/** The order statuses as a status filter's choices (value and label), in the contract's order. */
export const ORDER_STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({
  value: status,
  label: ORDER_STATUS_LABELS[status],
}));
