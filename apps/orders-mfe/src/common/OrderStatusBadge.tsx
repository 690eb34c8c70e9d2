import { ORDER_STATUS_LABELS } from '@admin/api-client/contract';
import type { OrderStatus } from '@admin/api-client/contract';
import { StatusBadge } from '@admin/ui';
import type { StatusTone } from '@admin/ui';

/** Waiting on someone: warning; paid or delivered: success; a cancellation: danger; closed by refund: neutral. */
const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, StatusTone>> = {
  Booked: 'info',
  Document_Signature_Pending: 'warning',
  Full_Payment_Pending: 'warning',
  Full_Payment_Done: 'success',
  Token_Transfer: 'success',
  Cancel_Request_Raised: 'danger',
  Refunded: 'neutral',
};

/**
 * An order status as a coloured badge with its label (Cancel_Request_Raised reads 'Cancelled Request').
 * `wrap`: a long label ("Document Signature Pending") may take two lines in a narrow table column.
 */
export function OrderStatusBadge({ status, wrap = false }: { status: OrderStatus; wrap?: boolean }) {
  return (
    <StatusBadge tone={ORDER_STATUS_TONES[status]} wrap={wrap}>
      {ORDER_STATUS_LABELS[status]}
    </StatusBadge>
  );
}
