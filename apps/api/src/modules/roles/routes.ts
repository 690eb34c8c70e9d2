/**
 * Roles: paged list, read, create, update. Role 2 (Customer) is the only non-staff role. A role
 * created here starts with no permissions; `PUT /role/{id}` with `permissions` sets its list.
 * Creating and editing need `roles.manage`; the system roles (Admin, Customer) keep their names.
 * Four eyes: decide permissions (`DECIDE_PERMISSIONS`) added to a role wait for a second, independent
 * Admin (`POST /role/{id}/confirm` or `…/send-back`); the rest of the edit applies at once.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ItemResponse, Role } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { roles } from '../../db/schema';
import { staffOf } from '../../auth/guard';
import { idParams } from '../../http/fields';
import { listResponse } from '../../http/paging';
import { itemOf, pageOf } from '../../http/responses';
import { ifMatchVersions, requiredVersionMatch, sendVersion, staleVersion } from '../../http/versioning';
import { auditSourceOf } from '../../audit/record';
import { roleAnswer } from './answers';
import {
  confirmRolePermissions,
  createRole,
  planRoleEdit,
  type RoleActor,
  sendBackRolePermissions,
  updateRole,
} from './commands';
import { findRole, listRoles } from './repository';
import { roleBody, roleQuery, sendBackBody, updateBody } from './schemas';

const actorOf = (request: FastifyRequest): RoleActor => ({ staff: staffOf(request), by: auditSourceOf(request) });

export function roleRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/role', { schema: { querystring: roleQuery, response: { 200: pageOf(roleAnswer) } } }, async (request) => {
      const { rows, total } = await listRoles(db, request.query);
      return listResponse(rows, total, request.query.page, request.query.limit);
    });

    app.get(
      '/role/:id',
      { schema: { params: idParams, response: { 200: itemOf(roleAnswer) } } },
      async (request, reply): Promise<ItemResponse<Role>> => {
        const data = await findRole(db, request.params.id);
        sendVersion(reply, data);
        return { data };
      },
    );

    app.post('/role', { schema: { body: roleBody, response: { 201: itemOf(roleAnswer) } } }, async (request, reply) => {
      const data = await createRole(db, auditSourceOf(request), request.body);
      return reply.status(201).send({ data, message: 'Role created' } satisfies ItemResponse<Role>);
    });

    app.put(
      '/role/:id',
      { schema: { params: idParams, body: updateBody, response: { 200: itemOf(roleAnswer) } } },
      async (request, reply): Promise<ItemResponse<Role>> => {
        const { id } = request.params;
        const current = await findRole(db, id);
        const actor = actorOf(request);
        const plan = planRoleEdit(actor.staff, current, request.body);
        const sameVersion = requiredVersionMatch(roles.version, request, 'Role');
        const applied = await updateRole(db, actor, current, plan, sameVersion);
        const data = await findRole(db, id);
        if (!applied) throw staleVersion('Role', data);
        sendVersion(reply, data);
        const waiting = plan.decide.join(', ');
        return { data, message: waiting ? `Role updated; ${waiting} awaits a second Admin` : 'Role updated' };
      },
    );

    // The second step: another Admin, independent of the first, confirms the waiting permissions ...
    app.post(
      '/role/:id/confirm',
      { schema: { params: idParams, response: { 200: itemOf(roleAnswer) } } },
      async (request, reply): Promise<ItemResponse<Role>> => {
        const versions = ifMatchVersions(request);
        const { role, first } = await confirmRolePermissions(db, actorOf(request), request.params.id, versions);
        sendVersion(reply, role);
        return {
          data: role,
          message: `${role.name} now holds ${first.decision} (asked by ${first.by.name}, confirmed)`,
        };
      },
    );

    // ... or sends them back: the role keeps the permissions it holds.
    app.post(
      '/role/:id/send-back',
      { schema: { params: idParams, body: sendBackBody.optional(), response: { 200: itemOf(roleAnswer) } } },
      async (request, reply): Promise<ItemResponse<Role>> => {
        const versions = ifMatchVersions(request);
        const reason = request.body?.reason;
        const { role, first } = await sendBackRolePermissions(
          db,
          actorOf(request),
          request.params.id,
          versions,
          reason,
        );
        sendVersion(reply, role);
        return { data: role, message: `Granting ${first.decision} to ${role.name} by ${first.by.name} sent back` };
      },
    );
  };
}
