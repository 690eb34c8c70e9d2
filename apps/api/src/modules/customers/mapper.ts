/** Users as the API returns them (the spec's Customer shape, also used for employees). */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Customer, CustomerComment, Kyc, KycStatus, UserStatus } from '@admin/api-client';
import type { Queryable } from '../../db/connection';
import { customerComments, kyc, projectBookmarks, roles, users } from '../../db/schema';
import { iso, isoOrNull } from '../../http/dates';

export const customerColumns = { user: users, kyc, role_name: roles.name };

interface CustomerRow {
  user: typeof users.$inferSelect;
  kyc: typeof kyc.$inferSelect | null;
  role_name: string | null;
}

export const selectCustomers = (db: Queryable) =>
  db.select(customerColumns).from(users).leftJoin(kyc, eq(kyc.user_id, users.id)).leftJoin(roles, eq(roles.id, users.role));

function toKyc(row: typeof kyc.$inferSelect): Kyc {
  return {
    status: row.status as KycStatus,
    email_verification_status: row.email_verification_status as KycStatus,
    aadhar_verification_status: row.aadhar_verification_status as KycStatus,
    pan_verification_status: row.pan_verification_status as KycStatus,
    video_verification_status: row.video_verification_status as KycStatus,
    updated_at: iso(row.updated_at),
  };
}

/** Maps rows, loading comments, bookmarks and waitlist entries of all of them in two queries. */
export async function toCustomers(db: Queryable, rows: CustomerRow[]): Promise<Customer[]> {
  const ids = rows.map((r) => r.user.id);
  const [comments, marks] = ids.length
    ? await Promise.all([
        db.select().from(customerComments).where(inArray(customerComments.user_id, ids)).orderBy(asc(customerComments.id)),
        db.select().from(projectBookmarks).where(inArray(projectBookmarks.user_id, ids)).orderBy(asc(projectBookmarks.id)),
      ])
    : [[], []];
  return rows.map(({ user, kyc: k, role_name }) => {
    const { phone_verified_at: _verified, ...fields } = user;
    const own = marks.filter((m) => m.user_id === user.id);
    return {
      ...fields,
      status: user.status as UserStatus,
      otp_expired_at: isoOrNull(user.otp_expired_at),
      created_at: iso(user.created_at),
      updated_at: iso(user.updated_at),
      deleted_at: isoOrNull(user.deleted_at),
      kyc: k ? toKyc(k) : null,
      comments: comments
        .filter((c) => c.user_id === user.id)
        .map((c): CustomerComment => ({ id: c.id, comment: c.comment, created_by: c.created_by, created_at: iso(c.created_at) })),
      propertyBookmark: own.filter((m) => m.kind === 'bookmark').map((m) => m.project_id),
      propertyWaitingList: own.filter((m) => m.kind === 'waitlist').map((m) => m.project_id),
      role_data: role_name ? { id: user.role, name: role_name } : null,
    };
  });
}

export async function findCustomer(db: Queryable, id: number, extra?: SQL): Promise<Customer | undefined> {
  const rows = await selectCustomers(db).where(and(eq(users.id, id), extra));
  return (await toCustomers(db, rows.filter((r) => r.user.deleted_at === null)))[0];
}
