import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { cancelRequestsApi } from '@admin/api-client/cancel-requests';
import { CANCEL_REQUEST_MESSAGES } from '@admin/api-client/contract';
import type { CancelRequest, CancelRequestListQuery } from '@admin/api-client';
import { useApiMutation } from '@admin/ui';
import { afterOrderChange, queryRoots } from '../../../common/query-roots';

const cancelRequestsKeys = {
  all: queryRoots.cancelRequests,
  list: (query: CancelRequestListQuery) => [...queryRoots.cancelRequests, 'list', query] as const,
};

/** A decision alters the order (list, detail, report, choices), the requests and, on approval, the wallet. */
const afterDecision = afterOrderChange;

/** One page of `GET /v2/admin/cancel`. */
export const cancelRequestListQuery = (query: CancelRequestListQuery) =>
  queryOptions({ queryKey: cancelRequestsKeys.list(query), queryFn: () => cancelRequestsApi.list(query) });

/** A request as it is now: one someone else decided off the queue shows its decision (useLiveList's fetchRow). */
export const fetchCancelRequest = (id: string): Promise<CancelRequest> => cancelRequestsApi.get(Number(id));

/** Approve: the order becomes Refunded and a pending refund is recorded; every order view refreshes. */
export function useApproveCancelRequest() {
  return useApiMutation({
    // The request as shown: its version goes as If-Match (409 and the server's message when stale).
    mutationFn: (request: { id: number; version: number }) =>
      cancelRequestsApi.approve(request.id, {}, request.version),
    // Above the refund threshold the approval waits for a second staff member instead.
    success: (request) =>
      request.awaiting_second_approval
        ? `Cancel request #${request.id} approved: awaiting a second approval before order #${request.order_id} is refunded`
        : `Cancel request approved: order #${request.order_id} refunded`,
    errorFallback: CANCEL_REQUEST_MESSAGES.approve,
    invalidate: afterDecision,
  });
}

/** Reject with a reason: the order goes back to the status it had before the request. */
export function useRejectCancelRequest() {
  return useApiMutation({
    mutationFn: ({ id, version, reason }: { id: number; version: number; reason: string }) =>
      cancelRequestsApi.reject(id, { reason }, version),
    success: (request) => `Cancel request rejected: order #${request.order_id} is back to its previous status`,
    errorFallback: CANCEL_REQUEST_MESSAGES.reject,
    invalidate: afterDecision,
  });
}

/** Confirm a refund awaiting a second approval (someone other than its first approver): the order becomes Refunded. */
export function useConfirmCancelRequest() {
  return useApiMutation({
    mutationFn: (request: { id: number; version: number }) => cancelRequestsApi.confirm(request.id, request.version),
    success: (request) => `Refund confirmed: order #${request.order_id} refunded`,
    errorFallback: CANCEL_REQUEST_MESSAGES.confirm,
    invalidate: afterDecision,
  });
}

/** Send an approval awaiting a second one back, with an optional reason: the request awaits a decision again. */
export function useSendBackCancelRequest() {
  return useApiMutation({
    mutationFn: ({ id, version, reason }: { id: number; version: number; reason?: string }) =>
      cancelRequestsApi.sendBack(id, reason ? { reason } : {}, version),
    success: (request) => `Approval sent back: cancel request #${request.id} awaits a decision again`,
    errorFallback: CANCEL_REQUEST_MESSAGES.sendBack,
    invalidate: afterDecision,
  });
}

/** One request of a bulk approval: its own call, with the version the list showed (409 when decided meanwhile). */
export function approveCancelRequest(request: Pick<CancelRequest, 'id' | 'version'>): Promise<CancelRequest> {
  return cancelRequestsApi.approve(request.id, {}, request.version);
}

/** One request of a bulk rejection, with the reason given once for all of them. */
export function rejectCancelRequest(
  request: Pick<CancelRequest, 'id' | 'version'>,
  reason: string,
): Promise<CancelRequest> {
  return cancelRequestsApi.reject(request.id, { reason }, request.version);
}

/** Refetches every screen a decision alters (the lists, orders, the report, refunds), e.g. after a bulk decision. */
export function useRefreshAfterDecisions(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of afterDecision) void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);
}
