/**
 * Changes to roles. Decide permissions (`DECIDE_PERMISSIONS`) added to a role wait for a second,
 * independent Admin, who confirms or sends them back; the rest of an edit applies at once. Nobody
 * grants or withdraws a permission they do not hold themselves (that would be an escalation).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { DECIDE_PERMISSIONS, ROLE_ADMIN } from '@admin/api-client/contract';
import type { Permission, PermissionsAwaitingSecondApproval, Role } from '@admin/api-client/contract';
import type { Db, Queryable } from '../../db/connection';
import { roles } from '../../db/schema';
import type { AuthUser } from '../../auth/staff-user';
import { inMatrixOrder, lacking } from '../../auth/permission-set';
import { badRequest, conflict, forbidden, found } from '../../http/errors';
import { nextVersion, staleVersion } from '../../http/versioning';
import { auditedInsert } from '../../audit/audited';
import { changesBetween } from '../../audit/changes';
import { roleRecord } from '../../audit/labels';
import { type AuditSource, recordAudit } from '../../audit/record';
import { assertIndependentSecond, assertNoFirstDecision, assertSecondStaff, noFirstDecision } from '../four-eyes/rules';
import { findRole, type RoleRow, rolesAnswered, toRole } from './repository';
import type { RoleCreate, RoleUpdate } from './schemas';

/** The one who acts: what they hold (the escalation rule) and how the trail names them. */
export interface RoleActor {
  staff: AuthUser;
  by: AuditSource;
}

/** What the trail says of waiting permissions ("kyc.decide by Asha Admin"). */
const waitingLabel = (waiting: PermissionsAwaitingSecondApproval) => `${waiting.decision} by ${waiting.by.name}`;

function assertHolds(staff: AuthUser, permissions: Permission[]): void {
  const missing = lacking(staff.permissions, permissions);
  if (missing[0])
    throw forbidden(`You cannot grant or withdraw permissions you do not hold: ${missing.join(', ')}`, missing[0]);
}

/** A new staff role starts with no permissions. */
export async function createRole(db: Db, by: AuditSource, body: RoleCreate): Promise<Role> {
  const row = await auditedInsert<RoleRow>(db, by, {
    table: roles,
    values: { ...body, is_staff: true, permissions: [] },
    record: roleRecord,
    changes: { ignore: ['id'] },
  });
  return toRole(found(row, 'Role'));
}

/** What an edit will do: fields now, permissions the role holds now, decide permissions that wait for a second Admin. */
export interface RoleEditPlan {
  fields: Omit<RoleUpdate, 'permissions'>;
  permissions: Permission[] | undefined;
  decide: Permission[];
}

/** Checks an edit against the role's rules and the actor's own permissions (400, 403, 409), before anything is written. */
export function planRoleEdit(staff: AuthUser, current: Role, body: RoleUpdate): RoleEditPlan {
  const { permissions: wanted, ...fields } = body;
  // The code gives these roles their meaning by id; a new name would make every screen that
  // shows it say something the role does not do.
  if (current.is_system && fields.name !== undefined && fields.name !== current.name) {
    throw badRequest(`name: the ${current.name} role is a system role; its name cannot be changed`);
  }
  const asked = wanted === undefined ? undefined : inMatrixOrder(wanted);
  if (asked !== undefined && asked.join() !== current.permissions.join()) {
    if (!current.is_staff) throw badRequest('permissions: the Customer role cannot hold permissions');
    if (current.id === ROLE_ADMIN) throw conflict('The Admin role always holds every permission');
    assertHolds(staff, [
      ...asked.filter((p) => !current.permissions.includes(p)),
      ...current.permissions.filter((p) => !asked.includes(p)),
    ]);
  }
  // Decide permissions added wait for a second Admin: the role holds the rest of the list now.
  const decide = (asked ?? []).filter((p) => DECIDE_PERMISSIONS.includes(p) && !current.permissions.includes(p));
  if (decide.length > 0) assertNoFirstDecision(current.awaiting_second_approval, `change of role ${current.name}`);
  return { fields, permissions: asked?.filter((p) => !decide.includes(p)), decide };
}

/** Applies a planned edit on the version it was made on (`sameVersion`); false when stale. */
export async function updateRole(
  db: Db,
  { staff, by }: RoleActor,
  current: Role,
  { fields, permissions, decide }: RoleEditPlan,
  sameVersion: SQL,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(roles)
      .set({
        ...fields,
        ...(permissions === undefined ? {} : { permissions }),
        ...(decide.length > 0
          ? {
              first_decision: decide.join(', '),
              first_reason: null,
              first_decided_by: staff.id,
              first_decided_at: new Date(),
            }
          : {}),
        updated_at: new Date(),
        version: nextVersion(roles.version),
      })
      .where(and(eq(roles.id, current.id), sameVersion))
      .returning();
    if (!updated) return false;
    // Permissions as a readable list, each grant and withdrawal in the note.
    const changes = changesBetween(
      { ...current, permissions: current.permissions.join(', ') },
      { ...updated, permissions: updated.permissions.join(', ') },
      { only: ['name', 'description', 'permissions'] },
    );
    const granted = updated.permissions.filter((p) => !current.permissions.includes(p));
    const withdrawn = current.permissions.filter((p) => !updated.permissions.includes(p));
    const permissionsChanged = granted.length + withdrawn.length + decide.length > 0;
    if (decide.length > 0)
      changes.push({
        field: 'permissions_awaiting_second_approval',
        before: null,
        after: `${decide.join(', ')} by ${staff.name}`,
      });
    await recordAudit(tx, by, {
      action: permissionsChanged ? 'permission_change' : 'update',
      record: roleRecord(updated),
      changes,
      note: permissionsChanged
        ? [
            granted.length ? `granted ${granted.join(', ')}` : '',
            withdrawn.length ? `withdrawn ${withdrawn.join(', ')}` : '',
            decide.length ? `asked to grant ${decide.join(', ')}; awaiting a second Admin` : '',
          ]
            .filter(Boolean)
            .join('; ')
        : null,
    });
    return true;
  });
}

type WaitingStep = (
  tx: Queryable,
  row: RoleRow,
  waiting: PermissionsAwaitingSecondApproval | null,
) => Promise<PermissionsAwaitingSecondApproval>;

/**
 * Runs a step on the waiting permissions of a role locked for the transaction, on the versions an
 * If-Match named (null: any). 409 with the role as it is now when stale. Answers the role and what waited.
 */
async function onWaiting(db: Db, id: number, versions: number[] | null, step: WaitingStep) {
  const first = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
    const locked = found(row, 'Role');
    if (versions !== null && !versions.includes(locked.version)) return undefined;
    const [current] = await rolesAnswered(tx, [locked]);
    return step(tx, locked, current?.awaiting_second_approval ?? null);
  });
  const role = await findRole(db, id);
  if (!first) throw staleVersion('Role', role);
  return { role, first };
}

/** The second step: another Admin, independent of the first, confirms the waiting permissions (the role holds them from now). */
export function confirmRolePermissions(db: Db, { staff, by }: RoleActor, id: number, versions: number[] | null) {
  return onWaiting(db, id, versions, async (tx, row, waiting) => {
    const first = await assertIndependentSecond(tx, waiting, staff.id, `change of role ${row.name}`);
    assertHolds(staff, first.permissions);
    const permissions = inMatrixOrder([...row.permissions, ...first.permissions]);
    await tx
      .update(roles)
      .set({ permissions, ...noFirstDecision, updated_at: new Date(), version: nextVersion(roles.version) })
      .where(eq(roles.id, row.id));
    await recordAudit(tx, by, {
      action: 'permission_change',
      record: roleRecord(row),
      changes: [
        { field: 'permissions', before: row.permissions.join(', '), after: permissions.join(', ') },
        { field: 'permissions_awaiting_second_approval', before: waitingLabel(first), after: null },
      ],
      note: `Second approval: confirms granting ${first.decision} asked by ${first.by.name}`,
    });
    return first;
  });
}

/** ... or sends them back: the role keeps the permissions it holds. */
export function sendBackRolePermissions(
  db: Db,
  { staff, by }: RoleActor,
  id: number,
  versions: number[] | null,
  reason: string | undefined,
) {
  return onWaiting(db, id, versions, async (tx, row, waiting) => {
    const first = assertSecondStaff(waiting, staff.id, `change of role ${row.name}`);
    await tx
      .update(roles)
      .set({ ...noFirstDecision, updated_at: new Date(), version: nextVersion(roles.version) })
      .where(eq(roles.id, row.id));
    await recordAudit(tx, by, {
      action: 'permission_change',
      record: roleRecord(row),
      changes: [{ field: 'permissions_awaiting_second_approval', before: waitingLabel(first), after: null }],
      note: `Sent back granting ${first.decision} asked by ${first.by.name}${reason ? `: ${reason}` : ''}`,
      sentBackTo: first.by.id,
    });
    return first;
  });
}
