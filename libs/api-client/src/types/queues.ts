import type { Permission } from './permissions';

/**
 * Work that waits for staff. Each queue is a filter of one list; its count is what `GET /v2/queues`
 * answers (apps/api/README.md, "Work queues").
 * - `kyc_review`: customers with a KYC check whose evidence was submitted and that has no decision yet
 * - `cancel_requests`: cancel requests still Pending
 * - `past_deadline`: orders not yet paid in full (before Full_Payment_Done) whose investment deadline has passed
 * - `awaiting_payment`: orders in Full_Payment_Pending
 * - `kyc_confirmation`, `cancel_confirmation`: first decisions (four eyes) the caller may confirm: made
 *   by someone else, and by no one the caller's independence depends on (the customer list's and
 *   the cancel list's `awaiting_my_confirmation=true`). Counted per caller.
 */
export const QUEUE_IDS = [
  'kyc_review',
  'cancel_requests',
  'past_deadline',
  'awaiting_payment',
  'kyc_confirmation',
  'cancel_confirmation',
] as const;
export type QueueId = (typeof QUEUE_IDS)[number];

/** The permission that lets a holder act on a queue's items (and so see its count, claim and be assigned them). */
export const QUEUE_PERMISSIONS: Readonly<Record<QueueId, Permission>> = {
  kyc_review: 'kyc.decide',
  cancel_requests: 'cancel.decide',
  past_deadline: 'orders.write',
  awaiting_payment: 'orders.write',
  kyc_confirmation: 'kyc.decide',
  cancel_confirmation: 'cancel.decide',
};

/** The order list's queue filter (`GET /v2/order?queue=`). */
export const ORDER_QUEUES = ['past_deadline', 'awaiting_payment'] as const;
export type OrderQueue = (typeof ORDER_QUEUES)[number];

/**
 * Answer of `GET /v2/queues`: the number of items waiting in each queue the caller may act on.
 * A queue the caller may not act on is absent (not 0).
 */
export type QueueCounts = Partial<Record<QueueId, number>>;

/** Who holds an item of a queue. */
export interface Assignee {
  id: number;
  name: string;
}

/** The kinds of records an assignee can be set on, each by its own route. */
export const ASSIGNABLE_KINDS = ['order', 'cancel_request', 'kyc'] as const;
export type AssignableKind = (typeof ASSIGNABLE_KINDS)[number];

/** The permission an assignee of each kind must hold (and the caller, to assign). */
export const ASSIGN_PERMISSIONS: Readonly<Record<AssignableKind, Permission>> = {
  order: 'orders.write',
  cancel_request: 'cancel.decide',
  kyc: 'kyc.decide',
};

/**
 * `PUT /order/{id}/assignee`, `PUT /v2/admin/cancel/{id}/assignee`, `PUT /v2/customer/{id}/kyc/assignee`:
 * `assignee_id` a staff user holding the kind's permission (yourself to claim), `null` to release.
 * Honours If-Match (the record's version) when sent. Changing the owner of an item someone else
 * holds is a takeover: it needs If-Match, else 409 `HeldByOtherErrorBody` naming the holder.
 */
export interface AssignRequest {
  assignee_id: number | null;
}

/** 409 of an owner change without If-Match on an item someone else holds: who holds it, and the record now. */
export interface HeldByOtherErrorBody<T = unknown> {
  message: string;
  code: 'held_by_other';
  holder: Assignee;
  current: T;
}

/** `GET /v2/queues/assignees?kind=`: active staff who may be assigned items of that kind, by name. */
export interface AssigneesQuery {
  kind: AssignableKind;
}
