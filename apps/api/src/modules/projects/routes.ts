/** Projects (a.k.a. properties): list, property filter, create, read, edit, status, delete, media. */
import { and, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  ItemResponse,
  ListResponse,
  Project,
  ProjectMediaFile,
  ProjectMediaResult,
} from '@admin/api-client/contract';
import { PROJECT_SORT_KEYS } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db/connection';
import { companies, investmentTerms, orders, projects } from '../../db/schema';
import { dateRange } from '../../http/dates';
import { badRequest, conflict, found } from '../../http/errors';
import { containsPattern, idParams } from '../../http/fields';
import { listResponse, offsetOf } from '../../http/paging';
import { itemOf, pageOf, record } from '../../http/responses';
import { nextVersion, requiredVersionMatch, sendVersion, staleVersion, versionMatches } from '../../http/versioning';
import { type SortColumns, sortOrder } from '../../http/sorting';
import { assertProjectTransition } from './transitions';
import { auditedDelete, auditedUpdate } from '../../audit/audited';
import { changesBetween } from '../../audit/changes';
import { projectRecord } from '../../audit/labels';
import { recordAudit } from '../../audit/record';
import { findLiveProjectRef, findProject, projectColumns, withTerms } from './mapper';
import { receiveMediaFile, receiveProjectMedia } from './media';
import { mediaFileAnswer, projectAnswer, projectMediaAnswer } from './answers';
import type { investmentTermInput } from './schemas';
import {
  deleteQuery,
  projectCreateBody,
  projectListQuery,
  projectStatusBody,
  projectUpdateBody,
  propertyFilterQuery,
} from './schemas';
import { z } from 'zod';

type TermInput = z.output<typeof investmentTermInput>;

async function replaceTerms(tx: Tx, projectId: number, terms: TermInput[]): Promise<void> {
  await tx.delete(investmentTerms).where(eq(investmentTerms.project_id, projectId));
  if (terms.length) {
    await tx.insert(investmentTerms).values(terms.map((t, position) => ({ ...t, project_id: projectId, position })));
  }
}

/** The columns behind the project list's sort keys (`/property/filter` lists the same projects). */
const projectSortColumns: SortColumns<(typeof PROJECT_SORT_KEYS)[number]> = {
  name: projects.name,
  status: projects.status,
  total_token: projects.total_token,
  created_at: projects.created_at,
};

/** A project as the trail compares it: its fields and terms, without row ids that change on every save. */
async function projectState(tx: Queryable, id: number) {
  const project = await findProject(tx, id);
  if (!project) return undefined;
  const terms = project.investment_terms.map(({ id: _id, ...term }) => term);
  return { ...project, investment_terms: terms };
}

export function projectRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;

  async function list(
    where: SQL | undefined,
    page: number,
    limit: number,
    query: unknown,
  ): Promise<ListResponse<Project>> {
    const filter = and(isNull(projects.deleted_at), where);
    const [rows, [total]] = await Promise.all([
      db
        .select(projectColumns)
        .from(projects)
        .leftJoin(companies, eq(companies.id, projects.company_id))
        .where(filter)
        .orderBy(
          ...sortOrder(query, PROJECT_SORT_KEYS, projectSortColumns, projects.id, [
            desc(projects.created_at),
            desc(projects.id),
          ]),
        )
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db.select({ n: count() }).from(projects).where(filter),
    ]);
    return listResponse(await withTerms(db, rows), total?.n ?? 0, page, limit);
  }

  async function assertCompany(companyId: number | null | undefined): Promise<void> {
    if (companyId == null) return;
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    found(company, 'Company');
  }

  return async (app) => {
    app.get(
      '/v2/admin/project',
      { schema: { querystring: projectListQuery, response: { 200: pageOf(projectAnswer) } } },
      async (request) => {
        const q = request.query;
        return list(
          and(
            q.status ? eq(projects.status, q.status) : undefined,
            q.search ? ilike(projects.name, containsPattern(q.search)) : undefined,
          ),
          q.page,
          q.limit,
          request.query,
        );
      },
    );

    app.get(
      '/property/filter',
      { schema: { querystring: propertyFilterQuery, response: { 200: pageOf(projectAnswer) } } },
      async (request) => {
        const q = request.query;
        return list(
          and(
            q.status ? eq(projects.status, q.status) : undefined,
            q.dao !== undefined ? eq(projects.dao, q.dao) : undefined,
            q.type ? eq(projects.property_type_id, q.type) : undefined,
            dateRange(projects.created_at, q.from_date, q.to_date),
          ),
          q.page,
          q.limit,
          request.query,
        );
      },
    );

    app.post(
      '/project',
      { schema: { body: projectCreateBody, response: { 201: itemOf(projectAnswer) } } },
      async (request, reply) => {
        const body = request.body;
        await assertCompany(body.company_id);
        const { investment_terms: terms, ...fields } = body;
        const id = await db.transaction(async (tx) => {
          const [created] = await tx.insert(projects).values(fields).returning({ id: projects.id });
          const projectId = found(created, 'Project').id;
          await replaceTerms(tx, projectId, terms);
          const after = found(await projectState(tx, projectId), 'Project');
          await recordAudit(tx, request, {
            action: 'create',
            record: projectRecord(after),
            changes: changesBetween(null, after, { ignore: ['id', 'uuid'] }),
          });
          return projectId;
        });
        const data = found(await findProject(db, id), 'Project');
        return reply.status(201).send({ data, message: 'Project created' } satisfies ItemResponse<Project>);
      },
    );

    app.get(
      '/v2/project/:id',
      { schema: { params: idParams, response: { 200: itemOf(projectAnswer) } } },
      async (request, reply): Promise<ItemResponse<Project>> => {
        const { id } = request.params;
        const data = found(await findProject(db, id), 'Project');
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
        await assertCompany(body.company_id);
        if (body.status !== undefined && body.status !== current.status)
          assertProjectTransition(current.status, body.status);
        const { investment_terms: terms, ...fields } = body;
        const sameVersion = requiredVersionMatch(projects.version, request, 'Project');
        const applied = await db.transaction(async (tx) => {
          const before = await projectState(tx, id);
          const updated = await tx
            .update(projects)
            .set({ ...fields, updated_at: new Date(), version: nextVersion(projects.version) })
            .where(and(eq(projects.id, id), sameVersion))
            .returning({ id: projects.id });
          if (updated.length === 0 || !before) return false;
          if (terms) await replaceTerms(tx, id, terms);
          const after = found(await projectState(tx, id), 'Project');
          await recordAudit(tx, request, {
            action: 'update',
            record: projectRecord(after),
            changes: changesBetween(before, after),
          });
          return true;
        });
        const data = found(await findProject(db, id), 'Project');
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
        if (body.status !== undefined) assertProjectTransition(current.status, body.status);
        const updated = await auditedUpdate<typeof projects.$inferSelect>(db, request, {
          table: projects,
          key: eq(projects.id, id),
          // The status it was checked from must still hold, so two concurrent moves cannot both apply.
          condition: and(
            versionMatches(projects.version, request),
            body.status !== undefined ? eq(projects.status, current.status) : undefined,
          ),
          set: {
            is_booking_amount_required: body.is_booking_amount_required,
            join_waitlist: body.join_waitlist,
            status: body.status,
            updated_at: new Date(),
            version: nextVersion(projects.version),
          },
          record: projectRecord,
        });
        const data = found(await findProject(db, id), 'Project');
        if (!updated) throw staleVersion('Project', data);
        sendVersion(reply, data);
        return { data, message: 'Project status updated' };
      },
    );

    app.delete(
      '/v2/project/:id',
      {
        schema: {
          params: idParams,
          querystring: deleteQuery,
          response: { 200: itemOf(record({ id: z.number().int() })) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { mode } = request.query;
        await findLiveProjectRef(db, id);
        if (mode === 'hard') {
          const [held] = await db.select({ n: count() }).from(orders).where(eq(orders.property_id, id));
          if ((held?.n ?? 0) > 0)
            throw conflict('Project has orders and cannot be hard-deleted; delete it softly instead');
          await auditedDelete<typeof projects.$inferSelect>(db, request, {
            table: projects,
            key: eq(projects.id, id),
            record: projectRecord,
            note: 'Deleted permanently',
          });
        } else {
          await auditedUpdate<typeof projects.$inferSelect>(db, request, {
            table: projects,
            key: eq(projects.id, id),
            set: { deleted_at: new Date() },
            action: 'delete',
            record: projectRecord,
            changes: { only: ['deleted_at'] },
          });
        }
        return { data: { id }, message: mode === 'hard' ? 'Project deleted permanently' : 'Project deleted' };
      },
    );

    app.post(
      '/v2/project/:id/media',
      { schema: { params: idParams, response: { 200: itemOf(projectMediaAnswer) } } },
      async (request, reply): Promise<ItemResponse<ProjectMediaResult>> => {
        const { id } = request.params;
        const project = found(await findProject(db, id), 'Project');
        const media = await receiveProjectMedia(ctx, request, project);
        // Honours an If-Match when sent (the form sends the version it loaded).
        const updated = await auditedUpdate<typeof projects.$inferSelect>(db, request, {
          table: projects,
          key: eq(projects.id, id),
          condition: versionMatches(projects.version, request),
          set: {
            featured_image: media.featured_image,
            gallery: media.gallery,
            media_type: media.media_type,
            updated_at: new Date(),
            version: nextVersion(projects.version),
          },
          action: 'file_upload',
          record: projectRecord,
          changes: { only: ['featured_image', 'gallery', 'media_type'] },
        });
        if (!updated) throw staleVersion('Project', found(await findProject(db, id), 'Project'));
        // The upload bumps the version: the answer carries it so the form's next PUT (If-Match) is not stale.
        sendVersion(reply, updated);
        return { data: { ...media, version: updated.version }, message: 'Media uploaded' };
      },
    );

    app.post(
      '/v2/project/:id/media/file',
      { schema: { params: idParams, response: { 200: itemOf(mediaFileAnswer) } } },
      async (request): Promise<ItemResponse<ProjectMediaFile>> => {
        const { id } = request.params;
        const project = found(await findProject(db, id), 'Project');
        const file = await receiveMediaFile(ctx, request);
        // The file is stored, not attached: the entry says who brought which file in for the project.
        await db.transaction((tx) =>
          recordAudit(tx, request, {
            action: 'file_upload',
            record: projectRecord(project),
            // The file's name is what staff recognise; its link and size are the file's, not the trail's.
            note: file.name,
          }),
        );
        return { data: file, message: 'File uploaded' };
      },
    );
  };
}
