/**
 * Employees: staff users (is_employee) — paged list, create, read, update, delete (soft).
 *
 * Rules beyond the route's permission (employees.write), each a 403 `code: 'forbidden'`:
 * nobody changes their own role or status; nobody manages an employee, or hands out a role,
 * holding permissions they do not hold themselves (no escalation through a weaker role); the last
 * active Admin cannot be demoted, deactivated or deleted. A new phone, a new role, deactivation and
 * deletion end the employee's sessions at once.
 *
 * Four eyes (roleGrants.ts): a role holding a decide permission the employee does not hold yet waits
 * for a second, independent Admin (`…/role/confirm`, `…/role/send-back`).
 */
import { and, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, EMPLOYEE_SORT_KEYS, ROLE_ADMIN, USER_STATUSES } from '@admin/api-client/contract';
import type { Employee, ItemResponse, Permission, RoleAwaitingSecondApproval } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/connection';
import { roles, users } from '../../db/schema';
import { staffOf } from '../../auth/guard';
import { lacking } from '../../auth/permissionSet';
import { revokeSessionsOf, type AuthUser } from '../../auth/staffUser';
import { auditedInsert } from '../../audit/audited';
import { changesBetween } from '../../audit/changes';
import { employeeRecord } from '../../audit/labels';
import { recordAudit } from '../../audit/record';
import { badRequest, conflict, forbidden, found } from '../../http/errors';
import {
  containsPattern,
  countryCode,
  httpUrl,
  id,
  idParams,
  isoDate,
  optionalText,
  pageFields,
  phone,
  requiredText,
  searchText,
} from '../../http/fields';
import { listResponse, offsetOf } from '../../http/paging';
import { itemOf, pageOf, record } from '../../http/responses';
import { ifMatchVersions, nextVersion, requiredVersionMatch, sendVersion, staleVersion } from '../../http/versioning';
import { type SortColumns, sortFields, sortOrder } from '../../http/sorting';
import { assertIndependentSecond, assertNoFirstDecision, assertSecondStaff } from '../fourEyes/rules';
import { employeeAnswer } from './answers';
import { decideGranted, grantLabel, noPendingRole, selectEmployees, toEmployee } from './roleGrants';

const employeeFields = {
  name: requiredText.max(120),
  phone,
  country_code: countryCode.default(DEFAULT_COUNTRY_CODE),
  email: z.email(),
  role: id,
  work_email: z.email().nullish(),
  whatsapp_no: optionalText,
  join_date: isoDate.nullish(),
  meeting_link: httpUrl.nullish(),
  status: z.enum(USER_STATUSES).optional(),
};
const createBody = z.object(employeeFields);
const updateBody = z.object({ ...employeeFields, country_code: countryCode }).partial();
const sendBackBody = z.object({ reason: requiredText.max(2000).optional() });
export const employeeListQuery = z.object({
  ...pageFields,
  role: id.optional(),
  status: z.enum(USER_STATUSES).optional(),
  search: searchText.optional(),
  ...sortFields(EMPLOYEE_SORT_KEYS),
});

const employeeScope = and(eq(users.is_employee, true), isNull(users.deleted_at));

/**
 * Refuses when `userId` is the only active Admin left. Locks the active Admins' rows, so of two
 * concurrent removals of the last two Admins the second sees the first and is refused.
 */
async function assertNotLastAdmin(tx: Queryable, userId: number): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, ROLE_ADMIN), eq(users.status, 'Active'), isNull(users.deleted_at)))
    .for('update');
  if (admins.some((admin) => admin.id === userId) && admins.length <= 1) {
    throw forbidden('The last active Admin cannot be demoted, deactivated or deleted');
  }
}

/** The columns behind the employee list's sort keys. */
const employeeSortColumns: SortColumns<(typeof EMPLOYEE_SORT_KEYS)[number]> = {
  name: users.name,
  email: users.email,
  status: users.status,
  join_date: users.join_date,
  created_at: users.created_at,
};

/** Of an employee's row, what an entry leaves out: ids and what the API keeps for itself. */
const EMPLOYEE_IGNORED = [
  'id',
  'uuid',
  'created_by',
  'role_granted_by',
  'role_granted_at',
  'pending_role',
  'pending_role_by',
  'pending_role_at',
];

export function employeeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  /** The employee as answered; `on` is the transaction when called inside one (PGlite has one connection). */
  const findEmployee = async (employeeId: number, on: Queryable = db, scope = employeeScope): Promise<Employee> => {
    const [row] = await selectEmployees(on).where(and(eq(users.id, employeeId), scope));
    return toEmployee(found(row, 'Employee'));
  };
  const staffRole = async (roleId: number): Promise<{ name: string; permissions: Permission[] }> => {
    const [role] = await db.select().from(roles).where(eq(roles.id, roleId));
    if (!role) throw badRequest('role: unknown role');
    if (!role.is_staff) throw badRequest('role: employees need a staff role (not Customer)');
    return role;
  };
  const assertStaffRole = async (roleId: number): Promise<Permission[]> => (await staffRole(roleId)).permissions;
  /** `on` is the transaction when called inside one (PGlite has one connection). */
  const rolePermissions = async (roleId: number, on: Queryable = db): Promise<Permission[]> =>
    (await on.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, roleId)))[0]?.permissions ?? [];
  /** `what` (a role to hand out, or an employee's current role) must not hold more than the acting user. */
  const assertWithinOwn = (actor: AuthUser, held: Permission[], what: string) => {
    const missing = lacking(actor.permissions, held);
    if (missing[0])
      throw forbidden(`You cannot ${what} holding permissions you do not hold: ${missing.join(', ')}`, missing[0]);
  };
  const assertPhoneFree = async (p: string, cc: string, except?: number) => {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, p), eq(users.country_code, cc)));
    if (other && other.id !== except) throw conflict('An account with this phone number already exists');
  };

  return async (app) => {
    app.get(
      '/v2/admin/employee',
      { schema: { querystring: employeeListQuery, response: { 200: pageOf(employeeAnswer) } } },
      async (request) => {
        const q = request.query;
        const where = and(
          employeeScope,
          q.role ? eq(users.role, q.role) : undefined,
          q.status ? eq(users.status, q.status) : undefined,
          q.search
            ? or(
                ilike(users.name, containsPattern(q.search)),
                ilike(users.phone, containsPattern(q.search)),
                ilike(users.email, containsPattern(q.search)),
              )
            : undefined,
        );
        const [rows, [total]] = await Promise.all([
          selectEmployees(db)
            .where(where)
            .orderBy(
              ...sortOrder(request.query, EMPLOYEE_SORT_KEYS, employeeSortColumns, users.id, [
                desc(users.created_at),
                desc(users.id),
              ]),
            )
            .limit(q.limit)
            .offset(offsetOf(q.page, q.limit)),
          db.select({ n: count() }).from(users).where(where),
        ]);
        return listResponse(rows.map(toEmployee), total?.n ?? 0, q.page, q.limit);
      },
    );

    app.post(
      '/v2/admin/employee',
      { schema: { body: createBody, response: { 201: itemOf(employeeAnswer) } } },
      async (request, reply) => {
        const body = request.body;
        const staff = staffOf(request);
        const role = await staffRole(body.role);
        assertWithinOwn(staff, role.permissions, 'give a role');
        await assertPhoneFree(body.phone, body.country_code);
        // A role that decides is not given by one Admin: the new account waits, Inactive, holding it pending.
        const waits = decideGranted([], role.permissions).length > 0;
        const now = new Date();
        const row = await auditedInsert<typeof users.$inferSelect>(db, request, {
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
          note: waits
            ? `Added with the role ${role.name} awaiting a second Admin; inactive until it is confirmed`
            : null,
        });
        const data = await findEmployee(row.id);
        return reply.status(201).send({
          data,
          message: waits
            ? `Employee added, inactive until a second Admin confirms the role ${role.name}`
            : 'Employee added',
        } satisfies ItemResponse<Employee>);
      },
    );

    app.get(
      '/v2/admin/employee/:id',
      { schema: { params: idParams, response: { 200: itemOf(employeeAnswer) } } },
      async (request, reply): Promise<ItemResponse<Employee>> => {
        const { id: employeeId } = request.params;
        const data = await findEmployee(employeeId);
        sendVersion(reply, data);
        return { data };
      },
    );

    app.put(
      '/v2/admin/employee/:id',
      { schema: { params: idParams, body: updateBody, response: { 200: itemOf(employeeAnswer) } } },
      async (request, reply): Promise<ItemResponse<Employee>> => {
        const { id: employeeId } = request.params;
        const staff = staffOf(request);
        const current = await findEmployee(employeeId);
        const newRole = request.body.role !== undefined && request.body.role !== current.role;
        const newStatus = request.body.status !== undefined && request.body.status !== current.status;
        const waiting = current.role_awaiting_second_approval;
        // While a grant waits, the role is the second Admin's to settle; a new account's status too.
        if (newRole || (newStatus && waiting?.new_employee)) assertNoFirstDecision(waiting, `role of ${current.name}`);
        const grant =
          newRole && request.body.role !== undefined
            ? await (async () => {
                const next = await staffRole(request.body.role as number);
                const granted = decideGranted(await rolePermissions(current.role), next.permissions);
                return granted.length > 0 ? { id: request.body.role as number, name: next.name } : null;
              })()
            : null;
        // A grant that waits leaves the role as it is until confirmed; the other fields apply now.
        const body = grant ? { ...request.body, role: undefined } : request.body;
        const deactivated = body.status !== undefined && body.status !== current.status && body.status !== 'Active';
        const newPhone =
          (body.phone !== undefined && body.phone !== current.phone) ||
          (body.country_code !== undefined && body.country_code !== current.country_code);
        if (employeeId === staff.id && (newRole || (body.status !== undefined && body.status !== current.status))) {
          throw forbidden('You cannot change your own role or status');
        }
        assertWithinOwn(staff, await rolePermissions(current.role), 'manage an employee whose role is');
        if (body.role !== undefined) assertWithinOwn(staff, await assertStaffRole(body.role), 'give a role');
        if (newPhone)
          await assertPhoneFree(body.phone ?? current.phone, body.country_code ?? current.country_code, employeeId);
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
            .where(and(eq(users.id, employeeId), requiredVersionMatch(users.version, request, 'Employee')))
            .returning();
          const [after] = updated;
          if (before && after) {
            const changes = changesBetween(before, after, { ignore: EMPLOYEE_IGNORED });
            if (grant)
              changes.push({
                field: 'role_awaiting_second_approval',
                before: null,
                after: `${grant.name} by ${staff.name}`,
              });
            await recordAudit(tx, request, {
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
        const data = await findEmployee(employeeId);
        if (!applied) throw staleVersion('Employee', data);
        sendVersion(reply, data);
        return {
          data,
          message: grant ? `Employee updated; the role ${grant.name} awaits a second Admin` : 'Employee updated',
        };
      },
    );

    /**
     * Runs a step on a waiting role grant, the employee's row locked for the transaction (the grant is
     * read under the lock), honouring an If-Match when sent: 409 with the employee as now when stale.
     */
    const onGrant = async (
      request: Parameters<typeof staffOf>[0],
      employeeId: number,
      step: (
        tx: Queryable,
        before: typeof users.$inferSelect,
        waiting: RoleAwaitingSecondApproval | null,
      ) => Promise<'kept' | 'deleted'>,
    ): Promise<Employee> => {
      const applied = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, employeeId), employeeScope))
          .for('update');
        const before = found(locked, 'Employee');
        const versions = ifMatchVersions(request);
        if (versions !== null && !versions.includes(before.version)) return 'stale';
        return step(tx, before, (await findEmployee(employeeId, tx)).role_awaiting_second_approval);
      });
      if (applied === 'stale') throw staleVersion('Employee', await findEmployee(employeeId));
      // A new account sent back is deleted: its last state is the answer.
      return findEmployee(employeeId, db, applied === 'deleted' ? eq(users.is_employee, true) : employeeScope);
    };

    // The second step of a grant: another Admin, independent of the first, confirms it (the role takes
    // effect; a new account becomes Active) ...
    app.post(
      '/v2/admin/employee/:id/role/confirm',
      { schema: { params: idParams, response: { 200: itemOf(employeeAnswer) } } },
      async (request, reply): Promise<ItemResponse<Employee>> => {
        const { id: employeeId } = request.params;
        const staff = staffOf(request);
        let first: RoleAwaitingSecondApproval | undefined;
        const data = await onGrant(request, employeeId, async (tx, before, waiting) => {
          if (employeeId === staff.id) throw forbidden('You cannot confirm a role given to yourself');
          first = await assertIndependentSecond(tx, waiting, staff.id, `role of ${before.name}`);
          assertWithinOwn(staff, await rolePermissions(first.role.id, tx), 'confirm a role');
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
          await recordAudit(tx, request, {
            action: 'permission_change',
            record: employeeRecord(before),
            changes,
            note: `Second approval: confirms the role ${first.role.name} given by ${first.by.name}`,
          });
          // Their role says what they may do: sessions opened under the old one end now.
          await revokeSessionsOf(tx, employeeId);
          return 'kept';
        });
        sendVersion(reply, data);
        return {
          data,
          message: `${data.name} now has the role ${first?.role.name} (given by ${first?.by.name}, confirmed)`,
        };
      },
    );
    // ... or sends it back: the role stays as it was; a new account waiting with it is not added.
    app.post(
      '/v2/admin/employee/:id/role/send-back',
      { schema: { params: idParams, body: sendBackBody.optional(), response: { 200: itemOf(employeeAnswer) } } },
      async (request, reply): Promise<ItemResponse<Employee>> => {
        const { id: employeeId } = request.params;
        const reason = request.body?.reason;
        let first: RoleAwaitingSecondApproval | undefined;
        const data = await onGrant(request, employeeId, async (tx, before, waiting) => {
          first = assertSecondStaff(waiting, staffOf(request).id, `role of ${before.name}`);
          const now = new Date();
          const [after] = await tx
            .update(users)
            .set({
              ...noPendingRole,
              ...(first.new_employee ? { deleted_at: now, status: 'Inactive' } : {}),
              updated_by: staffOf(request).id,
              updated_at: now,
              version: nextVersion(users.version),
            })
            .where(eq(users.id, employeeId))
            .returning();
          const changes = changesBetween(before, found(after, 'Employee'), { ignore: EMPLOYEE_IGNORED });
          changes.push({ field: 'role_awaiting_second_approval', before: grantLabel(first), after: null });
          await recordAudit(tx, request, {
            action: first.new_employee ? 'delete' : 'permission_change',
            record: employeeRecord(before),
            changes,
            note: `Sent back the role ${first.role.name} given by ${first.by.name}${first.new_employee ? `: ${before.name} is not added` : ''}${reason ? `: ${reason}` : ''}`,
          });
          if (!first.new_employee) return 'kept';
          await revokeSessionsOf(tx, employeeId);
          return 'deleted';
        });
        sendVersion(reply, data);
        return {
          data,
          message: first?.new_employee
            ? `Role ${first.role.name} sent back: ${data.name} is not added`
            : `Role ${first?.role.name} for ${data.name} by ${first?.by.name} sent back`,
        };
      },
    );

    app.delete(
      '/v2/admin/employee/:id',
      { schema: { params: idParams, response: { 200: itemOf(record({ id: z.number().int() })) } } },
      async (request) => {
        const { id: employeeId } = request.params;
        const current = await findEmployee(employeeId);
        const staff = staffOf(request);
        if (employeeId === staff.id) throw forbidden('You cannot delete your own account');
        assertWithinOwn(staff, await rolePermissions(current.role), 'delete an employee whose role is');
        const now = new Date();
        await db.transaction(async (tx) => {
          await assertNotLastAdmin(tx, employeeId);
          const [deleted] = await tx
            .update(users)
            .set({ deleted_at: now, status: 'Inactive', updated_at: now, version: nextVersion(users.version) })
            .where(eq(users.id, employeeId))
            .returning();
          await recordAudit(tx, request, {
            action: 'delete',
            record: employeeRecord(found(deleted, 'Employee')),
            changes: changesBetween(
              { status: current.status, deleted_at: null },
              { status: 'Inactive', deleted_at: now },
            ),
          });
          // Their sessions end now: no refresh token of theirs may be redeemed again.
          await revokeSessionsOf(tx, employeeId);
        });
        return { data: { id: employeeId }, message: 'Employee deleted' };
      },
    );
  };
}
