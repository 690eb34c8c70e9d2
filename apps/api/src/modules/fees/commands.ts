/**
 * Changes to fee entries and to a project's fees. A write onto a project's fees claims the project
 * first in its transaction (its version guard, its version bumped), so two syncs cannot interleave.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ActiveStatus } from '@admin/api-client/contract';
import type { Db, Queryable } from '../../db/connection';
import { feeEntries, projectFees, projects } from '../../db/schema';
import { found } from '../../http/errors';
import { nextVersion } from '../../http/versioning';
import { auditedDelete, auditedInsert, auditedUpdate } from '../../audit/audited';
import { changesBetween } from '../../audit/changes';
import { feeRecord, projectRecord } from '../../audit/labels';
import { type AuditSource, recordAudit } from '../../audit/record';
import { feeColumnOf } from './category-column';
import { type FeeRow, syncedFees } from './repository';
import type { FeeFields } from './schemas';

export function createFee(db: Db, by: AuditSource, fields: FeeFields): Promise<FeeRow | undefined> {
  return auditedInsert<FeeRow>(db, by, { table: feeEntries, values: fields, record: feeRecord });
}

/** Replaces the entry's fields when `sameVersion` holds; undefined when it did not. */
export function editFee(db: Db, by: AuditSource, feeId: number, fields: FeeFields, sameVersion: SQL) {
  return auditedUpdate<FeeRow>(db, by, {
    table: feeEntries,
    key: eq(feeEntries.id, feeId),
    condition: sameVersion,
    set: { ...fields, updated_at: new Date(), version: nextVersion(feeEntries.version) },
    record: feeRecord,
  });
}

/** The list's switch, from the status it was shown with; undefined when the entry moved meanwhile. */
export function switchFee(
  db: Db,
  by: AuditSource,
  feeId: number,
  move: { from: ActiveStatus; to: ActiveStatus },
  sameVersion: SQL | undefined,
) {
  return auditedUpdate<FeeRow>(db, by, {
    table: feeEntries,
    key: eq(feeEntries.id, feeId),
    condition: and(eq(feeEntries.status, move.from), sameVersion),
    set: { status: move.to, updated_at: new Date(), version: nextVersion(feeEntries.version) },
    record: feeRecord,
  });
}

export function deleteFee(db: Db, by: AuditSource, feeId: number) {
  return auditedDelete<FeeRow>(db, by, { table: feeEntries, key: eq(feeEntries.id, feeId), record: feeRecord });
}

/** Claims the project for a write onto its fees; undefined when `sameVersion` does not hold (nothing is written). */
async function claimProject(tx: Queryable, projectId: number, sameVersion: SQL | undefined, fee_status?: ActiveStatus) {
  const [row] = await tx
    .update(projects)
    .set({ ...(fee_status ? { fee_status } : {}), updated_at: new Date(), version: nextVersion(projects.version) })
    .where(and(eq(projects.id, projectId), sameVersion))
    .returning({ version: projects.version, name: projects.name, id: projects.id });
  return row;
}

/** The value an upsert proposed for `column`. */
const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Copies every active fee entry's percentage for the project's category onto the project (idempotent).
 * Answers the project's new version; undefined when its version guard did not hold.
 */
export async function syncProjectFees(
  db: Db,
  by: AuditSource,
  project: { id: number; property_type_id: number },
  active: FeeRow[],
  sameVersion: SQL | undefined,
): Promise<number | undefined> {
  const column = feeColumnOf(project.property_type_id);
  const now = new Date();
  return db.transaction(async (tx) => {
    const claimed = await claimProject(tx, project.id, sameVersion);
    if (claimed === undefined) return undefined;
    const before = await syncedFees(tx, project.id);
    await recordAudit(tx, by, {
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
    if (active.length) {
      await tx
        .insert(projectFees)
        .values(
          active.map((fee) => ({ project_id: project.id, fee_id: fee.id, percentage: fee[column], synced_at: now })),
        )
        .onConflictDoUpdate({
          target: [projectFees.project_id, projectFees.fee_id],
          set: { percentage: sqlExcluded('percentage'), synced_at: now },
        });
    }
    return claimed.version;
  });
}

/**
 * Sets the fee status of one synced fee (`feeId`), or of all of them and the project's own fee_status.
 * Answers the project's new version; undefined when its version guard did not hold.
 */
export async function setProjectFeeStatus(
  db: Db,
  by: AuditSource,
  change: { projectId: number; feeId: number | undefined; status: ActiveStatus },
  sameVersion: SQL | undefined,
): Promise<number | undefined> {
  const { projectId, feeId, status } = change;
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ fee_status: projects.fee_status })
      .from(projects)
      .where(eq(projects.id, projectId));
    const claimed = await claimProject(tx, projectId, sameVersion, feeId === undefined ? status : undefined);
    if (claimed === undefined) return undefined;
    const before = await syncedFees(tx, projectId);
    const switched = [...before.values()].filter((fee) => feeId === undefined || fee.fee_id === feeId);
    await recordAudit(tx, by, {
      action: 'status_change',
      record: projectRecord(claimed),
      changes: [
        ...(feeId === undefined
          ? changesBetween({ fee_status: project?.fee_status ?? null }, { fee_status: status })
          : []),
        ...switched.flatMap((fee) =>
          changesBetween({ [`fee ${fee.name} status`]: fee.status }, { [`fee ${fee.name} status`]: status }),
        ),
      ],
    });
    if (feeId !== undefined) {
      const updated = await tx
        .update(projectFees)
        .set({ status })
        .where(and(eq(projectFees.project_id, projectId), eq(projectFees.fee_id, feeId)))
        .returning({ id: projectFees.id });
      found(updated[0], 'Project fee');
    } else {
      await tx.update(projectFees).set({ status }).where(eq(projectFees.project_id, projectId));
    }
    return claimed.version;
  });
}
