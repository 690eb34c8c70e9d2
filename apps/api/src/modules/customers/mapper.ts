/** Users as the API returns them (the spec's Customer shape, also used for employees). */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { maskBankDetails, maskPan } from '@admin/api-client/contract';
import type { Customer, Kyc, KycStatus, UserStatus } from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { roles, users } from '../../db/schema';
import { iso, isoOrNull } from '../../http/dates';
import { kycAwaitingSecondApproval, kycWaitingSince } from '../queues/definitions';

interface CommentJson {
  id: number;
  comment: string;
  created_by: number | null;
  created_by_name: string | null;
  created_at: string;
}
interface MarkJson {
  project_id: number;
  kind: 'bookmark' | 'waitlist';
}

// Comments and bookmarks ride along as JSON arrays, so a page of users is one query.
const commentsJson = sql<CommentJson[]>`coalesce((
  select json_agg(json_build_object('id', c.id, 'comment', c.comment, 'created_by', c.created_by,
    'created_by_name', (select s.name from users s where s.id = c.created_by), 'created_at', c.created_at) order by c.id)
  from customer_comments c where c.user_id = "users"."id"), '[]'::json)`;
const marksJson = sql<MarkJson[]>`coalesce((
  select json_agg(json_build_object('project_id', b.project_id, 'kind', b.kind) order by b.id)
  from project_bookmarks b where b.user_id = "users"."id"), '[]'::json)`;

/** Who owns the user's KYC review, and since when their oldest undecided submission waits (the review queue's age). */
const kycAssigneeJson = sql<{
  id: number;
  name: string;
} | null>`(select json_build_object('id', a.id, 'name', a.name) from users a where a.id = "users"."kyc_assignee_id")`;

export const customerColumns = {
  user: users,
  role_name: roles.name,
  comments: commentsJson,
  marks: marksJson,
  kyc_assignee: kycAssigneeJson,
  kyc_waiting_since: kycWaitingSince,
  kyc_awaiting_second_approval: kycAwaitingSecondApproval(),
};

type UserRow = typeof users.$inferSelect;
interface CustomerRow {
  user: UserRow;
  role_name: string | null;
  comments: CommentJson[];
  marks: MarkJson[];
  kyc_assignee: { id: number; name: string } | null;
  kyc_waiting_since: string | Date | null;
  kyc_awaiting_second_approval: boolean;
}

export const selectCustomers = (db: Queryable) =>
  db.select(customerColumns).from(users).leftJoin(roles, eq(roles.id, users.role));

function toKyc(row: UserRow): Kyc {
  return {
    status: row.kyc_status as KycStatus,
    email_verification_status: row.email_verification_status as KycStatus,
    aadhar_verification_status: row.aadhar_verification_status as KycStatus,
    pan_verification_status: row.pan_verification_status as KycStatus,
    video_verification_status: row.video_verification_status as KycStatus,
    updated_at: iso(row.kyc_updated_at),
  };
}

/**
 * A user as every answer carries it (lists, records, portfolios, employees, conflicts): PAN and bank
 * details masked for every caller, whatever they hold, and the person's app credentials withheld. The full values leave the API only through
 * the reveal call (`POST /v2/customer/{id}/reveal`, `customers.reveal`).
 */
export function toCustomer({
  user,
  role_name,
  comments,
  marks,
  kyc_assignee,
  kyc_waiting_since,
  kyc_awaiting_second_approval,
}: CustomerRow): Customer {
  const {
    kyc_assignee_id: _assigneeId,
    kyc_assigned_at: _assignedAt,
    phone_verified_at: _verified,
    kyc_status: _kyc,
    email_verification_status: _email,
    aadhar_verification_status: _aadhar,
    pan_verification_status: _pan,
    video_verification_status: _video,
    kyc_updated_at: _kycAt,
    // Four eyes' bookkeeping of staff roles (who gave it, a grant waiting): not part of the record.
    role_granted_by: _grantedBy,
    role_granted_at: _grantedAt,
    pending_role: _pendingRole,
    pending_role_by: _pendingBy,
    pending_role_at: _pendingAt,
    ...fields
  } = user;
  return {
    ...fields,
    pan_number: maskPan(user.pan_number),
    bank_details: maskBankDetails(user.bank_details),
    // The person's own app credentials (session token, push-device token, passwordless sign-in
    // request): staff never need them, and a copy would let a reader act as that person.
    token: null,
    fcm_token: null,
    otpless_req_id: null,
    status: user.status as UserStatus,
    otp_expired_at: isoOrNull(user.otp_expired_at),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    deleted_at: isoOrNull(user.deleted_at),
    kyc: toKyc(user),
    comments: comments.map((c) => ({ ...c, created_at: new Date(c.created_at).toISOString() })),
    propertyBookmark: marks.filter((m) => m.kind === 'bookmark').map((m) => m.project_id),
    propertyWaitingList: marks.filter((m) => m.kind === 'waitlist').map((m) => m.project_id),
    role_data: role_name ? { id: user.role, name: role_name } : null,
    kyc_assignee,
    kyc_waiting_since: kyc_waiting_since === null ? null : new Date(kyc_waiting_since).toISOString(),
    kyc_awaiting_second_approval,
  };
}

export async function findCustomer(db: Queryable, id: number, extra?: SQL): Promise<Customer | undefined> {
  const [row] = await selectCustomers(db).where(and(eq(users.id, id), extra));
  return row && row.user.deleted_at === null ? toCustomer(row) : undefined;
}
