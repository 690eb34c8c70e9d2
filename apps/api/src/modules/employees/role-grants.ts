/**
 * Four eyes on who may decide: a role holding a decide permission (`DECIDE_PERMISSIONS`: refunds,
 * KYC, roles) that a staff user does not hold yet is not given by one Admin alone. The grant waits on
 * the user's row (`pending_role`, by whom, when) for a second Admin independent of the first, who
 * confirms it (the role takes effect) or sends it back. An employee added with such a role is added
 * Inactive holding it pending (`pending_role` equal to `role`): a confirmation makes them Active, a
 * send-back leaves them out (deleted, as Delete does), so nobody ever holds a decide role unconfirmed.
 */
import { DECIDE_PERMISSIONS } from '@admin/api-client/contract';
import type { Employee, Permission, RoleAwaitingSecondApproval } from '@admin/api-client/contract';
import { sql } from 'drizzle-orm';
import { customerColumns, toCustomer } from '../customers/mapper';
import type { Queryable } from '../../db/connection';
import { roles, users } from '../../db/schema';

/** The decide permissions `next` holds that `held` does not: what giving `next` would grant. */
export const decideGranted = (held: readonly Permission[], next: readonly Permission[]): Permission[] =>
  next.filter((permission) => DECIDE_PERMISSIONS.includes(permission) && !held.includes(permission));

interface PendingRoleJson {
  role_id: number;
  role_name: string;
  by_id: number | null;
  by_name: string | null;
  at: string;
}

// The waiting grant rides along as JSON, so a page of employees stays one query.
const pendingRoleJson = sql<PendingRoleJson | null>`(select json_build_object('role_id', r.id, 'role_name', r.name,
  'by_id', "users"."pending_role_by", 'by_name', a.name, 'at', "users"."pending_role_at")
  from roles r left join users a on a.id = "users"."pending_role_by" where r.id = "users"."pending_role")`;

const employeeColumns = { ...customerColumns, pending_role: pendingRoleJson };

export const selectEmployees = (db: Queryable) =>
  db.select(employeeColumns).from(users).leftJoin(roles, sql`${roles.id} = ${users.role}`);

type EmployeeRow = Parameters<typeof toCustomer>[0] & { pending_role: PendingRoleJson | null };

export function toEmployee(row: EmployeeRow): Employee {
  const pending = row.pending_role;
  const awaiting: RoleAwaitingSecondApproval | null = pending
    ? {
        decision: pending.role_name,
        reason: null,
        by: { id: pending.by_id ?? 0, name: pending.by_name ?? 'a former staff member' },
        at: new Date(pending.at).toISOString(),
        role: { id: pending.role_id, name: pending.role_name },
        new_employee: pending.role_id === row.user.role,
      }
    : null;
  return { ...toCustomer(row), role_awaiting_second_approval: awaiting };
}

/** What the trail says of a waiting grant ("Compliance by Asha Admin"). */
export const grantLabel = (waiting: RoleAwaitingSecondApproval) => `${waiting.role.name} by ${waiting.by.name}`;

/** The waiting-grant columns cleared (confirmed, sent back). */
export const noPendingRole = { pending_role: null, pending_role_by: null, pending_role_at: null } as const;
