/** Changes to companies: each in one transaction with its trail entry; an update only on the version it was made on. */
import { and, eq, type SQL } from 'drizzle-orm';
import type { ActiveStatus } from '@admin/api-client/contract';
import type { Db } from '../../db/connection';
import { companies } from '../../db/schema';
import { found } from '../../http/errors';
import { nextVersion } from '../../http/versioning';
import { changesBetween } from '../../audit/changes';
import { companyRecord } from '../../audit/labels';
import { type AuditSource, recordAudit } from '../../audit/record';
import { companyState, replaceTeam } from './repository';
import type { CreateCompany, UpdateCompany } from './schemas';

/** Creates the company and its team; answers its id. */
export async function createCompany(db: Db, by: AuditSource, body: CreateCompany): Promise<number> {
  const { team_members: members, ...fields } = body;
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(companies).values(fields).returning({ id: companies.id });
    const companyId = found(created, 'Company').id;
    await replaceTeam(tx, companyId, members ?? []);
    const after = found(await companyState(tx, companyId), 'Company');
    await recordAudit(tx, by, {
      action: 'create',
      record: companyRecord(after),
      changes: changesBetween(null, after, { ignore: ['id'] }),
    });
    return companyId;
  });
}

export interface CompanyUpdate {
  id: number;
  body: UpdateCompany;
  /** The list's switch: `{status}` alone, guarded by the status it was shown with. */
  statusOnly: { from: ActiveStatus } | null;
  /** The version guard the request asked for. */
  sameVersion: SQL | undefined;
}

/** Applies the update when the guards hold (the team is replaced only then); false when they did not. */
export async function updateCompany(db: Db, by: AuditSource, update: CompanyUpdate): Promise<boolean> {
  const { id, body, statusOnly, sameVersion } = update;
  const { team_members: members, ...fields } = body;
  return db.transaction(async (tx) => {
    const before = await companyState(tx, id);
    const rows = await tx
      .update(companies)
      .set({ ...fields, updated_at: new Date(), version: nextVersion(companies.version) })
      .where(and(eq(companies.id, id), sameVersion, statusOnly ? eq(companies.status, statusOnly.from) : undefined))
      .returning({ id: companies.id });
    if (rows.length === 0 || !before) return false;
    if (members) await replaceTeam(tx, id, members);
    const after = found(await companyState(tx, id), 'Company');
    await recordAudit(tx, by, {
      action: statusOnly ? 'status_change' : 'update',
      record: companyRecord(after),
      changes: changesBetween(before, after),
    });
    return true;
  });
}
