/**
 * Employees: staff users (is_employee) — paged list, create, read, update, delete (soft).
 *
 * Rules beyond the route's permission (employees.write), each a 403 `code: 'forbidden'`:
 * nobody changes their own role or status; nobody manages an employee, or hands out a role,
 * holding permissions they do not hold themselves (no escalation through a weaker role); the last
 * active Admin cannot be demoted, deactivated or deleted. A new phone, a new role, deactivation and
 * deletion end the employee's sessions at once.
 */
import { and, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, EMPLOYEE_SORT_KEYS, ROLE_ADMIN, USER_STATUSES } from '@admin/api-client/contract';
import type { Employee, ItemResponse, Permission } from '@admin/api-client/contract';
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
import { nextVersion, requiredVersionMatch, sendVersion, staleVersion } from '../../http/versioning';
import { type SortColumns, sortFields, sortOrder } from '../../http/sorting';
import { findCustomer, selectCustomers, toCustomer } from '../customers/mapper';
import { customerAnswer } from '../customers/answers';

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
const EMPLOYEE_IGNORED = ['id', 'uuid', 'created_by', 'role_granted_by', 'role_granted_at'];

export function employeeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const findEmployee = async (employeeId: number): Promise<Employee> =>
    found(await findCustomer(db, employeeId, employeeScope), 'Employee');
  const assertStaffRole = async (roleId: number): Promise<Permission[]> => {
    const [role] = await db.select().from(roles).where(eq(roles.id, roleId));
    if (!role) throw badRequest('role: unknown role');
    if (!role.is_staff) throw badRequest('role: employees need a staff role (not Customer)');
    return role.permissions;
  };
  const rolePermissions = async (roleId: number): Promise<Permission[]> =>
    (await db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, roleId)))[0]?.permissions ?? [];
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
      { schema: { querystring: employeeListQuery, response: { 200: pageOf(customerAnswer) } } },
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
          selectCustomers(db)
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
        return listResponse(rows.map(toCustomer), total?.n ?? 0, q.page, q.limit);
      },
    );

    app.post(
      '/v2/admin/employee',
      { schema: { body: createBody, response: { 201: itemOf(customerAnswer) } } },
      async (request, reply) => {
        const body = request.body;
        const staff = staffOf(request);
        assertWithinOwn(staff, await assertStaffRole(body.role), 'give a role');
        await assertPhoneFree(body.phone, body.country_code);
        const row = await auditedInsert<typeof users.$inferSelect>(db, request, {
          table: users,
          values: {
            ...body,
            is_employee: true,
            created_by: staff.id,
            updated_by: staff.id,
            role_granted_by: staff.id,
            role_granted_at: new Date(),
          },
          record: employeeRecord,
          changes: { ignore: EMPLOYEE_IGNORED },
        });
        const data = await findEmployee(row.id);
        return reply.status(201).send({ data, message: 'Employee added' } satisfies ItemResponse<Employee>);
      },
    );

    app.get(
      '/v2/admin/employee/:id',
      { schema: { params: idParams, response: { 200: itemOf(customerAnswer) } } },
      async (request, reply): Promise<ItemResponse<Employee>> => {
        const { id: employeeId } = request.params;
        const data = await findEmployee(employeeId);
        sendVersion(reply, data);
        return { data };
      },
    );

    app.put(
      '/v2/admin/employee/:id',
      { schema: { params: idParams, body: updateBody, response: { 200: itemOf(customerAnswer) } } },
      async (request, reply): Promise<ItemResponse<Employee>> => {
        const { id: employeeId } = request.params;
        const body = request.body;
        const staff = staffOf(request);
        const current = await findEmployee(employeeId);
        const newRole = body.role !== undefined && body.role !== current.role;
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
        const applied = await db.transaction(async (tx) => {
          if ((newRole && current.role === ROLE_ADMIN) || deactivated) await assertNotLastAdmin(tx, employeeId);
          const [before] = await tx.select().from(users).where(eq(users.id, employeeId));
          const updated = await tx
            .update(users)
            .set({
              ...body,
              ...(newRole ? { role_granted_by: staff.id, role_granted_at: new Date() } : {}),
              updated_by: staff.id,
              updated_at: new Date(),
              version: nextVersion(users.version),
            })
            .where(and(eq(users.id, employeeId), requiredVersionMatch(users.version, request, 'Employee')))
            .returning();
          const [after] = updated;
          if (before && after) {
            const changes = changesBetween(before, after, { ignore: EMPLOYEE_IGNORED });
            await recordAudit(tx, request, {
              action: newRole
                ? 'permission_change'
                : changes.length > 0 && changes.every((c) => c.field === 'status')
                  ? 'status_change'
                  : 'update',
              record: employeeRecord(after),
              changes,
            });
          }
          // Their phone receives the sign-in codes and their role says what they may do: sessions
          // opened under the old ones end now, as do those of a deactivated account.
          if (updated.length > 0 && (newPhone || newRole || deactivated)) await revokeSessionsOf(tx, employeeId);
          return updated.length > 0;
        });
        const data = await findEmployee(employeeId);
        if (!applied) throw staleVersion('Employee', data);
        sendVersion(reply, data);
        return { data, message: 'Employee updated' };
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
