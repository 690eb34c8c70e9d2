import { queryOptions, useQuery } from '@tanstack/react-query';
import { queuesApi } from '@admin/api-client/queues';
import { auditKeys, QUEUE_MESSAGES } from '@admin/api-client/contract';
import type { AssignableKind, CancelRequest, Order } from '@admin/api-client';
import { useApiMutation } from '@admin/ui';
import { queryRoots } from '../../../common/query-roots';

/** An owner shows in the order list and detail and in the cancel requests, and in their history. */
const afterAssignment = [queryRoots.orders, queryRoots.cancelRequests, auditKeys.all];

const ownershipKeys = {
  all: queryRoots.ownership,
  assignees: (kind: AssignableKind) => [...queryRoots.ownership, 'assignees', kind] as const,
};

/** Colleagues who may be given an item of `kind`. */
const assigneesQuery = (kind: AssignableKind) =>
  queryOptions({
    queryKey: ownershipKeys.assignees(kind),
    queryFn: () => queuesApi.assignees(kind),
    staleTime: 5 * 60_000,
  });

/** The assignees, asked only when the user may assign the item. */
export function useAssignees(kind: AssignableKind, enabled: boolean) {
  return useQuery({ ...assigneesQuery(kind), enabled });
}

/** Claim, assign or release an order, at the version the row shows (409 and the server's message when stale). */
export function useAssignOrder() {
  return useApiMutation({
    mutationFn: ({ order, assigneeId }: { order: Pick<Order, 'id' | 'version'>; assigneeId: number | null }) =>
      queuesApi.assignOrder(order.id, assigneeId, order.version),
    success: (order) =>
      order.assignee ? `Order #${order.id} assigned to ${order.assignee.name}` : `Order #${order.id} is unassigned`,
    errorFallback: QUEUE_MESSAGES.assign,
    invalidate: afterAssignment,
  });
}

/** Claim, assign or release a cancel request, at the version the row shows. */
export function useAssignCancelRequest() {
  return useApiMutation({
    mutationFn: ({
      request,
      assigneeId,
    }: {
      request: Pick<CancelRequest, 'id' | 'version'>;
      assigneeId: number | null;
    }) => queuesApi.assignCancelRequest(request.id, assigneeId, request.version),
    success: (request) =>
      request.assignee
        ? `Cancel request #${request.id} assigned to ${request.assignee.name}`
        : `Cancel request #${request.id} is unassigned`,
    errorFallback: QUEUE_MESSAGES.assign,
    invalidate: afterAssignment,
  });
}
