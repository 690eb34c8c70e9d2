/** Ending sessions, each recorded as a sign-out, and who may end an employee's. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Permission } from '@admin/api-client/contract';
import type { Db, Queryable } from '../../db/connection';
import { roles, users } from '../../db/schema';
import { lacking } from '../../auth/permission-set';
import { endSessions } from '../../auth/sessions';
import type { AuthUser } from '../../auth/staff-user';
import { forbidden, found, notFound } from '../../http/errors';
import { sessionRecord } from '../../audit/labels';
import { type AuditSource, recordAudit } from '../../audit/record';

/** The employee's name and role permissions; 404 when `employeeId` is no (live) employee. */
export async function employeeOf(
  db: Queryable,
  employeeId: number,
): Promise<{ name: string; permissions: Permission[] }> {
  const [row] = await db
    .select({ name: users.name, permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role))
    .where(and(eq(users.id, employeeId), eq(users.is_employee, true), isNull(users.deleted_at)));
  return found(row, 'Employee');
}

/** As for every other change to an employee: nobody manages someone holding permissions they lack. */
export async function assertMayManage(db: Queryable, staff: AuthUser, employeeId: number) {
  const employee = await employeeOf(db, employeeId);
  const missing = lacking(staff.permissions, employee.permissions);
  if (missing[0])
    throw forbidden(
      `You cannot sign out an employee whose role is holding permissions you do not hold: ${missing.join(', ')}`,
      missing[0],
    );
  return employee;
}

/**
 * Ends sessions of `user` and records a sign-out for each, in one transaction; 404 when `only` names
 * none of theirs. Answers how many ended.
 */
export function signOut(
  db: Db,
  by: AuditSource,
  user: { id: number; name: string },
  which: { only?: string; except?: string },
  note: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await endSessions(tx, user.id, which);
    if (which.only && ended.length === 0) throw notFound('Session not found');
    for (const sessionId of ended)
      await recordAudit(tx, by, { action: 'sign_out', record: sessionRecord(sessionId, user.name), note });
    return ended.length;
  });
}
