/** Project risk items (project metadata of type 'risk'). */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { RISK_SEVERITIES } from '@admin/api-client/contract';
import type { ItemResponse, RiskItem, RiskSeverity } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { projectMetadata } from '../../db/schema';
import { iso } from '../../http/dates';
import { found } from '../../http/errors';
import { id, idParams, optionalText, requiredText } from '../../http/fields';
import { parse } from '../../http/validate';
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

export function riskRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  const findRisk = async (riskId: number) =>
    found((await db.select().from(projectMetadata).where(and(eq(projectMetadata.id, riskId), eq(projectMetadata.type, 'risk'))))[0], 'Risk item');

  return async (app) => {
    app.post('/project/project_metadata', async (request, reply) => {
      const body = parse(createBody, request.body, 'body');
      await findLiveProjectRef(db, body.project_id);
      const row = await auditedInsert<typeof projectMetadata.$inferSelect>(db, request, { table: projectMetadata, values: { ...body, type: 'risk' }, record: riskRecord });
      return reply.status(201).send({ data: toRisk(found(row, 'Risk item')), message: 'Risk item added' } satisfies ItemResponse<RiskItem>);
    });
    app.put('/project/project_metadata/:id', async (request, reply): Promise<ItemResponse<RiskItem>> => {
      const { id: riskId } = parse(idParams, request.params, 'params');
      const body = parse(updateBody, request.body, 'body');
      await findRisk(riskId);
      const row = await auditedUpdate<typeof projectMetadata.$inferSelect>(db, request, { table: projectMetadata, key: eq(projectMetadata.id, riskId), condition: requiredVersionMatch(projectMetadata.version, request, 'Risk item'), set: { ...body, updated_at: new Date(), version: nextVersion(projectMetadata.version) }, record: riskRecord });
      if (!row) throw staleVersion('Risk item', toRisk(await findRisk(riskId)));
      const data = toRisk(row);
      sendVersion(reply, data);
      return { data, message: 'Risk item updated' };
    });
    app.delete('/project/project_metadata/:id', async (request) => {
      const { id: riskId } = parse(idParams, request.params, 'params');
      await findRisk(riskId);
      await auditedDelete<typeof projectMetadata.$inferSelect>(db, request, { table: projectMetadata, key: eq(projectMetadata.id, riskId), record: riskRecord });
      return { data: { id: riskId }, message: 'Risk item deleted' };
    });
    app.get('/project/project_metadata/risk/:id', async (request): Promise<ItemResponse<RiskItem[]>> => {
      const { id: projectId } = parse(idParams, request.params, 'params');
      await findLiveProjectRef(db, projectId);
      const rows = await db
        .select()
        .from(projectMetadata)
        .where(and(eq(projectMetadata.project_id, projectId), eq(projectMetadata.type, 'risk')))
        .orderBy(asc(projectMetadata.id));
      return { data: rows.map(toRisk) };
    });
  };
}
