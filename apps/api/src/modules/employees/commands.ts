/**
 * Changes to employees, with the rules beyond the route's permission (each a 403): nobody changes
 * their own role or status; nobody manages an employee, or hands out a role, holding permissions
 * they do not hold themselves; the last active Admin cannot be demoted, deactivated or deleted. A new
 * phone, a new role, deactivation and deletion end the employee's sessions at once.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { ROLE_ADMIN } from '@admin/api-client/contract';
import type { Employee, Permission } from '@admin/api-client/contract';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema';
import { lacking } from '../../auth/permission-set';
import { revokeSessionsOf, type AuthUser } from '../../auth/staff-user';
import { auditedInsert } from '../../audit/audited';
import { changesBetween } from '../../audit/changes';
import { employeeRecord } from '../../audit/labels';
import { type AuditSource, recordAudit } from '../../audit/record';
import { forbidden, found } from '../../http/errors';
import { nextVersion } from '../../http/versioning';
import { assertNoFirstDecision } from '../four-eyes/rules';
import { assertNotLastAdmin, assertPhoneFree, EMPLOYEE_IGNORED, rolePermissions, staffRole } from './repository';
import { decideGranted } from './role-grants';
import type { EmployeeCreate, EmployeeUpdate } from './schemas';

/** The one who acts: what they hold (the escalation rules) and how the trail names them. */
export interface EmployeeActor {
  staff: AuthUser;
  by: AuditSource;
}

/** `what` (a role to hand out, or an employee's current role) must not hold more than the acting user. */
export function assertWithinOwn(actor: AuthUser, held: Permission[], what: string): void {
  const missing = lacking(actor.permissions, held);
  if (missing[0])
    throw forbidden(`You cannot ${what} holding permissions you do not hold: ${missing.join(', ')}`, missing[0]);
}

/**
 * Adds an employee. A role that decides is not given by one Admin: the new account waits, Inactive,
 * holding it pending. Answers the new id and the role's name when it waits.
 */
export async function addEmployee(db: Db, { staff, by }: EmployeeActor, body: EmployeeCreate) {
  const role = await staffRole(db, body.role);
  assertWithinOwn(staff, role.permissions, 'give a role');
  await assertPhoneFree(db, body.phone, body.country_code);
  const waits = decideGranted([], role.permissions).length > 0;
  const now = new Date();
  const row = await auditedInsert<typeof users.$inferSelect>(db, by, {
    table: users,
    values: {
      ...body,
      is_employee: true,
      created_by: staff.id,
      updated_by: staff.id,
      ...(waits
        ? { status: 'Inactive', pending_role: body.role, pending_role_by: staff.id, pending_role_at: now }
        : { role_granted_by: staff.id, role_granted_at: now }),
    },
    record: employeeRecord,
    changes: { ignore: EMPLOYEE_IGNORED },
    note: waits ? `Added with the role ${role.name} awaiting a second Admin; inactive until it is confirmed` : null,
  });
  return { id: row.id, waitingRole: waits ? role.name : null };
}

/**
 * Edits an employee. A new role holding a decide permission they do not hold yet waits for a second
 * Admin (the role stays as it is until confirmed; the other fields apply now). `sameVersion` is the
 * If-Match guard, built once the rules above have passed (a 400/403 answers before a 428).
 * Answers whether it applied and the role that waits, if one does.
 */
export async function updateEmployee(
  db: Db,
  { staff, by }: EmployeeActor,
  current: Employee,
  asked: EmployeeUpdate,
  sameVersion: () => SQL,
): Promise<{ applied: boolean; waitingRole: string | null }> {
  const employeeId = current.id;
  const newRole = asked.role !== undefined && asked.role !== current.role;
  const newStatus = asked.status !== undefined && asked.status !== current.status;
  const waiting = current.role_awaiting_second_approval;
  // While a grant waits, the role is the second Admin's to settle; a new account's status too.
  if (newRole || (newStatus && waiting?.new_employee)) assertNoFirstDecision(waiting, `role of ${current.name}`);
  let grant: { id: number; name: string } | null = null;
  if (newRole && asked.role !== undefined) {
    const next = await staffRole(db, asked.role);
    const granted = decideGranted(await rolePermissions(db, current.role), next.permissions);
    if (granted.length > 0) grant = { id: asked.role, name: next.name };
  }
  const body = grant ? { ...asked, role: undefined } : asked;
  const deactivated = body.status !== undefined && body.status !== current.status && body.status !== 'Active';
  const newPhone =
    (body.phone !== undefined && body.phone !== current.phone) ||
    (body.country_code !== undefined && body.country_code !== current.country_code);
  if (employeeId === staff.id && (newRole || (body.status !== undefined && body.status !== current.status))) {
    throw forbidden('You cannot change your own role or status');
  }
  assertWithinOwn(staff, await rolePermissions(db, current.role), 'manage an employee whose role is');
  if (body.role !== undefined) assertWithinOwn(staff, (await staffRole(db, body.role)).permissions, 'give a role');
  if (newPhone)
    await assertPhoneFree(db, body.phone ?? current.phone, body.country_code ?? current.country_code, employeeId);
  const roleChanges = newRole && !grant;
  const applied = await db.transaction(async (tx) => {
    if ((roleChanges && current.role === ROLE_ADMIN) || deactivated) await assertNotLastAdmin(tx, employeeId);
    const [before] = await tx.select().from(users).where(eq(users.id, employeeId));
    const updated = await tx
      .update(users)
      .set({
        ...body,
        ...(roleChanges ? { role_granted_by: staff.id, role_granted_at: new Date() } : {}),
        ...(grant ? { pending_role: grant.id, pending_role_by: staff.id, pending_role_at: new Date() } : {}),
        updated_by: staff.id,
        updated_at: new Date(),
        version: nextVersion(users.version),
      })
      .where(and(eq(users.id, employeeId), sameVersion()))
      .returning();
    const [after] = updated;
    if (before && after) {
      const changes = changesBetween(before, after, { ignore: EMPLOYEE_IGNORED });
      if (grant)
        changes.push({ field: 'role_awaiting_second_approval', before: null, after: `${grant.name} by ${staff.name}` });
      await recordAudit(tx, by, {
        action: newRole
          ? 'permission_change'
          : changes.length > 0 && changes.every((c) => c.field === 'status')
            ? 'status_change'
            : 'update',
        record: employeeRecord(after),
        changes,
        note: grant ? `Asked to give the role ${grant.name}; awaiting a second Admin` : null,
      });
    }
    // Their phone receives the sign-in codes and their role says what they may do: sessions
    // opened under the old ones end now, as do those of a deactivated account.
    if (updated.length > 0 && (newPhone || roleChanges || deactivated)) await revokeSessionsOf(tx, employeeId);
    return updated.length > 0;
  });
  return { applied, waitingRole: grant?.name ?? null };
}

/** Deletes softly; their sessions end now: no refresh token of theirs may be redeemed again. */
export async function deleteEmployee(db: Db, { staff, by }: EmployeeActor, current: Employee): Promise<void> {
  const employeeId = current.id;
  if (employeeId === staff.id) throw forbidden('You cannot delete your own account');
  assertWithinOwn(staff, await rolePermissions(db, current.role), 'delete an employee whose role is');
  const now = new Date();
  await db.transaction(async (tx) => {
    await assertNotLastAdmin(tx, employeeId);
    const [deleted] = await tx
      .update(users)
      .set({ deleted_at: now, status: 'Inactive', updated_at: now, version: nextVersion(users.version) })
      .where(eq(users.id, employeeId))
      .returning();
    await recordAudit(tx, by, {
      action: 'delete',
      record: employeeRecord(found(deleted, 'Employee')),
      changes: changesBetween({ status: current.status, deleted_at: null }, { status: 'Inactive', deleted_at: now }),
    });
    await revokeSessionsOf(tx, employeeId);
  });
}
