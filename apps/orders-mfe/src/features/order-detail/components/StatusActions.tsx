import { useState } from 'react';
import type { Order, OrderStatus } from '@admin/api-client';
import { usePermission } from '@admin/auth';
import { Button, ConfirmDialog, Gated } from '@admin/ui';
import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS } from '@admin/api-client/contract';
import { useChangeOrderStatus } from '../api/order-detail-queries';
import { ReasonField } from '../../../common/ReasonField';
import { cancelReasonSchema } from '../schemas/order-detail-forms';
import styles from './OrderDetail.module.css';

const CANCEL: OrderStatus = 'Cancel_Request_Raised';

/**
 * The moves the API's transition table allows from the order's status, one button each: forward
 * moves as primary actions, raising a cancel request in red behind a reason. None for a final status.
 */
export function StatusActions({ order }: { order: Order }) {
  const canWrite = usePermission('orders.write');
  const change = useChangeOrderStatus(order.id);
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const moves = ORDER_TRANSITIONS[order.status];
  if (moves.length === 0) return null;

  const open = (status: OrderStatus) => {
    setTarget(status);
    setReason('');
    setReasonError(undefined);
  };

  const confirm = () => {
    if (!target) return undefined;
    if (target !== CANCEL) return change.mutateAsync({ status: target });
    const parsed = cancelReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      // Keeps the dialog open with the message; nothing is sent.
      return Promise.reject(new Error('invalid reason'));
    }
    return change.mutateAsync({ status: CANCEL, reason: parsed.data });
  };

  const isCancel = target === CANCEL;
  return (
    <div className={styles.actions}>
      {moves.map((status) => (
        <Gated key={status} allowed={canWrite} permission="orders.write">
          <Button variant={status === CANCEL ? 'danger' : 'primary'} onClick={() => open(status)}>
            {status === CANCEL ? 'Raise cancel request' : `Move to ${ORDER_STATUS_LABELS[status]}`}
          </Button>
        </Gated>
      ))}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(next) => {
          if (!next) setTarget(null);
        }}
        title={
          isCancel
            ? `Raise a cancel request for order #${order.id}?`
            : `Move order #${order.id} to ${target ? ORDER_STATUS_LABELS[target] : ''}?`
        }
        description={
          isCancel
            ? 'The order waits as a Cancelled Request until the request is approved (refund) or rejected (back to its current status).'
            : `The order leaves ${ORDER_STATUS_LABELS[order.status]}. Statuses only move forward.`
        }
        confirmLabel={isCancel ? 'Raise cancel request' : 'Change status'}
        destructive={isCancel}
        pending={change.isPending}
        onConfirm={confirm}
      >
        {isCancel ? (
          <ReasonField
            id="cancel-reason"
            label="Reason (required)"
            value={reason}
            error={reasonError}
            onChange={(value) => {
              setReason(value);
              setReasonError(undefined);
            }}
          />
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
