/**
 * Owning waiting work: an order, a cancel request or a customer's KYC review can be claimed by the
 * caller or assigned to a colleague who may act on it (holds the kind's permission), or released.
 * Each kind's route lives with its records; this is the rule they share.
 */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ASSIGN_PERMISSIONS, ASSIGNABLE_KINDS, ROLE_CUSTOMER } from '@admin/api-client/contract';
import type { AssignableKind, Assignee } from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { roles, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { id } from '../../http/fields';
import { record } from '../../http/responses';

export const assignBody = z.object({ assignee_id: id.nullable() });
export const assigneesQuery = z.object({ kind: z.enum(ASSIGNABLE_KINDS) });

/** Active, live staff whose role holds the permission to act on `kind`. */
const mayAct = (kind: AssignableKind) =>
  and(
    isNull(users.deleted_at),
    eq(users.status, 'Active'),
    ne(users.role, ROLE_CUSTOMER),
    eq(roles.is_staff, true),
    sql`${ASSIGN_PERMISSIONS[kind]} = any(${roles.permissions})`,
  );

/** Who may be given items of `kind`, by name. */
export async function assigneesFor(db: Queryable, kind: AssignableKind): Promise<Assignee[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role))
    .where(mayAct(kind))
    .orderBy(asc(users.name), asc(users.id));
}

/** 400 unless `assigneeId` (when not null: null releases the item) may act on `kind`. */
export async function assertAssignable(db: Queryable, assigneeId: number | null, kind: AssignableKind): Promise<void> {
  if (assigneeId === null) return;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role))
    .where(and(eq(users.id, assigneeId), mayAct(kind)));
  if (!row)
    throw badRequest(`assignee_id: not an active staff member who may act on this (needs ${ASSIGN_PERMISSIONS[kind]})`);
}

/** The assignee's id and name as a JSON object in a list row (null when nobody holds the item). */
export const assigneeJson = (column: string) =>
  sql<Assignee | null>`(select json_build_object('id', a.id, 'name', a.name) from users a where a.id = ${sql.raw(column)})`;

/** Who holds an item, as the records and the assignee list answer it. */
export const assigneeAnswer = record({ id: z.number().int(), name: z.string() });
