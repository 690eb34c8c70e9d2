/**
 * Fee entries (a percentage per project category) and the fees as synced onto one project.
 * "property" in these paths is the project.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeeEntry, ItemResponse, ProjectFee } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { feeEntries, projects } from '../../db/schema';
import { badRequest, found } from '../../http/errors';
import { idParams } from '../../http/fields';
import { listResponse } from '../../http/paging';
import { arrayOf, itemOf, pageOf, record } from '../../http/responses';
import { assertSwitchMove } from '../../http/active-switch';
import { requiredVersionMatch, sendVersion, staleVersion, versionMatches } from '../../http/versioning';
import { auditSourceOf } from '../../audit/record';
import { findLiveProjectRef, findProject } from '../projects/mapper';
import { feeEntryAnswer, projectFeeAnswer } from './answers';
import { createFee, deleteFee, editFee, setProjectFeeStatus, switchFee, syncProjectFees } from './commands';
import { activeFees, findFee, listFees, projectFeeList, toFee } from './repository';
import { feeBody, feeListQuery, feeUpdateBody, projectFeeQuery, projectParams, statusBody } from './schemas';

export function feeRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  const staleProject = async (projectId: number) =>
    staleVersion('Project', found(await findProject(db, projectId), 'Project'));

  return async (app) => {
    app.get(
      '/percentage/all',
      { schema: { querystring: feeListQuery, response: { 200: pageOf(feeEntryAnswer) } } },
      async (request) => {
        const { rows, total } = await listFees(db, request.query);
        return listResponse(rows, total, request.query.page, request.query.limit);
      },
    );

    app.post(
      '/percentage',
      { schema: { body: feeBody, response: { 201: itemOf(feeEntryAnswer) } } },
      async (request, reply) => {
        const row = await createFee(db, auditSourceOf(request), request.body);
        const data = toFee(found(row, 'Fee entry'));
        return reply.status(201).send({ data, message: 'Fee entry created' } satisfies ItemResponse<FeeEntry>);
      },
    );

    /**
     * `{status}` alone is the list's switch: works without If-Match, honours one when sent.
     * Anything else is the edit form replacing the entry's fields: it must name the version it loaded.
     */
    app.put(
      '/percentage/:id',
      { schema: { params: idParams, body: feeUpdateBody, response: { 200: itemOf(feeEntryAnswer) } } },
      async (request, reply): Promise<ItemResponse<FeeEntry>> => {
        const { id: feeId } = request.params;
        const body = request.body;
        const current = await findFee(db, feeId);
        let row;
        if ('status' in body) {
          assertSwitchMove('Fee entry', current.status, body.status);
          const move = { from: current.status, to: body.status };
          row = await switchFee(db, auditSourceOf(request), feeId, move, versionMatches(feeEntries.version, request));
        } else {
          const sameVersion = requiredVersionMatch(feeEntries.version, request, 'Fee entry');
          row = await editFee(db, auditSourceOf(request), feeId, body, sameVersion);
        }
        if (!row) throw staleVersion('Fee entry', await findFee(db, feeId));
        const data = toFee(row);
        sendVersion(reply, data);
        return { data, message: 'Fee updated' };
      },
    );

    app.delete(
      '/percentage/:id',
      { schema: { params: idParams, response: { 200: itemOf(record({ id: z.number().int() })) } } },
      async (request) => {
        const { id: feeId } = request.params;
        await findFee(db, feeId);
        await deleteFee(db, auditSourceOf(request), feeId);
        return { data: { id: feeId }, message: 'Fee entry deleted' };
      },
    );

    app.get(
      '/percentage/property/:id',
      { schema: { params: idParams, response: { 200: arrayOf(projectFeeAnswer) } } },
      async (request): Promise<ItemResponse<ProjectFee[]>> => {
        await findLiveProjectRef(db, request.params.id);
        return { data: await projectFeeList(db, request.params.id) };
      },
    );

    /** Copies every active fee entry's percentage for the project's category onto the project (idempotent). */
    app.get(
      '/percentage/property_sync/:id',
      { schema: { params: idParams, response: { 200: arrayOf(projectFeeAnswer) } } },
      async (request, reply): Promise<ItemResponse<ProjectFee[]>> => {
        const { id: projectId } = request.params;
        const project = await findLiveProjectRef(db, projectId);
        const active = await activeFees(db);
        const sameVersion = versionMatches(projects.version, request);
        const version = await syncProjectFees(db, auditSourceOf(request), project, active, sameVersion);
        if (version === undefined) throw await staleProject(projectId);
        sendVersion(reply, { version });
        return { data: await projectFeeList(db, projectId), message: 'Fees synced' };
      },
    );

    /**
     * Sets the fee status of a project: of one synced fee when `fee_id` is given, else of all of
     * them and the project's own fee_status. `property_id`, when sent, must equal the path id.
     */
    app.put(
      '/percentage/property/:project_id',
      {
        schema: {
          params: projectParams,
          querystring: projectFeeQuery,
          body: statusBody,
          response: { 200: arrayOf(projectFeeAnswer) },
        },
      },
      async (request, reply): Promise<ItemResponse<ProjectFee[]>> => {
        const { project_id } = request.params;
        const q = request.query;
        if (q.property_id !== undefined && q.property_id !== project_id)
          throw badRequest('property_id: must match the project id in the path');
        await findLiveProjectRef(db, project_id);
        const change = { projectId: project_id, feeId: q.fee_id, status: request.body.status };
        const sameVersion = versionMatches(projects.version, request);
        const version = await setProjectFeeStatus(db, auditSourceOf(request), change, sameVersion);
        if (version === undefined) throw await staleProject(project_id);
        sendVersion(reply, { version });
        return { data: await projectFeeList(db, project_id), message: 'Fee status updated' };
      },
    );
  };
}
