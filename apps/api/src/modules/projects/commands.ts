/** Changes to projects: each in one transaction with its trail entry, guarded by the version it was made on. */
import { and, eq, type SQL } from 'drizzle-orm';
import type { ProjectMediaFile, ProjectMediaResult, ProjectStatus } from '@admin/api-client/contract';
import type { Db } from '../../db/connection';
import { projects } from '../../db/schema';
import { conflict, found } from '../../http/errors';
import { nextVersion } from '../../http/versioning';
import { auditedDelete, auditedUpdate } from '../../audit/audited';
import { changesBetween } from '../../audit/changes';
import { projectRecord } from '../../audit/labels';
import { type AuditSource, recordAudit } from '../../audit/record';
import { orderCountOf, projectState, replaceTerms } from './repository';
import type { ProjectCreate, ProjectStatusChange, ProjectUpdate } from './schemas';
import { assertProjectTransition } from './transitions';

type ProjectRow = typeof projects.$inferSelect;

/** Creates the project and its terms; answers its id. */
export function createProject(db: Db, by: AuditSource, body: ProjectCreate): Promise<number> {
  const { investment_terms: terms, ...fields } = body;
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(projects).values(fields).returning({ id: projects.id });
    const projectId = found(created, 'Project').id;
    await replaceTerms(tx, projectId, terms);
    const after = found(await projectState(tx, projectId), 'Project');
    await recordAudit(tx, by, {
      action: 'create',
      record: projectRecord(after),
      changes: changesBetween(null, after, { ignore: ['id', 'uuid'] }),
    });
    return projectId;
  });
}

/**
 * Applies the edit when `sameVersion` holds (the terms are replaced only then); false when it did not.
 * A new status must be a move the status table allows from the project's current one (`from`).
 */
export function updateProject(
  db: Db,
  by: AuditSource,
  { id, from }: { id: number; from: ProjectStatus },
  body: ProjectUpdate,
  sameVersion: SQL,
) {
  if (body.status !== undefined && body.status !== from) assertProjectTransition(from, body.status);
  const { investment_terms: terms, ...fields } = body;
  return db.transaction(async (tx) => {
    const before = await projectState(tx, id);
    const updated = await tx
      .update(projects)
      .set({ ...fields, updated_at: new Date(), version: nextVersion(projects.version) })
      .where(and(eq(projects.id, id), sameVersion))
      .returning({ id: projects.id });
    if (updated.length === 0 || !before) return false;
    if (terms) await replaceTerms(tx, id, terms);
    const after = found(await projectState(tx, id), 'Project');
    await recordAudit(tx, by, {
      action: 'update',
      record: projectRecord(after),
      changes: changesBetween(before, after),
    });
    return true;
  });
}

/**
 * The single-field call (booking amount, waitlist, status). A status move is applied only from the
 * status it was checked from, so two concurrent moves cannot both apply. Undefined when a guard failed.
 */
export function setProjectStatus(
  db: Db,
  by: AuditSource,
  id: number,
  change: ProjectStatusChange & { from: ProjectStatus },
  sameVersion: SQL | undefined,
): Promise<ProjectRow | undefined> {
  if (change.status !== undefined) assertProjectTransition(change.from, change.status);
  return auditedUpdate<ProjectRow>(db, by, {
    table: projects,
    key: eq(projects.id, id),
    condition: and(sameVersion, change.status !== undefined ? eq(projects.status, change.from) : undefined),
    set: {
      is_booking_amount_required: change.is_booking_amount_required,
      join_waitlist: change.join_waitlist,
      status: change.status,
      updated_at: new Date(),
      version: nextVersion(projects.version),
    },
    record: projectRecord,
  });
}

/** A soft delete marks the project; a hard one removes it, refused (409) while an order holds it. */
export async function deleteProject(db: Db, by: AuditSource, id: number, mode: 'soft' | 'hard'): Promise<void> {
  if (mode === 'hard') {
    if ((await orderCountOf(db, id)) > 0)
      throw conflict('Project has orders and cannot be hard-deleted; delete it softly instead');
    await auditedDelete<ProjectRow>(db, by, {
      table: projects,
      key: eq(projects.id, id),
      record: projectRecord,
      note: 'Deleted permanently',
    });
    return;
  }
  await auditedUpdate<ProjectRow>(db, by, {
    table: projects,
    key: eq(projects.id, id),
    set: { deleted_at: new Date() },
    action: 'delete',
    record: projectRecord,
    changes: { only: ['deleted_at'] },
  });
}

/** Points the project at its received media; undefined when `sameVersion` did not hold. */
export function attachMedia(
  db: Db,
  by: AuditSource,
  id: number,
  media: Omit<ProjectMediaResult, 'version'>,
  sameVersion: SQL | undefined,
) {
  return auditedUpdate<ProjectRow>(db, by, {
    table: projects,
    key: eq(projects.id, id),
    condition: sameVersion,
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
}

/** A file stored for the project, not attached: the entry says who brought which file in. */
export function recordMediaFile(
  db: Db,
  by: AuditSource,
  project: { id: number; name: string },
  file: ProjectMediaFile,
) {
  return db.transaction((tx) =>
    recordAudit(tx, by, {
      action: 'file_upload',
      record: projectRecord(project),
      // The file's name is what staff recognise; its link and size are the file's, not the trail's.
      note: file.name,
    }),
  );
}
