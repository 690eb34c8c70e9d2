import { eq } from 'drizzle-orm';
import { PERMISSIONS } from '@admin/api-client';
import type { StaffUser } from '@admin/api-client';
import type { Queryable } from '../db/connection';
import { roles, users } from '../db/schema';

export interface AuthUser {
  id: number;
  role: number;
  isStaff: boolean;
  active: boolean;
}

/**
 * Whether a role may use admin endpoints. A role's is_staff is fixed when it is created (no call
 * changes it), so an instance may remember it: this is reference data, not session state.
 */
export class RoleDirectory {
  private readonly staff = new Map<number, boolean>();

  async isStaff(db: Queryable, roleId: number): Promise<boolean> {
    const known = this.staff.get(roleId);
    if (known !== undefined) return known;
    const [row] = await db.select({ is_staff: roles.is_staff }).from(roles).where(eq(roles.id, roleId));
    if (!row) return false;
    this.staff.set(roleId, row.is_staff);
    return row.is_staff;
  }
}

/** What the guard needs about the user behind a token, read fresh on every request; undefined if gone. */
export async function findAuthUser(db: Queryable, roleDirectory: RoleDirectory, userId: number): Promise<AuthUser | undefined> {
  const [row] = await db
    .select({ id: users.id, role: users.role, status: users.status, deleted_at: users.deleted_at })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.deleted_at) return undefined;
  return { id: row.id, role: row.role, isStaff: await roleDirectory.isStaff(db, row.role), active: row.status === 'Active' };
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
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.role))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { role_name, ...user } = row;
  // Until roles carry permissions (access-control issue), every staff user may do everything.
  const permissions = [...PERMISSIONS];
  return { ...user, role_data: role_name ? { id: row.role, name: role_name } : null, created_at: row.created_at.toISOString(), permissions };
}
