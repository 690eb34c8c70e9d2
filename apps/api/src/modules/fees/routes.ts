/**
 * Fee entries (a percentage per project category) and the fees as synced onto one project.
 * "property" in these paths is the project.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACTIVE_STATUSES, FEE_SORT_KEYS } from '@admin/api-client/contract';
import type { ActiveStatus, FeeEntry, ItemResponse, ProjectFee } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/connection';
import { feeEntries, projectFees, projects } from '../../db/schema';
import { iso } from '../../http/dates';
import { badRequest, found } from '../../http/errors';
import { id, idParams, pageFields, percentage, requiredText } from '../../http/fields';
import { listResponse, offsetOf } from '../../http/paging';
import { arrayOf, itemOf, pageOf, record } from '../../http/responses';
import { assertSwitchMove } from '../../http/activeSwitch';
import { nextVersion, requiredVersionMatch, sendVersion, staleVersion, versionMatches } from '../../http/versioning';
import { type SortColumns, sortFields, sortOrder } from '../../http/sorting';
import { feeEntryAnswer, projectFeeAnswer } from './answers';
import { findLiveProjectRef, findProject } from '../projects/mapper';
import { feeColumnOf } from './categoryColumn';
import { auditedDelete, auditedInsert, auditedUpdate } from '../../audit/audited';
import { changesBetween } from '../../audit/changes';
import { recordAudit } from '../../audit/record';
import { feeRecord, projectRecord } from '../../audit/labels';

const feeBody = z.object({
  name: requiredText.max(120),
  property_types: requiredText.max(120),
  types: requiredText.max(120),
  FILM: percentage,
  MUSIC: percentage,
  BOOKS: percentage,
  SPORTS: percentage,
  WEBSERIES: percentage,
});
const statusBody = z.object({ status: z.enum(ACTIVE_STATUSES) });
const isStatusOnly = (raw: unknown) =>
  typeof raw === 'object' && raw !== null && Object.keys(raw).length === 1 && 'status' in raw;
/**
 * An edit of a fee entry: `{status}` alone is the list's switch, anything else the edit form's full
 * set of fields. Each shape is checked by its own schema, so a message names the field as that one sees it.
 */
const feeUpdateBody = z
  .unknown()
  .meta({
    description:
      'Either `{ status }` alone (the switch) or every field of the fee entry (the edit form, with If-Match)',
  })
  .transform((raw, ctx): z.output<typeof statusBody> | z.output<typeof feeBody> => {
    const result = isStatusOnly(raw) ? statusBody.safeParse(raw) : feeBody.safeParse(raw);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue(issue as Parameters<typeof ctx.addIssue>[0]);
    return z.NEVER;
  });
export const feeListQuery = z.object({ ...pageFields, ...sortFields(FEE_SORT_KEYS) });
const projectFeeQuery = z.object({ property_id: id.optional(), fee_id: id.optional() });
const projectParams = z.object({ project_id: id });

/** The value an upsert proposed for `column`. */
const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

const toFee = (row: typeof feeEntries.$inferSelect): FeeEntry => ({
  ...row,
  status: row.status as ActiveStatus,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** The columns behind the fee entry list's sort keys. */
const feeSortColumns: SortColumns<(typeof FEE_SORT_KEYS)[number]> = {
  name: feeEntries.name,
  types: feeEntries.types,
  status: feeEntries.status,
  created_at: feeEntries.created_at,
};

export function feeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const assertFee = async (feeId: number) =>
    found((await db.select({ id: feeEntries.id }).from(feeEntries).where(eq(feeEntries.id, feeId)))[0], 'Fee entry');
  const findFee = async (feeId: number) =>
    toFee(found((await db.select().from(feeEntries).where(eq(feeEntries.id, feeId)))[0], 'Fee entry'));
  /**
   * A write onto a project's fees, first in its transaction: honours an If-Match naming the
   * project's version and bumps it. Undefined when the If-Match is stale (nothing is written).
   */
  const claimProject = async (tx: Queryable, projectId: number, request: FastifyRequest, fee_status?: ActiveStatus) => {
    const [row] = await tx
      .update(projects)
      .set({ ...(fee_status ? { fee_status } : {}), updated_at: new Date(), version: nextVersion(projects.version) })
      .where(and(eq(projects.id, projectId), versionMatches(projects.version, request)))
      .returning({ version: projects.version, name: projects.name, id: projects.id });
    return row;
  };
  /** The fees synced onto a project as they are now, by fee: what an entry compares against. */
  const syncedFees = async (tx: Queryable, projectId: number) => {
    const rows = await tx
      .select({
        fee_id: projectFees.fee_id,
        name: feeEntries.name,
        percentage: projectFees.percentage,
        status: projectFees.status,
      })
      .from(projectFees)
      .innerJoin(feeEntries, eq(feeEntries.id, projectFees.fee_id))
      .where(eq(projectFees.project_id, projectId));
    return new Map(rows.map((row) => [row.fee_id, row]));
  };
  const staleProject = async (projectId: number) =>
    staleVersion('Project', found(await findProject(db, projectId), 'Project'));
  const projectFeeList = async (projectId: number): Promise<ProjectFee[]> => {
    const rows = await db
      .select({ fee: projectFees, name: feeEntries.name, types: feeEntries.types })
      .from(projectFees)
      .innerJoin(feeEntries, eq(feeEntries.id, projectFees.fee_id))
      .where(eq(projectFees.project_id, projectId))
      .orderBy(asc(feeEntries.id));
    return rows.map(({ fee, name, types }) => ({
      ...fee,
      name,
      types,
      status: fee.status as ActiveStatus,
      synced_at: iso(fee.synced_at),
    }));
  };

  return async (app) => {
    app.get(
      '/percentage/all',
      { schema: { querystring: feeListQuery, response: { 200: pageOf(feeEntryAnswer) } } },
      async (request) => {
        const q = request.query;
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(feeEntries)
            .orderBy(...sortOrder(request.query, FEE_SORT_KEYS, feeSortColumns, feeEntries.id, [asc(feeEntries.id)]))
            .limit(q.limit)
            .offset(offsetOf(q.page, q.limit)),
          db.select({ n: count() }).from(feeEntries),
        ]);
        return listResponse(rows.map(toFee), total?.n ?? 0, q.page, q.limit);
      },
    );

    app.post(
      '/percentage',
      { schema: { body: feeBody, response: { 201: itemOf(feeEntryAnswer) } } },
      async (request, reply) => {
        const body = request.body;
        const row = await auditedInsert<typeof feeEntries.$inferSelect>(db, request, {
          table: feeEntries,
          values: body,
          record: feeRecord,
        });
        return reply.status(201).send({
          data: toFee(found(row, 'Fee entry')),
          message: 'Fee entry created',
        } satisfies ItemResponse<FeeEntry>);
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
        if (!('status' in body)) {
          await findFee(feeId);
          const row = await auditedUpdate<typeof feeEntries.$inferSelect>(db, request, {
            table: feeEntries,
            key: eq(feeEntries.id, feeId),
            condition: requiredVersionMatch(feeEntries.version, request, 'Fee entry'),
            set: { ...body, updated_at: new Date(), version: nextVersion(feeEntries.version) },
            record: feeRecord,
          });
          if (!row) throw staleVersion('Fee entry', await findFee(feeId));
          const data = toFee(row);
          sendVersion(reply, data);
          return { data, message: 'Fee updated' };
        }
        const { status } = body;
        const current = await findFee(feeId);
        assertSwitchMove('Fee entry', current.status, status);
        const row = await auditedUpdate<typeof feeEntries.$inferSelect>(db, request, {
          table: feeEntries,
          key: eq(feeEntries.id, feeId),
          condition: and(eq(feeEntries.status, current.status), versionMatches(feeEntries.version, request)),
          set: { status, updated_at: new Date(), version: nextVersion(feeEntries.version) },
          record: feeRecord,
        });
        if (!row) throw staleVersion('Fee entry', await findFee(feeId));
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
        await assertFee(feeId);
        await auditedDelete<typeof feeEntries.$inferSelect>(db, request, {
          table: feeEntries,
          key: eq(feeEntries.id, feeId),
          record: feeRecord,
        });
        return { data: { id: feeId }, message: 'Fee entry deleted' };
      },
    );

    app.get(
      '/percentage/property/:id',
      { schema: { params: idParams, response: { 200: arrayOf(projectFeeAnswer) } } },
      async (request): Promise<ItemResponse<ProjectFee[]>> => {
        const { id: projectId } = request.params;
        await findLiveProjectRef(db, projectId);
        return { data: await projectFeeList(projectId) };
      },
    );

    /** Copies every active fee entry's percentage for the project's category onto the project (idempotent). */
    app.get(
      '/percentage/property_sync/:id',
      { schema: { params: idParams, response: { 200: arrayOf(projectFeeAnswer) } } },
      async (request, reply): Promise<ItemResponse<ProjectFee[]>> => {
        const { id: projectId } = request.params;
        const project = await findLiveProjectRef(db, projectId);
        const column = feeColumnOf(project.property_type_id);
        const active = await db.select().from(feeEntries).where(eq(feeEntries.status, 'Active'));
        const now = new Date();
        const version = await db.transaction(async (tx) => {
          const claimed = await claimProject(tx, projectId, request);
          if (claimed === undefined) return undefined;
          const before = await syncedFees(tx, projectId);
          await recordAudit(tx, request, {
            action: 'update',
            record: projectRecord(claimed),
            changes: active.flatMap((fee) =>
              changesBetween(
                { [`fee ${fee.name}`]: before.get(fee.id)?.percentage ?? null },
                { [`fee ${fee.name}`]: fee[column] },
              ),
            ),
            note: 'Fees synced from the active fee entries',
          });
          const next = claimed.version;
          if (active.length) {
            await tx
              .insert(projectFees)
              .values(
                active.map((fee) => ({
                  project_id: projectId,
                  fee_id: fee.id,
                  percentage: fee[column],
                  synced_at: now,
                })),
              )
              .onConflictDoUpdate({
                target: [projectFees.project_id, projectFees.fee_id],
                set: { percentage: sqlExcluded('percentage'), synced_at: now },
              });
          }
          return next;
        });
        if (version === undefined) throw await staleProject(projectId);
        sendVersion(reply, { version });
        return { data: await projectFeeList(projectId), message: 'Fees synced' };
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
        const { status } = request.body;
        if (q.property_id !== undefined && q.property_id !== project_id)
          throw badRequest('property_id: must match the project id in the path');
        await findLiveProjectRef(db, project_id);
        const version = await db.transaction(async (tx) => {
          const [project] = await tx
            .select({ fee_status: projects.fee_status })
            .from(projects)
            .where(eq(projects.id, project_id));
          const claimed = await claimProject(tx, project_id, request, q.fee_id === undefined ? status : undefined);
          if (claimed === undefined) return undefined;
          const before = await syncedFees(tx, project_id);
          const switched = [...before.values()].filter((fee) => q.fee_id === undefined || fee.fee_id === q.fee_id);
          await recordAudit(tx, request, {
            action: 'status_change',
            record: projectRecord(claimed),
            changes: [
              ...(q.fee_id === undefined
                ? changesBetween({ fee_status: project?.fee_status ?? null }, { fee_status: status })
                : []),
              ...switched.flatMap((fee) =>
                changesBetween({ [`fee ${fee.name} status`]: fee.status }, { [`fee ${fee.name} status`]: status }),
              ),
            ],
          });
          const next = claimed.version;
          if (q.fee_id !== undefined) {
            const updated = await tx
              .update(projectFees)
              .set({ status })
              .where(and(eq(projectFees.project_id, project_id), eq(projectFees.fee_id, q.fee_id)))
              .returning({ id: projectFees.id });
            found(updated[0], 'Project fee');
          } else {
            await tx.update(projectFees).set({ status }).where(eq(projectFees.project_id, project_id));
          }
          return next;
        });
        if (version === undefined) throw await staleProject(project_id);
        sendVersion(reply, { version });
        return { data: await projectFeeList(project_id), message: 'Fee status updated' };
      },
    );
  };
}
