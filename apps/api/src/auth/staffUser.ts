import { eq } from 'drizzle-orm';
import type { StaffUser } from '@admin/api-client';
import type { Queryable } from '../db/connection';
import { roles, users } from '../db/schema';

const staffColumns = {
  id: users.id,
  uuid: users.uuid,
  name: users.name,
  email: users.email,
  phone: users.phone,
  country_code: users.country_code,
  role: users.role,
  status: users.status,
  created_at: users.created_at,
  deleted_at: users.deleted_at,
  role_name: roles.name,
  is_staff: roles.is_staff,
};

export interface AuthUser {
  id: number;
  role: number;
  isStaff: boolean;
  active: boolean;
  profile: StaffUser;
}

/** The user behind a token, with what the guard needs; undefined if gone. */
export async function findAuthUser(db: Queryable, userId: number): Promise<AuthUser | undefined> {
  const [row] = await db.select(staffColumns).from(users).leftJoin(roles, eq(roles.id, users.role)).where(eq(users.id, userId));
  if (!row || row.deleted_at) return undefined;
  return {
    id: row.id,
    role: row.role,
    isStaff: row.is_staff ?? false,
    active: row.status === 'Active',
    profile: {
      id: row.id,
      uuid: row.uuid,
      name: row.name,
      email: row.email,
      phone: row.phone,
      country_code: row.country_code,
      role: row.role,
      role_data: row.role_name ? { id: row.role, name: row.role_name } : null,
      status: row.status,
      created_at: row.created_at.toISOString(),
    },
  };
}
