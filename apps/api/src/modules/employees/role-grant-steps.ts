/**
 * The second step of a role grant: another Admin, independent of the first, confirms it (the role
 * takes effect; a new account becomes Active) or sends it back (the role stays as it was; a new
 * account waiting with it is not added).
 */
import { and, eq } from 'drizzle-orm';
import { ROLE_ADMIN } from '@admin/api-client/contract';
import type { Employee, RoleAwaitingSecondApproval } from '@admin/api-client/contract';
import type { Db, Queryable } from '../../db/connection';
import { users } from '../../db/schema';
import { revokeSessionsOf } from '../../auth/staff-user';
import { changesBetween } from '../../audit/changes';
import { employeeRecord } from '../../audit/labels';
import { recordAudit } from '../../audit/record';
import { forbidden, found } from '../../http/errors';
import { nextVersion, staleVersion } from '../../http/versioning';
import { assertIndependentSecond, assertSecondStaff } from '../four-eyes/rules';
import { assertWithinOwn, type EmployeeActor } from './commands';
import { assertNotLastAdmin, EMPLOYEE_IGNORED, employeeScope, findEmployee, rolePermissions } from './repository';
import { grantLabel, noPendingRole } from './role-grants';

type EmployeeRow = typeof users.$inferSelect;
type GrantStep = (
  tx: Queryable,
  before: EmployeeRow,
  waiting: RoleAwaitingSecondApproval | null,
) => Promise<{ first: RoleAwaitingSecondApproval; outcome: 'kept' | 'deleted' }>;

/**
 * Runs a step on a waiting role grant, the employee's row locked for the transaction (the grant is
 * read under the lock), on the versions an If-Match named (null: any): 409 with the employee as now
 * when stale. Answers the employee after the step and the grant it settled.
 */
async function onGrant(db: Db, employeeId: number, versions: number[] | null, step: GrantStep) {
  const result = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, employeeId), employeeScope))
      .for('update');
    const before = found(locked, 'Employee');
    if (versions !== null && !versions.includes(before.version)) return undefined;
    return step(tx, before, (await findEmployee(tx, employeeId)).role_awaiting_second_approval);
  });
  if (!result) throw staleVersion('Employee', await findEmployee(db, employeeId));
  // A new account sent back is deleted: its last state is the answer.
  const scope = result.outcome === 'deleted' ? eq(users.is_employee, true) : employeeScope;
  const employee: Employee = await findEmployee(db, employeeId, scope);
  return { employee, first: result.first };
}

export function confirmRoleGrant(db: Db, { staff, by }: EmployeeActor, employeeId: number, versions: number[] | null) {
  return onGrant(db, employeeId, versions, async (tx, before, waiting) => {
    if (employeeId === staff.id) throw forbidden('You cannot confirm a role given to yourself');
    const first = await assertIndependentSecond(tx, waiting, staff.id, `role of ${before.name}`);
    assertWithinOwn(staff, await rolePermissions(tx, first.role.id), 'confirm a role');
    if (!first.new_employee && before.role === ROLE_ADMIN) await assertNotLastAdmin(tx, employeeId);
    const now = new Date();
    const [after] = await tx
      .update(users)
      .set({
        role: first.role.id,
        ...(first.new_employee ? { status: 'Active' } : {}),
        role_granted_by: first.by.id,
        role_granted_at: now,
        ...noPendingRole,
        updated_by: staff.id,
        updated_at: now,
        version: nextVersion(users.version),
      })
      .where(eq(users.id, employeeId))
      .returning();
    const changes = changesBetween(before, found(after, 'Employee'), { ignore: EMPLOYEE_IGNORED });
    changes.push({ field: 'role_awaiting_second_approval', before: grantLabel(first), after: null });
    await recordAudit(tx, by, {
      action: 'permission_change',
      record: employeeRecord(before),
      changes,
      note: `Second approval: confirms the role ${first.role.name} given by ${first.by.name}`,
    });
    // Their role says what they may do: sessions opened under the old one end now.
    await revokeSessionsOf(tx, employeeId);
    return { first, outcome: 'kept' };
  });
}

export function sendBackRoleGrant(
  db: Db,
  { staff, by }: EmployeeActor,
  employeeId: number,
  versions: number[] | null,
  reason: string | undefined,
) {
  return onGrant(db, employeeId, versions, async (tx, before, waiting) => {
    const first = assertSecondStaff(waiting, staff.id, `role of ${before.name}`);
    const now = new Date();
    const [after] = await tx
      .update(users)
      .set({
        ...noPendingRole,
        ...(first.new_employee ? { deleted_at: now, status: 'Inactive' } : {}),
        updated_by: staff.id,
        updated_at: now,
        version: nextVersion(users.version),
      })
      .where(eq(users.id, employeeId))
      .returning();
    const changes = changesBetween(before, found(after, 'Employee'), { ignore: EMPLOYEE_IGNORED });
    changes.push({ field: 'role_awaiting_second_approval', before: grantLabel(first), after: null });
    const notAdded = first.new_employee ? `: ${before.name} is not added` : '';
    await recordAudit(tx, by, {
      action: first.new_employee ? 'delete' : 'permission_change',
      record: employeeRecord(before),
      changes,
      note: `Sent back the role ${first.role.name} given by ${first.by.name}${notAdded}${reason ? `: ${reason}` : ''}`,
      sentBackTo: first.by.id,
    });
    if (!first.new_employee) return { first, outcome: 'kept' };
    await revokeSessionsOf(tx, employeeId);
    return { first, outcome: 'deleted' };
  });
}
