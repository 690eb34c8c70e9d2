// Typed calls of the work queues: the counts behind the sidebar, and owning an item (claim, assign, release).
import type { AssignableKind, Assignee, CancelRequest, Customer, Order, QueueCounts } from '../types/index';
import { getItem, ifMatch, send } from '@admin/api-client';

export const queuesApi = {
  /** `GET /v2/queues`: how many items wait in each queue the signed-in user may act on (others absent). */
  counts: (): Promise<QueueCounts> => getItem<QueueCounts>('/v2/queues'),
  /** `GET /v2/queues/assignees?kind=`: staff who may be given an item of that kind, by name. */
  assignees: (kind: AssignableKind): Promise<Assignee[]> => getItem<Assignee[]>('/v2/queues/assignees', { kind }),
  /**
   * `PUT /order/{id}/assignee`: yourself to claim, a colleague, or null to release; at the row's version
   * (always sent: taking over an item a colleague holds needs it).
   */
  assignOrder: (orderId: number, assigneeId: number | null, version: number): Promise<Order> =>
    send<Order>('put', `/order/${orderId}/assignee`, { assignee_id: assigneeId }, ifMatch(version)),
  /** `PUT /v2/admin/cancel/{id}/assignee`. */
  assignCancelRequest: (requestId: number, assigneeId: number | null, version: number): Promise<CancelRequest> =>
    send<CancelRequest>('put', `/v2/admin/cancel/${requestId}/assignee`, { assignee_id: assigneeId }, ifMatch(version)),
  /** `PUT /v2/customer/{id}/kyc/assignee`: the customer's KYC review. */
  assignKyc: (customerId: number, assigneeId: number | null, version: number): Promise<Customer> =>
    send<Customer>('put', `/v2/customer/${customerId}/kyc/assignee`, { assignee_id: assigneeId }, ifMatch(version)),
};
