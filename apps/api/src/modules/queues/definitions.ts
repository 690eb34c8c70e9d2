/**
 * The work queues: which records wait for staff, as filters of the lists they live in. The counts
 * (`GET /v2/queues`) and the lists (`GET /v2/order?queue=`, `GET /v2/admin/cancel?status=Pending`,
 * `GET /v2/customer?awaiting_review=true`, and each list's `awaiting_my_confirmation=true`) use these same conditions, so a count always equals the
 * rows of the list it opens (apps/api/README.md, "Work queues").
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ROLE_CUSTOMER } from '@admin/api-client/contract';
import type { OrderQueue, OrderStatus } from '@admin/api-client/contract';
import { cancelRequests, orders, users } from '../../db/schema';
import { awaitingReview } from '../customers/kyc-review';
import { confirmableBy } from '../four-eyes/rules';

/** An order before Full_Payment_Done on its normal path (not waiting on a cancel request, not final). */
const UNPAID_ORDER_STATUSES = [
  'Booked',
  'Document_Signature_Pending',
  'Full_Payment_Pending',
] as const satisfies readonly OrderStatus[];

/** The orders of each order queue. "Past deadline" is the order's investment deadline, read against the database's clock. */
export const ORDER_QUEUE_FILTERS: Readonly<Record<OrderQueue, SQL>> = {
  past_deadline: and(
    inArray(orders.status, UNPAID_ORDER_STATUSES),
    sql`${orders.investment_deadline_time} < now()`,
  ) as SQL,
  awaiting_payment: eq(orders.status, 'Full_Payment_Pending'),
};

/** Cancel requests waiting for a decision. */
export const CANCEL_QUEUE_FILTER: SQL = eq(cancelRequests.status, 'Pending');

/** Live customers with a KYC check submitted and not yet decided (the customer list's `awaiting_review=true`). */
export const KYC_QUEUE_FILTER: SQL = and(
  isNull(users.deleted_at),
  eq(users.role, ROLE_CUSTOMER),
  awaitingReview,
) as SQL;

/** Cancel requests whose approval awaits a second one that this staff member may give ("Awaiting my confirmation"). */
export const cancelConfirmationFilter = (staffId: number): SQL =>
  and(
    eq(cancelRequests.status, 'Pending'),
    confirmableBy(cancelRequests.first_decided_by, cancelRequests.first_decided_at, staffId),
  ) as SQL;

/** Customers with a KYC decision awaiting a second approval (any, or one this staff member may confirm). */
export const kycAwaitingSecondApproval = (staffId?: number): SQL<boolean> =>
  sql<boolean>`exists (select 1 from kyc_checks k where k.user_id = ${users.id} and k.first_decision is not null and ${
    staffId === undefined ? sql`true` : confirmableBy(sql`k.first_decided_by`, sql`k.first_decided_at`, staffId)
  })`;

/** Live customers with a KYC decision awaiting a second approval that this staff member may give. */
export const kycConfirmationFilter = (staffId: number): SQL =>
  and(isNull(users.deleted_at), eq(users.role, ROLE_CUSTOMER), kycAwaitingSecondApproval(staffId)) as SQL;

/**
 * When a user's oldest undecided submission was made: the age of their KYC review (null when none waits).
 * A check's status lives on the user row, so it is picked per check as `awaitingReview` does.
 */
export const kycWaitingSince = sql<string | null>`(
  select min(k.submitted_at) from kyc_checks k where k.user_id = "users"."id" and k.submitted_at is not null
  and case k.verification
    when 'email' then "users"."email_verification_status"
    when 'aadhar' then "users"."aadhar_verification_status"
    when 'pan' then "users"."pan_verification_status"
    when 'video' then "users"."video_verification_status" end = 'pending')`;
