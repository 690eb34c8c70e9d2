import { useMemo } from 'react';
import type { CancelRequest } from '@admin/api-client';
import type { BulkAction, DataTableBulk } from '@admin/ui';
import { REASON_MAX } from '../../../common/ReasonField';
import { approveCancelRequest, rejectCancelRequest, useRefreshAfterDecisions } from '../api/cancel-requests-queries';
import { CANCEL_REQUEST_MESSAGES } from '@admin/api-client/contract';

const requests = (count: number) => `${count} cancel ${count === 1 ? 'request' : 'requests'}`;

const approve: BulkAction<CancelRequest> = {
  label: 'Approve',
  confirmTitle: (count) => `Approve ${requests(count)}?`,
  confirmDescription:
    'Each pending request’s order becomes Refunded and a refund of its amount is recorded. This cannot be undone. A refund above the threshold waits for a second staff member to confirm it.',
  confirmLabel: 'Approve and refund',
  destructive: true,
  run: approveCancelRequest,
  errorFallback: CANCEL_REQUEST_MESSAGES.approve,
  // A refund above the threshold is not decided by one approval: the report names those left waiting.
  note: (result) =>
    (result as CancelRequest).awaiting_second_approval
      ? 'approved, awaiting a second approval (above the refund threshold)'
      : undefined,
};

const reject: BulkAction<CancelRequest> = {
  label: 'Reject',
  confirmTitle: (count) => `Reject ${requests(count)}?`,
  confirmDescription:
    'Each pending request’s order goes back to the status it had before the request; the reason is kept with every request.',
  confirmLabel: 'Reject requests',
  destructive: true,
  reason: { label: 'Reason for the rejection', required: true, maxLength: REASON_MAX },
  run: (request, reason) => rejectCancelRequest(request, reason ?? ''),
  errorFallback: CANCEL_REQUEST_MESSAGES.reject,
};

/**
 * Deciding many pending requests at once (holders of cancel.decide): each request is sent on its own
 * with the version the list showed, so one decided elsewhere meanwhile (or already decided when
 * selected) is refused by the API, reported with its reason and stays selected; none is skipped.
 * Each follows the four-eyes rule on its own: those that went to a second approval are listed.
 */
export function useCancelBulk(enabled: boolean): DataTableBulk<CancelRequest> | undefined {
  const refresh = useRefreshAfterDecisions();
  return useMemo(
    () =>
      enabled
        ? { rowLabel: (request) => `Cancel request #${request.id}`, actions: [approve, reject], onSettled: refresh }
        : undefined,
    [enabled, refresh],
  );
}
