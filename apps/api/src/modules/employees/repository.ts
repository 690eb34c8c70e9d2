/** Employees as stored: staff users not deleted, their roles, and the rules that read the table. */
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { EMPLOYEE_SORT_KEYS, ROLE_ADMIN } from '@admin/api-client/contract';
import type { Employee, Permission } from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { roles, users } from '../../db/schema';
import { badRequest, conflict, forbidden, found } from '../../http/errors';
import { offsetOf } from '../../http/paging';
import { type SortColumns, sortOrder } from '../../http/sorting';
import { personOrEmailMatches, listSearch } from '../search/matching';
import { selectEmployees, toEmployee } from './role-grants';
import type { EmployeeListQuery } from './schemas';

export const employeeScope = and(eq(users.is_employee, true), isNull(users.deleted_at));

/** Of an employee's row, what a trail entry leaves out: ids and what the API keeps for itself. */
export const EMPLOYEE_IGNORED = [
  'id',
  'uuid',
  'created_by',
  'role_granted_by',
  'role_granted_at',
  'pending_role',
  'pending_role_by',
  'pending_role_at',
];

/** The employee as answered; 404 'Employee not found' outside `scope`. */
export async function findEmployee(db: Queryable, employeeId: number, scope: SQL | undefined = employeeScope) {
  const [row] = await selectEmployees(db).where(and(eq(users.id, employeeId), scope));
  return toEmployee(found(row, 'Employee'));
}

/** The columns behind the employee list's sort keys. */
const employeeSortColumns: SortColumns<(typeof EMPLOYEE_SORT_KEYS)[number]> = {
  name: users.name,
  email: users.email,
  status: users.status,
  join_date: users.join_date,
  created_at: users.created_at,
};

export async function listEmployees(db: Queryable, q: EmployeeListQuery): Promise<{ rows: Employee[]; total: number }> {
  const where = and(
    employeeScope,
    q.role ? eq(users.role, q.role) : undefined,
    q.status ? eq(users.status, q.status) : undefined,
    listSearch(q.search, personOrEmailMatches),
  );
  const [rows, [total]] = await Promise.all([
    selectEmployees(db)
      .where(where)
      .orderBy(
        ...sortOrder(q, EMPLOYEE_SORT_KEYS, employeeSortColumns, users.id, [desc(users.created_at), desc(users.id)]),
      )
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(toEmployee), total: total?.n ?? 0 };
}

/** A role an employee may be given: 400 when unknown or not a staff role. */
export async function staffRole(db: Queryable, roleId: number): Promise<{ name: string; permissions: Permission[] }> {
  const [role] = await db.select().from(roles).where(eq(roles.id, roleId));
  if (!role) throw badRequest('role: unknown role');
  if (!role.is_staff) throw badRequest('role: employees need a staff role (not Customer)');
  return role;
}

export async function rolePermissions(db: Queryable, roleId: number): Promise<Permission[]> {
  return (
    (await db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, roleId)))[0]?.permissions ?? []
  );
}

/** 409 when another account has this phone number. */
export async function assertPhoneFree(db: Queryable, p: string, cc: string, except?: number): Promise<void> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, p), eq(users.country_code, cc)));
  if (other && other.id !== except) throw conflict('An account with this phone number already exists');
}

/**
 * Refuses when `userId` is the only active Admin left. Locks the active Admins' rows, so of two
 * concurrent removals of the last two Admins the second sees the first and is refused.
 */
export async function assertNotLastAdmin(tx: Queryable, userId: number): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, ROLE_ADMIN), eq(users.status, 'Active'), isNull(users.deleted_at)))
    .for('update');
  if (admins.some((admin) => admin.id === userId) && admins.length <= 1) {
    throw forbidden('The last active Admin cannot be demoted, deactivated or deleted');
  }
}
