/**
 * Employees: staff users (is_employee) — paged list, create, read, update, delete (soft). The rules
 * beyond the route's permission (employees.write) are the commands' (commands.ts). Four eyes
 * (role-grants.ts, role-grant-steps.ts): a role holding a decide permission the employee does not hold
 * yet waits for a second, independent Admin (`…/role/confirm`, `…/role/send-back`).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Employee, ItemResponse } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { staffOf } from '../../auth/guard';
import { auditSourceOf } from '../../audit/record';
import { idParams } from '../../http/fields';
import { listResponse } from '../../http/paging';
import { itemOf, pageOf, record } from '../../http/responses';
import { ifMatchVersions, requiredVersionMatch, sendVersion, staleVersion } from '../../http/versioning';
import { employeeAnswer } from './answers';
import { addEmployee, deleteEmployee, type EmployeeActor, updateEmployee } from './commands';
import { findEmployee, listEmployees } from './repository';
import { confirmRoleGrant, sendBackRoleGrant } from './role-grant-steps';
import { createBody, employeeListQuery, sendBackBody, updateBody } from './schemas';

const actorOf = (request: FastifyRequest): EmployeeActor => ({ staff: staffOf(request), by: auditSourceOf(request) });

export function employeeRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v2/admin/employee',
      { schema: { querystring: employeeListQuery, response: { 200: pageOf(employeeAnswer) } } },
      async (request) => {
        const { rows, total } = await listEmployees(db, request.query);
        return listResponse(rows, total, request.query.page, request.query.limit);
      },
    );

    app.post(
      '/v2/admin/employee',
      { schema: { body: createBody, response: { 201: itemOf(employeeAnswer) } } },
      async (request, reply) => {
        const { id, waitingRole } = await addEmployee(db, actorOf(request), request.body);
        const data = await findEmployee(db, id);
        const message = waitingRole
          ? `Employee added, inactive until a second Admin confirms the role ${waitingRole}`
          : 'Employee added';
        return reply.status(201).send({ data, message } satisfies ItemResponse<Employee>);
      },
    );

    app.get(
      '/v2/admin/employee/:id',
      { schema: { params: idParams, response: { 200: itemOf(employeeAnswer) } } },
      async (request, reply): Promise<ItemResponse<Employee>> => {
        const data = await findEmployee(db, request.params.id);
        sendVersion(reply, data);
        return { data };
      },
    );

    app.put(
      '/v2/admin/employee/:id',
      { schema: { params: idParams, body: updateBody, response: { 200: itemOf(employeeAnswer) } } },
      async (request, reply): Promise<ItemResponse<Employee>> => {
        const current = await findEmployee(db, request.params.id);
        const sameVersion = () => requiredVersionMatch(users.version, request, 'Employee');
        const { applied, waitingRole } = await updateEmployee(db, actorOf(request), current, request.body, sameVersion);
        const data = await findEmployee(db, current.id);
        if (!applied) throw staleVersion('Employee', data);
        sendVersion(reply, data);
        const message = waitingRole
          ? `Employee updated; the role ${waitingRole} awaits a second Admin`
          : 'Employee updated';
        return { data, message };
      },
    );

    app.post(
      '/v2/admin/employee/:id/role/confirm',
      { schema: { params: idParams, response: { 200: itemOf(employeeAnswer) } } },
      async (request, reply): Promise<ItemResponse<Employee>> => {
        const versions = ifMatchVersions(request);
        const { employee, first } = await confirmRoleGrant(db, actorOf(request), request.params.id, versions);
        sendVersion(reply, employee);
        const message = `${employee.name} now has the role ${first.role.name} (given by ${first.by.name}, confirmed)`;
        return { data: employee, message };
      },
    );

    app.post(
      '/v2/admin/employee/:id/role/send-back',
      { schema: { params: idParams, body: sendBackBody.optional(), response: { 200: itemOf(employeeAnswer) } } },
      async (request, reply): Promise<ItemResponse<Employee>> => {
        const [id, versions, reason] = [request.params.id, ifMatchVersions(request), request.body?.reason];
        const { employee, first } = await sendBackRoleGrant(db, actorOf(request), id, versions, reason);
        sendVersion(reply, employee);
        const message = first.new_employee
          ? `Role ${first.role.name} sent back: ${employee.name} is not added`
          : `Role ${first.role.name} for ${employee.name} by ${first.by.name} sent back`;
        return { data: employee, message };
      },
    );

    app.delete(
      '/v2/admin/employee/:id',
      { schema: { params: idParams, response: { 200: itemOf(record({ id: z.number().int() })) } } },
      async (request) => {
        const current = await findEmployee(db, request.params.id);
        await deleteEmployee(db, actorOf(request), current);
        return { data: { id: current.id }, message: 'Employee deleted' };
      },
    );
  };
}
