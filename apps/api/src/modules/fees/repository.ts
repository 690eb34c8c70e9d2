/** Fee entries and the fees synced onto projects, as stored. */
import { asc, count, eq } from 'drizzle-orm';
import { FEE_SORT_KEYS } from '@admin/api-client/contract';
import type { ActiveStatus, FeeEntry, ProjectFee } from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { feeEntries, projectFees } from '../../db/schema';
import { iso } from '../../http/dates';
import { found } from '../../http/errors';
import { offsetOf } from '../../http/paging';
import { type SortColumns, sortOrder } from '../../http/sorting';
import type { FeeListQuery } from './schemas';

export type FeeRow = typeof feeEntries.$inferSelect;

export const toFee = (row: FeeRow): FeeEntry => ({
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

export async function listFees(db: Queryable, q: FeeListQuery): Promise<{ rows: FeeEntry[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(feeEntries)
      .orderBy(...sortOrder(q, FEE_SORT_KEYS, feeSortColumns, feeEntries.id, [asc(feeEntries.id)]))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ n: count() }).from(feeEntries),
  ]);
  return { rows: rows.map(toFee), total: total?.n ?? 0 };
}

/** A fee entry; 404 'Fee entry not found' when there is none. */
export async function findFee(db: Queryable, feeId: number): Promise<FeeEntry> {
  return toFee(found((await db.select().from(feeEntries).where(eq(feeEntries.id, feeId)))[0], 'Fee entry'));
}

export const activeFees = (db: Queryable): Promise<FeeRow[]> =>
  db.select().from(feeEntries).where(eq(feeEntries.status, 'Active'));

/** The fees synced onto a project as they are now, by fee: what a trail entry compares against. */
export async function syncedFees(tx: Queryable, projectId: number) {
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
}

/** A project's synced fees as the screens show them. */
export async function projectFeeList(db: Queryable, projectId: number): Promise<ProjectFee[]> {
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
}
