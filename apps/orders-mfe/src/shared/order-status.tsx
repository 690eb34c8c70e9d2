import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@admin/api-client';
import type { OrderStatus } from '@admin/api-client';
import { StatusBadge } from '@admin/ui';
import type { StatusTone } from '@admin/ui';

/** Waiting on someone: warning; done: success; a cancellation: danger; closed by refund: neutral. */
const TONES: Readonly<Record<OrderStatus, StatusTone>> = {
  Booked: 'info',
  Document_Signature_Pending: 'warning',
  Full_Payment_Pending: 'warning',
  Full_Payment_Done: 'success',
  Token_Transfer: 'success',
  Cancel_Request_Raised: 'danger',
  Refunded: 'neutral',
};

/** An order status as a coloured badge with the spec's label (Cancel_Request_Raised reads 'Cancelled Request'). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge tone={TONES[status]}>{ORDER_STATUS_LABELS[status]}</StatusBadge>;
}

/** The status filter's choices, in workflow order. */
export const ORDER_STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }));
