import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Permission, StaffUser } from '@admin/api-client/contract';
import { inMatrixOrder } from './permission-set';
import type { Queryable } from '../db/connection';
import { refreshTokens, roles, users } from '../db/schema';

export interface AuthUser {
  id: number;
  /** Name and role name as they are now: the audit trail keeps them as they were at each change. */
  name: string;
  role: number;
  roleName: string;
  isStaff: boolean;
  active: boolean;
  /** Of the user's role, read fresh on every request (an Admin may change them at any time). */
  permissions: Permission[];
}

export interface SessionUser extends AuthUser {
  /** Whether the session the access token belongs to is still open (not logged out, reused or revoked). */
  sessionLive: boolean;
}

/**
 * What the guard needs about the user behind a token, in one query: user, role and, with
 * `sessionId`, whether that session is still open (an indexed lookup of its refresh-token family).
 * Undefined if the user is gone.
 */
export async function findAuthUser(
  db: Queryable,
  userId: number,
  sessionId?: string,
): Promise<SessionUser | undefined> {
  const sessionLive = sessionId
    ? sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.family_id} = ${sessionId} and ${refreshTokens.user_id} = ${users.id} and ${refreshTokens.revoked_at} is null)`
    : sql<boolean>`false`;
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      role_name: roles.name,
      status: users.status,
      deleted_at: users.deleted_at,
      is_staff: roles.is_staff,
      permissions: roles.permissions,
      session_live: sessionLive,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role))
    .where(eq(users.id, userId));
  if (!row || row.deleted_at) return undefined;
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    roleName: row.role_name,
    isStaff: row.is_staff,
    active: row.status === 'Active',
    permissions: row.is_staff ? row.permissions : [],
    sessionLive: row.session_live === true,
  };
}

/** Ends every session of a user at once (their access tokens stop working on the next request). */
export async function revokeSessionsOf(db: Queryable, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
}

/** The signed-in user as `GET /api/auth/me` and verify return it. */
export async function findStaffProfile(db: Queryable, userId: number): Promise<StaffUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      uuid: users.uuid,
      name: users.name,
      email: users.email,
      phone: users.phone,
      country_code: users.country_code,
      role: users.role,
      status: users.status,
      created_at: users.created_at,
      role_name: roles.name,
      role_is_staff: roles.is_staff,
      role_permissions: roles.permissions,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.role))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { role_name, role_is_staff, role_permissions, ...user } = row;
  const permissions = role_is_staff && role_permissions ? inMatrixOrder(role_permissions) : [];
  return {
    ...user,
    role_data: role_name ? { id: row.role, name: role_name } : null,
    created_at: row.created_at.toISOString(),
    permissions,
  };
}
