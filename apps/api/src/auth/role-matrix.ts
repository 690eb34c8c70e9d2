/**
 * Grants a permission new to this database to the built-in roles the role matrix names (`ROLE_MATRIX`
 * in @admin/api-client/contract), at every start after the migrations and the seed. So adding a
 * permission needs no migration: its line in the matrix is enough.
 *
 * Once per permission: a permission is new while `role_matrix_applied` does not list it, and granting
 * it lists it in the same transaction. What an Admin changes on the roles afterwards (withdrawing the
 * new permission too) stays as they left it; nothing here ever withdraws a permission.
 *
 * A built-in role is the seed's row, by id and name. A role an operator renamed is theirs now: the
 * matrix may not describe what it has become, so it is left alone and reported (the Roles screen
 * grants the permission if it should hold it). The Admin role cannot be renamed, so it always gets
 * every new permission, as it must.
 */
import { eq, inArray } from 'drizzle-orm';
import { MATRIX_ROLES, type MatrixRole, PERMISSIONS, type Permission, ROLE_MATRIX } from '@admin/api-client/contract';
import { roleRecord } from '../audit/labels';
import { changesBetween } from '../audit/changes';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/connection';
import { roleMatrixApplied, roles } from '../db/schema';
import { nextVersion } from '../http/versioning';
import { SEED_ROLES } from '../seed/fixtures';
import { inMatrixOrder } from './permission-set';

interface RoleMatrixGrant {
  roleId: number;
  role: MatrixRole;
  permissions: Permission[];
}

export interface RoleMatrixResult {
  /** Permissions this start found new to the database (now listed as applied). */
  newPermissions: Permission[];
  /** What each built-in role was granted (roles that already held them are not listed). */
  granted: RoleMatrixGrant[];
  /** Built-in roles left alone because they no longer carry their built-in name. */
  renamed: (RoleMatrixGrant & { name: string })[];
}

const isMatrixRole = (name: string): name is MatrixRole => (MATRIX_ROLES as readonly string[]).includes(name);
const BUILT_IN = SEED_ROLES.flatMap(({ id, name }) => (isMatrixRole(name) ? [{ id, name }] : []));

export async function applyRoleMatrix(db: Db): Promise<RoleMatrixResult> {
  return db.transaction(async (tx) => {
    const applied = new Set(
      (await tx.select({ permission: roleMatrixApplied.permission }).from(roleMatrixApplied)).map((r) => r.permission),
    );
    const newPermissions = PERMISSIONS.filter((permission) => !applied.has(permission));
    const result: RoleMatrixResult = { newPermissions, granted: [], renamed: [] };
    if (newPermissions.length === 0) return result;

    await tx
      .insert(roleMatrixApplied)
      .values(newPermissions.map((permission) => ({ permission })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(roles)
      .where(
        inArray(
          roles.id,
          BUILT_IN.map((role) => role.id),
        ),
      );
    for (const builtIn of BUILT_IN) {
      const row = rows.find((r) => r.id === builtIn.id);
      if (!row) continue;
      const missing = newPermissions.filter(
        (permission) => ROLE_MATRIX[permission].includes(builtIn.name) && !row.permissions.includes(permission),
      );
      if (missing.length === 0) continue;
      const grant = { roleId: row.id, role: builtIn.name, permissions: missing };
      if (row.name !== builtIn.name) {
        result.renamed.push({ ...grant, name: row.name });
        continue;
      }
      const [updated] = await tx
        .update(roles)
        .set({
          permissions: inMatrixOrder([...row.permissions, ...missing]),
          updated_at: new Date(),
          version: nextVersion(roles.version),
        })
        .where(eq(roles.id, row.id))
        .returning();
      if (!updated) continue;
      // Read in the role's history like an Admin's edit, with the reason in the note.
      await recordAudit(
        tx,
        { requestId: null, actor: null },
        {
          action: 'permission_change',
          record: roleRecord(updated),
          changes: changesBetween(
            { permissions: row.permissions.join(', ') },
            { permissions: updated.permissions.join(', ') },
          ),
          note: `granted ${missing.join(', ')} (new permissions, given by the role matrix at start-up)`,
        },
      );
      result.granted.push(grant);
    }
    return result;
  });
}
