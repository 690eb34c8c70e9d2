/**
 * Roles: paged list, read, create, update. Role 2 (Customer) is the only non-staff role. A role
 * created here starts with no permissions; `PUT /role/{id}` with `permissions` sets its list.
 * Creating and editing need `roles.manage`; the system roles (Admin, Customer) keep their names.
 * Four eyes: decide permissions (`DECIDE_PERMISSIONS`) added to a role wait for a second, independent
 * Admin (`POST /role/{id}/confirm` or `…/send-back`); the rest of the edit applies at once.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DECIDE_PERMISSIONS,
  PERMISSIONS,
  ROLE_ADMIN,
  ROLE_SORT_KEYS,
  SYSTEM_ROLE_IDS,
} from '@admin/api-client/contract';
import type { ItemResponse, Permission, PermissionsAwaitingSecondApproval, Role } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/connection';
import { roles } from '../../db/schema';
import { staffOf } from '../../auth/guard';
import { inMatrixOrder, lacking } from '../../auth/permissionSet';
import { iso } from '../../http/dates';
import { badRequest, conflict, forbidden, found } from '../../http/errors';
import { idParams, optionalText, pageFields, requiredText } from '../../http/fields';
import { listResponse, offsetOf } from '../../http/paging';
import { itemOf, pageOf, record, versioned } from '../../http/responses';
import { ifMatchVersions, nextVersion, requiredVersionMatch, sendVersion, staleVersion } from '../../http/versioning';
import { type SortColumns, sortFields, sortOrder } from '../../http/sorting';
import { auditedInsert } from '../../audit/audited';
import { changesBetween } from '../../audit/changes';
import { roleRecord } from '../../audit/labels';
import { recordAudit } from '../../audit/record';
import { awaitingSecondApprovalAnswer } from '../fourEyes/answers';
import {
  assertIndependentSecond,
  assertNoFirstDecision,
  assertSecondStaff,
  awaitingOf,
  firstDeciders,
  noFirstDecision,
} from '../fourEyes/rules';

export const roleBody = z.object({ name: requiredText.max(60), description: optionalText });
export const updateBody = roleBody.partial().extend({
  permissions: z
    .array(z.enum(PERMISSIONS))
    .max(PERMISSIONS.length * 2)
    .optional(),
});
/** A role as the routes answer it: the client's `Role`, field by field (test/clientTypes.test.ts). */
export const roleAnswer = record({
  ...versioned,
  name: z.string(),
  description: z.string().nullable(),
  is_staff: z.boolean(),
  is_system: z.boolean(),
  permissions: z.array(z.enum(PERMISSIONS)),
  awaiting_second_approval: awaitingSecondApprovalAnswer(z.string())
    .extend({ permissions: z.array(z.enum(PERMISSIONS)) })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
const sendBackBody = z.object({ reason: requiredText.max(2000).optional() });

type RoleRow = typeof roles.$inferSelect;

/** The decide permissions a first decision asks to add (kept as `a, b` in `first_decision`). */
const askedPermissions = (decision: string): Permission[] =>
  inMatrixOrder(decision.split(',').map((p) => p.trim()) as Permission[]);

const toRole = (
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

/** What the trail says of waiting permissions ("kyc.decide by Asha Admin"). */
const waitingLabel = (waiting: PermissionsAwaitingSecondApproval) => `${waiting.decision} by ${waiting.by.name}`;

export const roleQuery = z.object({ ...pageFields, ...sortFields(ROLE_SORT_KEYS) });

/** The columns behind the role list's sort keys. */
const roleSortColumns: SortColumns<(typeof ROLE_SORT_KEYS)[number]> = {
  name: roles.name,
  created_at: roles.created_at,
};

export function roleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  /** The rows as answered; `on` is the transaction when called inside one (PGlite has one connection). */
  const answer = async (rows: RoleRow[], on: Queryable = db) => {
    const names = await firstDeciders(on, rows);
    return rows.map((row) => toRole(row, names));
  };
  const findRole = async (roleId: number, on: Queryable = db) =>
    (await answer([found((await on.select().from(roles).where(eq(roles.id, roleId)))[0], 'Role')], on))[0] as Role;

  /**
   * Runs a step on the waiting permissions of a role locked for the transaction, honouring an
   * If-Match when sent: 409 with the role as it is now when stale.
   */
  const onWaiting = async (
    request: Parameters<typeof staffOf>[0],
    id: number,
    step: (tx: Queryable, row: RoleRow, waiting: PermissionsAwaitingSecondApproval | null) => Promise<void>,
  ): Promise<Role> => {
    const applied = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
      const locked = found(row, 'Role');
      const versions = ifMatchVersions(request);
      if (versions !== null && !versions.includes(locked.version)) return false;
      const [current] = await answer([locked], tx);
      await step(tx, locked, current?.awaiting_second_approval ?? null);
      return true;
    });
    const data = await findRole(id);
    if (!applied) throw staleVersion('Role', data);
    return data;
  };
  return async (app) => {
    app.get('/role', { schema: { querystring: roleQuery, response: { 200: pageOf(roleAnswer) } } }, async (request) => {
      const q = request.query;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(roles)
          .orderBy(...sortOrder(request.query, ROLE_SORT_KEYS, roleSortColumns, roles.id, [asc(roles.id)]))
          .limit(q.limit)
          .offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(roles),
      ]);
      return listResponse(await answer(rows), total?.n ?? 0, q.page, q.limit);
    });
    app.get(
      '/role/:id',
      { schema: { params: idParams, response: { 200: itemOf(roleAnswer) } } },
      async (request, reply): Promise<ItemResponse<Role>> => {
        const { id } = request.params;
        const data = await findRole(id);
        sendVersion(reply, data);
        return { data };
      },
    );
    app.post('/role', { schema: { body: roleBody, response: { 201: itemOf(roleAnswer) } } }, async (request, reply) => {
      const body = request.body;
      const row = await auditedInsert<typeof roles.$inferSelect>(db, request, {
        table: roles,
        values: { ...body, is_staff: true, permissions: [] },
        record: roleRecord,
        changes: { ignore: ['id'] },
      });
      return reply
        .status(201)
        .send({ data: toRole(found(row, 'Role')), message: 'Role created' } satisfies ItemResponse<Role>);
    });
    app.put(
      '/role/:id',
      { schema: { params: idParams, body: updateBody, response: { 200: itemOf(roleAnswer) } } },
      async (request, reply): Promise<ItemResponse<Role>> => {
        const { id } = request.params;
        const { permissions: wanted, ...fields } = request.body;
        const current = await findRole(id);
        // The code gives these roles their meaning by id; a new name would make every screen that
        // shows it say something the role does not do.
        if (current.is_system && fields.name !== undefined && fields.name !== current.name) {
          throw badRequest(`name: the ${current.name} role is a system role; its name cannot be changed`);
        }
        const asked = wanted === undefined ? undefined : inMatrixOrder(wanted);
        if (asked !== undefined && asked.join() !== current.permissions.join()) {
          if (!current.is_staff) throw badRequest('permissions: the Customer role cannot hold permissions');
          if (id === ROLE_ADMIN) throw conflict('The Admin role always holds every permission');
          // Granting or withdrawing what you do not hold yourself would be an escalation.
          const changed = [
            ...asked.filter((p) => !current.permissions.includes(p)),
            ...current.permissions.filter((p) => !asked.includes(p)),
          ];
          const missing = lacking(staffOf(request).permissions, changed);
          if (missing[0])
            throw forbidden(
              `You cannot grant or withdraw permissions you do not hold: ${missing.join(', ')}`,
              missing[0],
            );
        }
        // Decide permissions added wait for a second Admin: the role holds the rest of the list now.
        const decide = (asked ?? []).filter((p) => DECIDE_PERMISSIONS.includes(p) && !current.permissions.includes(p));
        if (decide.length > 0)
          assertNoFirstDecision(current.awaiting_second_approval, `change of role ${current.name}`);
        const permissions = asked?.filter((p) => !decide.includes(p));
        const staff = staffOf(request);
        const row = await db.transaction(async (tx) => {
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
            .where(and(eq(roles.id, id), requiredVersionMatch(roles.version, request, 'Role')))
            .returning();
          if (!updated) return undefined;
          // Permissions as a readable list, each grant and withdrawal in the note.
          const before = { ...current, permissions: current.permissions.join(', ') };
          const changes = changesBetween(
            before,
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
          await recordAudit(tx, request, {
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
          return updated;
        });
        const data = await findRole(id);
        if (!row) throw staleVersion('Role', data);
        sendVersion(reply, data);
        return {
          data,
          message: decide.length > 0 ? `Role updated; ${decide.join(', ')} awaits a second Admin` : 'Role updated',
        };
      },
    );
    // The second step: another Admin, independent of the first, confirms the waiting permissions (the
    // role holds them from now) ...
    app.post(
      '/role/:id/confirm',
      { schema: { params: idParams, response: { 200: itemOf(roleAnswer) } } },
      async (request, reply): Promise<ItemResponse<Role>> => {
        const { id } = request.params;
        const staff = staffOf(request);
        let first: PermissionsAwaitingSecondApproval | undefined;
        const data = await onWaiting(request, id, async (tx, row, waiting) => {
          first = await assertIndependentSecond(tx, waiting, staff.id, `change of role ${row.name}`);
          const missing = lacking(staff.permissions, first.permissions);
          if (missing[0])
            throw forbidden(
              `You cannot grant or withdraw permissions you do not hold: ${missing.join(', ')}`,
              missing[0],
            );
          const permissions = inMatrixOrder([...row.permissions, ...first.permissions]);
          await tx
            .update(roles)
            .set({ permissions, ...noFirstDecision, updated_at: new Date(), version: nextVersion(roles.version) })
            .where(eq(roles.id, row.id));
          await recordAudit(tx, request, {
            action: 'permission_change',
            record: roleRecord(row),
            changes: [
              { field: 'permissions', before: row.permissions.join(', '), after: permissions.join(', ') },
              { field: 'permissions_awaiting_second_approval', before: waitingLabel(first), after: null },
            ],
            note: `Second approval: confirms granting ${first.decision} asked by ${first.by.name}`,
          });
        });
        sendVersion(reply, data);
        return {
          data,
          message: `${data.name} now holds ${first?.decision} (asked by ${first?.by.name}, confirmed)`,
        };
      },
    );
    // ... or sends them back: the role keeps the permissions it holds.
    app.post(
      '/role/:id/send-back',
      { schema: { params: idParams, body: sendBackBody.optional(), response: { 200: itemOf(roleAnswer) } } },
      async (request, reply): Promise<ItemResponse<Role>> => {
        const { id } = request.params;
        const reason = request.body?.reason;
        let first: PermissionsAwaitingSecondApproval | undefined;
        const data = await onWaiting(request, id, async (tx, row, waiting) => {
          first = assertSecondStaff(waiting, staffOf(request).id, `change of role ${row.name}`);
          await tx
            .update(roles)
            .set({ ...noFirstDecision, updated_at: new Date(), version: nextVersion(roles.version) })
            .where(eq(roles.id, row.id));
          await recordAudit(tx, request, {
            action: 'permission_change',
            record: roleRecord(row),
            changes: [{ field: 'permissions_awaiting_second_approval', before: waitingLabel(first), after: null }],
            note: `Sent back granting ${first.decision} asked by ${first.by.name}${reason ? `: ${reason}` : ''}`,
          });
        });
        sendVersion(reply, data);
        return { data, message: `Granting ${first?.decision} to ${data.name} by ${first?.by.name} sent back` };
      },
    );
  };
}
