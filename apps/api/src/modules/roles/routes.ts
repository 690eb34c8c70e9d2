/**
 * Roles: paged list, read, create, update. Role 2 (Customer) is the only non-staff role. A role
 * created here starts with no permissions; `PUT /role/{id}` with `permissions` sets its list.
 * Creating and editing need `roles.manage`; the system roles (Admin, Customer) keep their names.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, ROLE_ADMIN, ROLE_SORT_KEYS, SYSTEM_ROLE_IDS } from '@admin/api-client/contract';
import type { ItemResponse, Role } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { roles } from '../../db/schema';
import { staffOf } from '../../auth/guard';
import { inMatrixOrder, lacking } from '../../auth/permissionSet';
import { iso } from '../../http/dates';
import { badRequest, conflict, forbidden, found } from '../../http/errors';
import { idParams, optionalText, pageFields, requiredText } from '../../http/fields';
import { listResponse, offsetOf } from '../../http/paging';
import { itemOf, pageOf, record, versioned } from '../../http/responses';
import { nextVersion, requiredVersionMatch, sendVersion, staleVersion } from '../../http/versioning';
import { type SortColumns, sortFields, sortOrder } from '../../http/sorting';
import { auditedInsert } from '../../audit/audited';
import { changesBetween } from '../../audit/changes';
import { roleRecord } from '../../audit/labels';
import { recordAudit } from '../../audit/record';

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
  created_at: z.string(),
  updated_at: z.string(),
});
const toRole = ({
  first_decision: _asked,
  first_reason: _reason,
  first_decided_by: _by,
  first_decided_at: _at,
  ...row
}: typeof roles.$inferSelect): Role => ({
  ...row,
  is_system: SYSTEM_ROLE_IDS.includes(row.id),
  permissions: inMatrixOrder(row.permissions),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export const roleQuery = z.object({ ...pageFields, ...sortFields(ROLE_SORT_KEYS) });

/** The columns behind the role list's sort keys. */
const roleSortColumns: SortColumns<(typeof ROLE_SORT_KEYS)[number]> = {
  name: roles.name,
  created_at: roles.created_at,
};

export function roleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const findRole = async (roleId: number) =>
    toRole(found((await db.select().from(roles).where(eq(roles.id, roleId)))[0], 'Role'));
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
      return listResponse(rows.map(toRole), total?.n ?? 0, q.page, q.limit);
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
        const permissions = wanted === undefined ? undefined : inMatrixOrder(wanted);
        if (permissions !== undefined && permissions.join() !== current.permissions.join()) {
          if (!current.is_staff) throw badRequest('permissions: the Customer role cannot hold permissions');
          if (id === ROLE_ADMIN) throw conflict('The Admin role always holds every permission');
          // Granting or withdrawing what you do not hold yourself would be an escalation.
          const changed = [
            ...permissions.filter((p) => !current.permissions.includes(p)),
            ...current.permissions.filter((p) => !permissions.includes(p)),
          ];
          const missing = lacking(staffOf(request).permissions, changed);
          if (missing[0])
            throw forbidden(
              `You cannot grant or withdraw permissions you do not hold: ${missing.join(', ')}`,
              missing[0],
            );
        }
        const row = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(roles)
            .set({
              ...fields,
              ...(permissions === undefined ? {} : { permissions }),
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
          const permissionsChanged = granted.length + withdrawn.length > 0;
          await recordAudit(tx, request, {
            action: permissionsChanged ? 'permission_change' : 'update',
            record: roleRecord(updated),
            changes,
            note: permissionsChanged
              ? [
                  granted.length ? `granted ${granted.join(', ')}` : '',
                  withdrawn.length ? `withdrawn ${withdrawn.join(', ')}` : '',
                ]
                  .filter(Boolean)
                  .join('; ')
              : null,
          });
          return updated;
        });
        if (!row) throw staleVersion('Role', await findRole(id));
        const data = toRole(row);
        sendVersion(reply, data);
        return { data, message: 'Role updated' };
      },
    );
  };
}
