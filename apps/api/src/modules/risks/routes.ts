/** Project risk items (project metadata of type 'risk'). */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RISK_SEVERITIES } from '@admin/api-client/contract';
import type { ItemResponse, RiskItem, RiskSeverity } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { riskAnswer } from '../projects/answers';
import { projectMetadata } from '../../db/schema';
import { iso } from '../../http/dates';
import { found } from '../../http/errors';
import { id, idParams, optionalText, requiredText } from '../../http/fields';
import { arrayOf, itemOf, record } from '../../http/responses';
import { nextVersion, requiredVersionMatch, sendVersion, staleVersion } from '../../http/versioning';
import { findLiveProjectRef } from '../projects/mapper';
import { auditedDelete, auditedInsert, auditedUpdate } from '../../audit/audited';
import { riskRecord } from '../../audit/labels';

const riskFields = {
  title: requiredText.max(200),
  description: requiredText.max(5000),
  severity: z.enum(RISK_SEVERITIES).optional(),
  mitigation: optionalText,
};
const createBody = z.object({ project_id: id, ...riskFields });
const updateBody = z.object(riskFields).partial();

const toRisk = (row: typeof projectMetadata.$inferSelect): RiskItem => ({
  ...row,
  type: 'risk',
  severity: row.severity as RiskSeverity,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export function riskRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const findRisk = async (riskId: number) =>
    found(
      (
        await db
          .select()
          .from(projectMetadata)
          .where(and(eq(projectMetadata.id, riskId), eq(projectMetadata.type, 'risk')))
      )[0],
      'Risk item',
    );

  return async (app) => {
    app.post(
      '/project/project_metadata',
      { schema: { body: createBody, response: { 201: itemOf(riskAnswer) } } },
      async (request, reply) => {
        const body = request.body;
        await findLiveProjectRef(db, body.project_id);
        const row = await auditedInsert<typeof projectMetadata.$inferSelect>(db, request, {
          table: projectMetadata,
          values: { ...body, type: 'risk' },
          record: riskRecord,
        });
        return reply
          .status(201)
          .send({ data: toRisk(found(row, 'Risk item')), message: 'Risk item added' } satisfies ItemResponse<RiskItem>);
      },
    );
    app.put(
      '/project/project_metadata/:id',
      { schema: { params: idParams, body: updateBody, response: { 200: itemOf(riskAnswer) } } },
      async (request, reply): Promise<ItemResponse<RiskItem>> => {
        const { id: riskId } = request.params;
        const body = request.body;
        await findRisk(riskId);
        const row = await auditedUpdate<typeof projectMetadata.$inferSelect>(db, request, {
          table: projectMetadata,
          key: eq(projectMetadata.id, riskId),
          condition: requiredVersionMatch(projectMetadata.version, request, 'Risk item'),
          set: { ...body, updated_at: new Date(), version: nextVersion(projectMetadata.version) },
          record: riskRecord,
        });
        if (!row) throw staleVersion('Risk item', toRisk(await findRisk(riskId)));
        const data = toRisk(row);
        sendVersion(reply, data);
        return { data, message: 'Risk item updated' };
      },
    );
    app.delete(
      '/project/project_metadata/:id',
      { schema: { params: idParams, response: { 200: itemOf(record({ id: z.number().int() })) } } },
      async (request) => {
        const { id: riskId } = request.params;
        await findRisk(riskId);
        await auditedDelete<typeof projectMetadata.$inferSelect>(db, request, {
          table: projectMetadata,
          key: eq(projectMetadata.id, riskId),
          record: riskRecord,
        });
        return { data: { id: riskId }, message: 'Risk item deleted' };
      },
    );
    app.get(
      '/project/project_metadata/risk/:id',
      { schema: { params: idParams, response: { 200: arrayOf(riskAnswer) } } },
      async (request): Promise<ItemResponse<RiskItem[]>> => {
        const { id: projectId } = request.params;
        await findLiveProjectRef(db, projectId);
        const rows = await db
          .select()
          .from(projectMetadata)
          .where(and(eq(projectMetadata.project_id, projectId), eq(projectMetadata.type, 'risk')))
          .orderBy(asc(projectMetadata.id));
        return { data: rows.map(toRisk) };
      },
    );
  };
}
