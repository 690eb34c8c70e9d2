/** Employees: staff users (is_employee) — paged list, create, read, update, delete (soft). */
import { and, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, USER_STATUSES } from '@admin/api-client';
import type { Employee, ItemResponse } from '@admin/api-client';
import type { AppContext } from '../../context';
import { refreshTokens, roles, users } from '../../db/schema';
import { staffOf } from '../../auth/guard';
import { badRequest, conflict, found } from '../../http/errors';
import { containsPattern, countryCode, httpUrl, id, idParams, isoDate, optionalText, pageFields, phone, requiredText, searchText } from '../../http/fields';
import { listResponse, offsetOf } from '../../http/paging';
import { parse } from '../../http/validate';
import { nextVersion, sendVersion, staleVersion, versionMatches } from '../../http/versioning';
import { findCustomer, selectCustomers, toCustomer } from '../customers/mapper';

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
};
const createBody = z.object(employeeFields);
const updateBody = z.object({ ...employeeFields, country_code: countryCode, status: z.enum(USER_STATUSES) }).partial();
const listQuery = z.object({
  ...pageFields,
  role: id.optional(),
  status: z.enum(USER_STATUSES).optional(),
  search: searchText.optional(),
});

const employeeScope = and(eq(users.is_employee, true), isNull(users.deleted_at));

export function employeeRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  const findEmployee = async (employeeId: number): Promise<Employee> => found(await findCustomer(db, employeeId, employeeScope), 'Employee');
  const assertStaffRole = async (roleId: number) => {
    const [role] = await db.select().from(roles).where(eq(roles.id, roleId));
    if (!role) throw badRequest('role: unknown role');
    if (!role.is_staff) throw badRequest('role: employees need a staff role (not Customer)');
  };
  const assertPhoneFree = async (p: string, cc: string, except?: number) => {
    const [other] = await db.select({ id: users.id }).from(users).where(and(eq(users.phone, p), eq(users.country_code, cc)));
    if (other && other.id !== except) throw conflict('An account with this phone number already exists');
  };

  return async (app) => {
    app.get('/v2/admin/employee', async (request) => {
      const q = parse(listQuery, request.query, 'query');
      const where = and(
        employeeScope,
        q.role ? eq(users.role, q.role) : undefined,
        q.status ? eq(users.status, q.status) : undefined,
        q.search ? or(ilike(users.name, containsPattern(q.search)), ilike(users.phone, containsPattern(q.search)), ilike(users.email, containsPattern(q.search))) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        selectCustomers(db).where(where).orderBy(desc(users.created_at), desc(users.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return listResponse(rows.map(toCustomer), total?.n ?? 0, q.page, q.limit);
    });

    app.post('/v2/admin/employee', async (request, reply) => {
      const body = parse(createBody, request.body, 'body');
      await assertStaffRole(body.role);
      await assertPhoneFree(body.phone, body.country_code);
      const staff = staffOf(request);
      const [row] = await db
        .insert(users)
        .values({ ...body, is_employee: true, created_by: staff.id, updated_by: staff.id })
        .returning({ id: users.id });
      const data = await findEmployee(found(row, 'Employee').id);
      return reply.status(201).send({ data, message: 'Employee added' } satisfies ItemResponse<Employee>);
    });

    app.get('/v2/admin/employee/:id', async (request, reply): Promise<ItemResponse<Employee>> => {
      const { id: employeeId } = parse(idParams, request.params, 'params');
      const data = await findEmployee(employeeId);
      sendVersion(reply, data);
      return { data };
    });

    app.put('/v2/admin/employee/:id', async (request, reply): Promise<ItemResponse<Employee>> => {
      const { id: employeeId } = parse(idParams, request.params, 'params');
      const body = parse(updateBody, request.body, 'body');
      const current = await findEmployee(employeeId);
      if (body.role !== undefined) await assertStaffRole(body.role);
      if (body.phone !== undefined || body.country_code !== undefined) {
        await assertPhoneFree(body.phone ?? current.phone, body.country_code ?? current.country_code, employeeId);
      }
      const updated = await db
        .update(users)
        .set({ ...body, updated_by: staffOf(request).id, updated_at: new Date(), version: nextVersion(users.version) })
        .where(and(eq(users.id, employeeId), versionMatches(users.version, request)))
        .returning({ id: users.id });
      const data = await findEmployee(employeeId);
      if (updated.length === 0) throw staleVersion('Employee', data);
      sendVersion(reply, data);
      return { data, message: 'Employee updated' };
    });

    app.delete('/v2/admin/employee/:id', async (request) => {
      const { id: employeeId } = parse(idParams, request.params, 'params');
      await findEmployee(employeeId);
      if (employeeId === staffOf(request).id) throw conflict('You cannot delete your own account');
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx.update(users).set({ deleted_at: now, status: 'Inactive', updated_at: now, version: nextVersion(users.version) }).where(eq(users.id, employeeId));
        // Their sessions end now: no refresh token of theirs may be redeemed again.
        await tx.update(refreshTokens).set({ revoked_at: now }).where(and(eq(refreshTokens.user_id, employeeId), isNull(refreshTokens.revoked_at)));
      });
      return { data: { id: employeeId }, message: 'Employee deleted' };
    });
  };
}
