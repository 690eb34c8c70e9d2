// Typed calls of the admin cancel-request family and their fallback messages (the spec names none: ours).
import type {
  CancelDecisionRequest,
  CancelRequest,
  CancelRequestCreateRequest,
  CancelRequestListQuery,
  SendBackRequest,
} from '../types/index';
import { getItem, getPaged, ifMatch, send } from '@admin/api-client';
import type { Paged } from '@admin/api-client';

export const cancelRequestsApi = {
  /** `GET /v2/admin/cancel`: status, customer, project and dates only when set. */
  list(query: CancelRequestListQuery): Promise<Paged<CancelRequest>> {
    return getPaged<CancelRequest>('/v2/admin/cancel', { ...query });
  },
  get(id: number): Promise<CancelRequest> {
    return getItem<CancelRequest>(`/v2/admin/cancel/${id}`);
  },
  /** `POST /v2/admin/cancel` {order_id, reason}: the order moves to Cancel_Request_Raised. */
  raise(body: CancelRequestCreateRequest): Promise<CancelRequest> {
    return send<CancelRequest>('post', '/v2/admin/cancel', body);
  },
  /** `POST /v2/admin/cancel/{id}/approve`: the order is Refunded. */
  approve(id: number, body: CancelDecisionRequest = {}, version?: number): Promise<CancelRequest> {
    return send<CancelRequest>('post', `/v2/admin/cancel/${id}/approve`, body, ifMatch(version));
  },
  /** `POST /v2/admin/cancel/{id}/reject` {reason} (required): the order goes back to its previous status. */
  reject(id: number, body: Required<CancelDecisionRequest>, version?: number): Promise<CancelRequest> {
    return send<CancelRequest>('post', `/v2/admin/cancel/${id}/reject`, body, ifMatch(version));
  },
  /** `POST /v2/admin/cancel/{id}/confirm`: a second staff member confirms a refund awaiting a second approval (403 for its first approver). */
  confirm(id: number, version?: number): Promise<CancelRequest> {
    return send<CancelRequest>('post', `/v2/admin/cancel/${id}/confirm`, {}, ifMatch(version));
  },
  /** `POST /v2/admin/cancel/{id}/send-back` {reason?}: clears the approval awaiting a second one; the request awaits a decision again. */
  sendBack(id: number, body: SendBackRequest = {}, version?: number): Promise<CancelRequest> {
    return send<CancelRequest>('post', `/v2/admin/cancel/${id}/send-back`, body, ifMatch(version));
  },
};
