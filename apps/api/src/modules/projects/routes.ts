/** Projects (a.k.a. properties): list, property filter, create, read, edit, status, delete, media. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ItemResponse, Project, ProjectMediaFile, ProjectMediaResult } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { projects } from '../../db/schema';
import { badRequest, found } from '../../http/errors';
import { idParams } from '../../http/fields';
import { itemOf, pageOf } from '../../http/responses';
import { requiredVersionMatch, sendVersion, staleVersion, versionMatches } from '../../http/versioning';
import { auditSourceOf } from '../../audit/record';
import { deletedProjectAnswer, mediaFileAnswer, projectAnswer, projectMediaAnswer } from './answers';
import {
  attachMedia,
  createProject,
  deleteProject,
  recordMediaFile,
  setProjectStatus,
  updateProject,
} from './commands';
import { findLiveProjectRef, findProject } from './mapper';
import { receiveMediaFile, receiveProjectMedia } from './media';
import { adminListWhere, assertCompany, listProjects, propertyFilterWhere } from './repository';
import {
  deleteQuery,
  projectCreateBody,
  projectListQuery,
  projectStatusBody,
  projectUpdateBody,
  propertyFilterQuery,
} from './schemas';

export function projectRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const projectOf = async (id: number) => found(await findProject(db, id), 'Project');

  return async (app) => {
    app.get(
      '/v2/admin/project',
      { schema: { querystring: projectListQuery, response: { 200: pageOf(projectAnswer) } } },
      async (request) => listProjects(db, adminListWhere(request.query), request.query),
    );

    app.get(
      '/property/filter',
      { schema: { querystring: propertyFilterQuery, response: { 200: pageOf(projectAnswer) } } },
      async (request) => listProjects(db, propertyFilterWhere(request.query), request.query),
    );

    app.post(
      '/project',
      { schema: { body: projectCreateBody, response: { 201: itemOf(projectAnswer) } } },
      async (request, reply) => {
        await assertCompany(db, request.body.company_id);
        const id = await createProject(db, auditSourceOf(request), request.body);
        const data = await projectOf(id);
        return reply.status(201).send({ data, message: 'Project created' } satisfies ItemResponse<Project>);
      },
    );

    app.get(
      '/v2/project/:id',
      { schema: { params: idParams, response: { 200: itemOf(projectAnswer) } } },
      async (request, reply): Promise<ItemResponse<Project>> => {
        const data = await projectOf(request.params.id);
        sendVersion(reply, data);
        return { data };
      },
    );

    app.put(
      '/v2/project/:id',
      { schema: { params: idParams, body: projectUpdateBody, response: { 200: itemOf(projectAnswer) } } },
      async (request, reply): Promise<ItemResponse<Project>> => {
        const { id } = request.params;
        const body = request.body;
        const current = await findLiveProjectRef(db, id);
        await assertCompany(db, body.company_id);
        const sameVersion = requiredVersionMatch(projects.version, request, 'Project');
        const by = auditSourceOf(request);
        const applied = await updateProject(db, by, { id, from: current.status }, body, sameVersion);
        const data = await projectOf(id);
        if (!applied) throw staleVersion('Project', data);
        sendVersion(reply, data);
        return { data, message: 'Project updated' };
      },
    );

    // A single-field call: works without If-Match, honours one when sent; a status move follows the table.
    app.put(
      '/v2/project/status/:id',
      { schema: { params: idParams, body: projectStatusBody, response: { 200: itemOf(projectAnswer) } } },
      async (request, reply): Promise<ItemResponse<Project>> => {
        const { id } = request.params;
        const body = request.body;
        if (body.property_id !== undefined && body.property_id !== id)
          throw badRequest('property_id: must match the project id in the path');
        const current = await findLiveProjectRef(db, id);
        const sameVersion = versionMatches(projects.version, request);
        const change = { ...body, from: current.status };
        const updated = await setProjectStatus(db, auditSourceOf(request), id, change, sameVersion);
        const data = await projectOf(id);
        if (!updated) throw staleVersion('Project', data);
        sendVersion(reply, data);
        return { data, message: 'Project status updated' };
      },
    );

    app.delete(
      '/v2/project/:id',
      { schema: { params: idParams, querystring: deleteQuery, response: { 200: itemOf(deletedProjectAnswer) } } },
      async (request) => {
        const { id } = request.params;
        const { mode } = request.query;
        await findLiveProjectRef(db, id);
        await deleteProject(db, auditSourceOf(request), id, mode);
        return { data: { id }, message: mode === 'hard' ? 'Project deleted permanently' : 'Project deleted' };
      },
    );

    app.post(
      '/v2/project/:id/media',
      { schema: { params: idParams, response: { 200: itemOf(projectMediaAnswer) } } },
      async (request, reply): Promise<ItemResponse<ProjectMediaResult>> => {
        const { id } = request.params;
        const media = await receiveProjectMedia(ctx, request, await projectOf(id));
        // Honours an If-Match when sent (the form sends the version it loaded).
        const sameVersion = versionMatches(projects.version, request);
        const updated = await attachMedia(db, auditSourceOf(request), id, media, sameVersion);
        if (!updated) throw staleVersion('Project', await projectOf(id));
        // The upload bumps the version: the answer carries it so the form's next PUT (If-Match) is not stale.
        sendVersion(reply, updated);
        return { data: { ...media, version: updated.version }, message: 'Media uploaded' };
      },
    );

    app.post(
      '/v2/project/:id/media/file',
      { schema: { params: idParams, response: { 200: itemOf(mediaFileAnswer) } } },
      async (request): Promise<ItemResponse<ProjectMediaFile>> => {
        const project = await projectOf(request.params.id);
        const file = await receiveMediaFile(ctx, request);
        await recordMediaFile(db, auditSourceOf(request), project, file);
        return { data: file, message: 'File uploaded' };
      },
    );
  };
}
