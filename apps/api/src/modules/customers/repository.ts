/** Customers as stored and listed: the users filter and its queues, one customer, their secrets, their KYC review. */
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { CUSTOMER_SORT_KEYS, ROLE_CUSTOMER } from '@admin/api-client/contract';
import type { Customer, ListResponse, RevealedCustomerDetails } from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { users } from '../../db/schema';
import { dateRange } from '../../http/dates';
import { found } from '../../http/errors';
import { listResponse, offsetOf } from '../../http/paging';
import { type SortColumns, sortOrder } from '../../http/sorting';
import { personOrEmailMatches, listSearch } from '../search/matching';
import { kycAwaitingSecondApproval, kycWaitingSince } from '../queues/definitions';
import { awaitingReview } from './kyc-review';
import { findCustomer, selectCustomers, toCustomer } from './mapper';
import type { userFilterQuery } from './schemas';

type UserFilter = z.output<typeof userFilterQuery>;

/** The columns behind the customer list's sort keys (`/users/filter` sorts by the same ones). */
const userSortColumns: SortColumns<(typeof CUSTOMER_SORT_KEYS)[number]> = {
  name: users.name,
  email: users.email,
  status: users.status,
  created_at: users.created_at,
};

/** A page of users (customers only with `scope`); `staffId` is the caller, for Mine and Awaiting my confirmation. */
export async function filterUsers(
  db: Queryable,
  q: Partial<Pick<UserFilter, 'role'>> & Omit<UserFilter, 'role'>,
  staffId: number,
  scope?: SQL,
): Promise<ListResponse<Customer>> {
  const where = and(
    isNull(users.deleted_at),
    scope,
    q.role ? eq(users.role, q.role) : undefined,
    q.kyc ? eq(users.kyc_status, q.kyc) : undefined,
    q.awaiting_review === undefined ? undefined : q.awaiting_review ? awaitingReview : sql`not ${awaitingReview}`,
    q.wallet === 'connected'
      ? isNotNull(users.wallet_address)
      : q.wallet === 'disconnected'
        ? isNull(users.wallet_address)
        : undefined,
    listSearch(q.search, personOrEmailMatches),
    dateRange(users.created_at, q.from_date, q.to_date, q.time_zone),
    q.mine ? eq(users.kyc_assignee_id, staffId) : undefined,
    q.awaiting_my_confirmation ? kycAwaitingSecondApproval(staffId) : undefined,
  );
  // The review queue is worked from the customer who has waited longest since submitting.
  const order =
    q.awaiting_review === true
      ? [sql`${kycWaitingSince} asc nulls last`, asc(users.id)]
      : [desc(users.created_at), desc(users.id)];
  const [rows, [total]] = await Promise.all([
    // An explicit sort wins; without one, the queue's oldest-first or the newest-first default.
    selectCustomers(db)
      .where(where)
      .orderBy(...sortOrder(q, CUSTOMER_SORT_KEYS, userSortColumns, users.id, order))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return listResponse(rows.map(toCustomer), total?.n ?? 0, q.page, q.limit);
}

/** A customer as answered; 404 'Customer not found' for anyone else. */
export const findCustomerOnly = async (db: Queryable, id: number) =>
  found(await findCustomer(db, id, eq(users.role, ROLE_CUSTOMER)), 'Customer');

/** A live customer's row as stored (404 for anyone else). */
export async function customerRow(db: Queryable, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, ROLE_CUSTOMER), isNull(users.deleted_at)));
  return found(row, 'Customer');
}

/** A customer's PAN and bank details as stored (404 for anyone but a live customer). */
export async function storedSecrets(db: Queryable, id: number): Promise<RevealedCustomerDetails & { name: string }> {
  const [row] = await db
    .select({ name: users.name, pan_number: users.pan_number, bank_details: users.bank_details })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, ROLE_CUSTOMER), isNull(users.deleted_at)));
  return found(row, 'Customer');
}
