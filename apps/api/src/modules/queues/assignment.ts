/**
 * Owning waiting work: an order, a cancel request or a customer's KYC review can be claimed by the
 * caller or assigned to a colleague who may act on it (holds the kind's permission), or released.
 * Each kind's route lives with its records; this is the rule they share.
 */
import { and, asc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ASSIGN_PERMISSIONS, ASSIGNABLE_KINDS, PERMISSION_LABELS, ROLE_CUSTOMER } from '@admin/api-client/contract';
import type { AssignableKind, Assignee, HeldByOtherErrorBody, Permission } from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { roles, users } from '../../db/schema';
import { staffOf } from '../../auth/guard';
import { badRequest, HttpError } from '../../http/errors';
import { ifMatchVersions, staleVersion, versionMatches } from '../../http/versioning';
import { id } from '../../http/fields';
import { record } from '../../http/responses';

export const assignBody = z.object({ assignee_id: id.nullable() });
export const assigneesQuery = z.object({ kind: z.enum(ASSIGNABLE_KINDS) });

/** Active, live staff whose role holds `permission` (a query of users joined to their roles). */
export const activeStaffHolding = (permission: Permission) =>
  and(
    isNull(users.deleted_at),
    eq(users.status, 'Active'),
    ne(users.role, ROLE_CUSTOMER),
    eq(roles.is_staff, true),
    sql`${permission} = any(${roles.permissions})`,
  );

/** Active, live staff whose role holds the permission to act on `kind`. */
const mayAct = (kind: AssignableKind) => activeStaffHolding(ASSIGN_PERMISSIONS[kind]);

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
  // Staff read it (a bulk assignment's per-item result): the permission in their words, not its key.
  if (!row)
    throw badRequest(
      `That person cannot be given this: not active staff whose role includes “${PERMISSION_LABELS[ASSIGN_PERMISSIONS[kind]]}”`,
    );
}

/** Who holds an item, as the records and the assignee list answer it. */
export const assigneeAnswer = record({ id: z.number().int(), name: z.string() });

/**
 * What must still hold for an owner change sent without If-Match: the item is nobody's or the
 * caller's own. Changing the owner of an item someone else holds is a takeover, which needs the
 * version the caller saw (If-Match): a claim made blind must not silently take a colleague's work
 * (of 20 such claims at once, one wins). Undefined with If-Match, whose version is checked instead.
 */
function notHeldByOthers(column: PgColumn, request: FastifyRequest): SQL | undefined {
  if (ifMatchVersions(request) !== null) return undefined;
  return or(isNull(column), eq(column, staffOf(request).id));
}

/** A claim's guard: the If-Match when sent, else nobody else may hold the item (`notHeldByOthers`). */
export const claimGuard = (table: { version: PgColumn; assignee_id: PgColumn }, request: FastifyRequest) =>
  and(versionMatches(table.version, request), notHeldByOthers(table.assignee_id, request));

/**
 * Why an owner change did not apply: someone else holds the item and no If-Match was sent (409
 * naming the holder), or the version sent is stale (409 with the record as it is now).
 */
export function refusedAssignment<T extends { version: number }>(
  request: FastifyRequest,
  /** The record as a stale version's message names it ("Order"). */
  what: string,
  current: T,
  holder: Assignee | null,
  /** The item as the takeover's message names it ("Order #12"). */
  item: string,
): HttpError {
  if (ifMatchVersions(request) !== null || !holder || holder.id === staffOf(request).id)
    return staleVersion(what, current);
  const body: Omit<HeldByOtherErrorBody<T>, 'message'> = { code: 'held_by_other', holder, current };
  return new HttpError(
    409,
    `${item} is held by ${holder.name}. Taking it over needs the version you saw (If-Match): reload it and choose Take over`,
    body,
  );
}
