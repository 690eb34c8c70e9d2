import { useState } from 'react';
import type { CancelRequest } from '@admin/api-client';
import { ConfirmDialog, formatMoney } from '@admin/ui';
import { ORDER_STATUS_LABELS } from '@admin/api-client/contract';
import { ReasonField } from '../../../common/ReasonField';
import {
  useApproveCancelRequest,
  useConfirmCancelRequest,
  useRejectCancelRequest,
  useSendBackCancelRequest,
} from '../api/cancel-requests-queries';
import { rejectReasonSchema } from '../schemas/cancel-list-params';

interface DecisionProps {
  /** The request being decided; null when the dialog is closed. */
  request: CancelRequest | null;
  onClose: () => void;
}

/** Approving cannot be undone: the order is refunded. */
export function ApproveDialog({ request, onClose }: DecisionProps) {
  const approve = useApproveCancelRequest();
  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Approve cancel request #${request?.id ?? ''}?`}
      description={
        request
          ? `Order #${request.order_id} of ${request.user_name} becomes Refunded and a refund of ${formatMoney(request.total_amount)} is recorded. This cannot be undone. Above the refund threshold, it waits for a second staff member to confirm it.`
          : ''
      }
      confirmLabel="Approve and refund"
      destructive
      pending={approve.isPending}
      onConfirm={() => (request ? approve.mutateAsync(request) : undefined)}
    />
  );
}

/** Rejecting needs a reason; the order goes back to the status it had before the request. */
export function RejectDialog({ request, onClose }: DecisionProps) {
  const reject = useRejectCancelRequest();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={`Reject cancel request #${request?.id ?? ''}?`}
      description={
        request ? `Order #${request.order_id} goes back to ${ORDER_STATUS_LABELS[request.previous_order_status]}.` : ''
      }
      confirmLabel="Reject request"
      destructive
      pending={reject.isPending}
      onConfirm={() => {
        if (!request) return undefined;
        const parsed = rejectReasonSchema.safeParse(reason);
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return Promise.reject(new Error('invalid reason'));
        }
        return reject.mutateAsync({ id: request.id, version: request.version, reason: parsed.data }).then(() => {
          setReason('');
          setError(undefined);
        });
      }}
    >
      <ReasonField
        id="reject-reason"
        label="Reason (required)"
        value={reason}
        error={error}
        onChange={(value) => {
          setReason(value);
          setError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}

/** The second approval of a refund: the order is refunded now, on the first approver's reason. */
export function ConfirmRefundDialog({ request, onClose }: DecisionProps) {
  const confirm = useConfirmCancelRequest();
  const first = request?.awaiting_second_approval;
  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Confirm the refund of cancel request #${request?.id ?? ''}?`}
      description={
        request && first
          ? `${first.by.name} approved it${first.reason ? ` (${first.reason})` : ''}. Order #${request.order_id} of ${request.user_name} becomes Refunded and a refund of ${formatMoney(request.total_amount)} is recorded. This cannot be undone.`
          : ''
      }
      confirmLabel="Confirm and refund"
      destructive
      pending={confirm.isPending}
      onConfirm={() => (request ? confirm.mutateAsync(request) : undefined)}
    />
  );
}

/** Sends the first approval back (reason optional): the request awaits a decision again, from anyone. */
export function SendBackDialog({ request, onClose }: DecisionProps) {
  const sendBack = useSendBackCancelRequest();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  const first = request?.awaiting_second_approval;
  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={`Send the approval of cancel request #${request?.id ?? ''} back?`}
      description={
        first ? `${first.by.name}'s approval is cleared; the request stays Pending and awaits a decision again.` : ''
      }
      confirmLabel="Send back"
      pending={sendBack.isPending}
      onConfirm={() => {
        if (!request) return undefined;
        const typed = reason.trim();
        return sendBack
          .mutateAsync({ id: request.id, version: request.version, reason: typed || undefined })
          .then(() => setReason(''));
      }}
    >
      <ReasonField id="send-back-reason" label="Reason (optional)" value={reason} optional onChange={setReason} />
    </ConfirmDialog>
  );
}
