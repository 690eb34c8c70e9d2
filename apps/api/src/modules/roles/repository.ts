/** Roles as stored and answered: with the permissions a first Admin asked for, waiting for a second. */
import { asc, count, eq } from 'drizzle-orm';
import { ROLE_SORT_KEYS, SYSTEM_ROLE_IDS } from '@admin/api-client/contract';
import type { Permission, Role } from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { roles } from '../../db/schema';
import { inMatrixOrder } from '../../auth/permission-set';
import { iso } from '../../http/dates';
import { found } from '../../http/errors';
import { offsetOf } from '../../http/paging';
import { type SortColumns, sortOrder } from '../../http/sorting';
import { awaitingOf, firstDeciders } from '../four-eyes/rules';
import type { RoleQuery } from './schemas';

export type RoleRow = typeof roles.$inferSelect;

/** The decide permissions a first decision asks to add (kept as `a, b` in `first_decision`). */
const askedPermissions = (decision: string): Permission[] =>
  inMatrixOrder(decision.split(',').map((p) => p.trim()) as Permission[]);

export const toRole = (
  { first_decision, first_reason, first_decided_by, first_decided_at, ...row }: RoleRow,
  names: Map<number, string> = new Map(),
): Role => {
  const awaiting = awaitingOf<string>(
    { first_decision, first_reason, first_decided_by, first_decided_at },
    first_decided_by === null ? null : (names.get(first_decided_by) ?? null),
  );
  return {
    ...row,
    is_system: SYSTEM_ROLE_IDS.includes(row.id),
    permissions: inMatrixOrder(row.permissions),
    awaiting_second_approval: awaiting ? { ...awaiting, permissions: askedPermissions(awaiting.decision) } : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
};

/** The rows as answered, naming who asked for waiting permissions. */
export async function rolesAnswered(db: Queryable, rows: RoleRow[]): Promise<Role[]> {
  const names = await firstDeciders(db, rows);
  return rows.map((row) => toRole(row, names));
}

/** A role; 404 'Role not found' when there is none. */
export async function findRole(db: Queryable, roleId: number): Promise<Role> {
  const [row] = await db.select().from(roles).where(eq(roles.id, roleId));
  return (await rolesAnswered(db, [found(row, 'Role')]))[0] as Role;
}

/** The columns behind the role list's sort keys. */
const roleSortColumns: SortColumns<(typeof ROLE_SORT_KEYS)[number]> = {
  name: roles.name,
  created_at: roles.created_at,
};

export async function listRoles(db: Queryable, q: RoleQuery): Promise<{ rows: Role[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(roles)
      .orderBy(...sortOrder(q, ROLE_SORT_KEYS, roleSortColumns, roles.id, [asc(roles.id)]))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ n: count() }).from(roles),
  ]);
  return { rows: await rolesAnswered(db, rows), total: total?.n ?? 0 };
}
