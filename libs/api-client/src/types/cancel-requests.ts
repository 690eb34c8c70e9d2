import type { CancelRequestSortQuery } from './sorting';
import type { PageQuery } from './common';
import type { OrderStatus } from './constants';
import type { AwaitingSecondApproval, DecisionBy } from './four-eyes';
import type { Assignee } from './queues';

export const CANCEL_REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type CancelRequestStatus = (typeof CANCEL_REQUEST_STATUSES)[number];

export interface CancelRequest {
  id: number;
  order_id: number;
  user_id: number;
  user_name: string;
  property_id: number;
  property_name: string;
  order_status: OrderStatus;
  /** The order's status when the request was raised; a rejection restores it. */
  previous_order_status: OrderStatus;
  total_amount: string;
  reason: string;
  status: CancelRequestStatus;
  decision_reason: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
  /** Bumped by every write; send it back as If-Match (apps/api/README.md, "The If-Match rule"). */
  version: number;
  /** The staff user who owns the decision (claimed or assigned), null when nobody does. */
  assignee: Assignee | null;
  /**
   * An approval above the refund threshold waiting for a second staff member (the request stays
   * Pending meanwhile); null when none waits.
   */
  awaiting_second_approval: AwaitingSecondApproval<'Approved'> | null;
  /** Who decided it (and who confirmed it, when it took two); null while Pending. */
  decision_by: DecisionBy | null;
}

/** `GET /v2/admin/cancel`. Pending alone is the work queue: oldest first unless sorted. Dates YYYY-MM-DD inclusive, on created_at. */
export interface CancelRequestListQuery extends PageQuery, CancelRequestSortQuery {
  status?: CancelRequestStatus;
  user_id?: number;
  property_id?: number;
  /** The requests of one order. */
  order_id?: number;
  from_date?: string;
  to_date?: string;
  /** `true`: only the requests assigned to the caller. */
  mine?: boolean;
  /** `true`: only the approvals awaiting a second approval that the caller may confirm (the `cancel_confirmation` queue). */
  awaiting_my_confirmation?: boolean;
}

/** `POST /v2/admin/cancel`: raise a request for an order (moves it to Cancel_Request_Raised). */
export interface CancelRequestCreateRequest {
  order_id: number;
  reason: string;
}

/** `POST /v2/admin/cancel/{id}/approve` (reason optional) and `/reject` (reason required). */
export interface CancelDecisionRequest {
  reason?: string;
}
