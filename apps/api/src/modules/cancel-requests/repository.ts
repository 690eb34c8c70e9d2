/** Cancel requests as stored and answered: with their order, customer, project and the people on them. */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CANCEL_REQUEST_SORT_KEYS } from '@admin/api-client/contract';
import type { CancelRequest, CancelRequestStatus, OrderStatus } from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { cancelRequests, orders, projects, users } from '../../db/schema';
import { dateRange, iso, isoOrNull } from '../../http/dates';
import { conflict, found } from '../../http/errors';
import { offsetOf } from '../../http/paging';
import { type SortColumns, sortOrder } from '../../http/sorting';
import { awaitingOf, decisionByOf } from '../four-eyes/rules';
import { cancelConfirmationFilter } from '../queues/definitions';
import type { CancelRequestListQuery } from './schemas';

/** The staff user a request is assigned to. */
const assigneeUser = alias(users, 'assignee');
/** The staff user whose approval waits for a second one. */
const firstDecider = alias(users, 'first_decider');
/** Who decided it (confirmed it, when it took two), and who made the first decision then. */
const decider = alias(users, 'decider');
const proposer = alias(users, 'proposer');

const columns = {
  request: cancelRequests,
  assignee_name: assigneeUser.name,
  first_decider_name: firstDecider.name,
  decider_name: decider.name,
  proposer_name: proposer.name,
  order_status: orders.status,
  user_id: orders.user_id,
  property_id: orders.property_id,
  total_amount: orders.total_amount,
  user_name: users.name,
  property_name: projects.name,
};

function toCancelRequest(row: {
  request: typeof cancelRequests.$inferSelect;
  assignee_name: string | null;
  first_decider_name: string | null;
  decider_name: string | null;
  proposer_name: string | null;
  order_status: string;
  user_id: number;
  property_id: number;
  total_amount: string;
  user_name: string;
  property_name: string;
}): CancelRequest {
  const {
    assignee_id,
    assigned_at: _assignedAt,
    first_decision,
    first_reason,
    first_decided_by,
    first_decided_at,
    proposed_by,
    ...r
  } = row.request;
  return {
    ...r,
    user_id: row.user_id,
    user_name: row.user_name,
    property_id: row.property_id,
    property_name: row.property_name,
    total_amount: row.total_amount,
    order_status: row.order_status as OrderStatus,
    previous_order_status: r.previous_order_status as OrderStatus,
    status: r.status as CancelRequestStatus,
    decided_at: isoOrNull(r.decided_at),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    assignee: assignee_id !== null && row.assignee_name !== null ? { id: assignee_id, name: row.assignee_name } : null,
    awaiting_second_approval: awaitingOf<'Approved'>(
      { first_decision, first_reason, first_decided_by, first_decided_at },
      row.first_decider_name,
    ),
    decision_by:
      r.status === 'Pending' ? null : decisionByOf(r.decided_by, row.decider_name, proposed_by, row.proposer_name),
  };
}

/** The columns behind the cancel request list's sort keys. */
const cancelSortColumns: SortColumns<(typeof CANCEL_REQUEST_SORT_KEYS)[number]> = {
  status: cancelRequests.status,
  created_at: cancelRequests.created_at,
  decided_at: cancelRequests.decided_at,
};

const selectRequests = (db: Queryable) =>
  db
    .select(columns)
    .from(cancelRequests)
    .innerJoin(orders, eq(orders.id, cancelRequests.order_id))
    .innerJoin(users, eq(users.id, orders.user_id))
    .innerJoin(projects, eq(projects.id, orders.property_id))
    .leftJoin(assigneeUser, eq(assigneeUser.id, cancelRequests.assignee_id))
    .leftJoin(firstDecider, eq(firstDecider.id, cancelRequests.first_decided_by))
    .leftJoin(decider, eq(decider.id, cancelRequests.decided_by))
    .leftJoin(proposer, eq(proposer.id, cancelRequests.proposed_by));

/** A cancel request; 404 'Cancel request not found' when there is none. */
export async function findRequest(db: Queryable, requestId: number): Promise<CancelRequest> {
  return toCancelRequest(
    found((await selectRequests(db).where(eq(cancelRequests.id, requestId)))[0], 'Cancel request'),
  );
}

/** A pending request (409 naming its status otherwise). */
export async function pendingRequest(db: Queryable, requestId: number): Promise<CancelRequest> {
  const request = await findRequest(db, requestId);
  if (request.status !== 'Pending') throw conflict(`Cancel request is already ${request.status}`);
  return request;
}

/** A page of requests; `staffId` is the caller, for Mine and Awaiting my confirmation. */
export async function listRequests(db: Queryable, q: CancelRequestListQuery, staffId: number) {
  const where = and(
    q.status ? eq(cancelRequests.status, q.status) : undefined,
    q.user_id ? eq(orders.user_id, q.user_id) : undefined,
    q.property_id ? eq(orders.property_id, q.property_id) : undefined,
    q.order_id ? eq(cancelRequests.order_id, q.order_id) : undefined,
    dateRange(cancelRequests.created_at, q.from_date, q.to_date, q.time_zone),
    q.mine ? eq(cancelRequests.assignee_id, staffId) : undefined,
    q.awaiting_my_confirmation ? cancelConfirmationFilter(staffId) : undefined,
  );
  // Pending alone is the work queue (and the confirmations, all Pending): worked from the request that has waited longest.
  const oldestFirst = q.status === 'Pending' || q.awaiting_my_confirmation === true;
  const order = oldestFirst
    ? [asc(cancelRequests.created_at), asc(cancelRequests.id)]
    : [desc(cancelRequests.created_at), desc(cancelRequests.id)];
  const [rows, [total]] = await Promise.all([
    // An explicit sort wins; without one, the queue's oldest-first or the newest-first default.
    selectRequests(db)
      .where(where)
      .orderBy(...sortOrder(q, CANCEL_REQUEST_SORT_KEYS, cancelSortColumns, cancelRequests.id, order))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db
      .select({ n: count() })
      .from(cancelRequests)
      .innerJoin(orders, eq(orders.id, cancelRequests.order_id))
      .where(where),
  ]);
  return { rows: rows.map(toCancelRequest), total: total?.n ?? 0 };
}
