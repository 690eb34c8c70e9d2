/** Reading the trail: the filters of `GET /v2/audit` and its CSV, and an entry as the API answers it. */
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, type AuditEntry } from '@admin/api-client/contract';
import { auditEntries } from '../db/schema';
import { dateRange } from '../http/dates';
import { containsPattern, dateRangeFields, id, pageFields, searchText } from '../http/fields';

const filterFields = {
  ...dateRangeFields,
  actor_id: id.optional(),
  record_type: z.enum(AUDIT_RECORD_TYPES).optional(),
  /** A record's id as text: a number, a setting's id, a session's uuid. */
  record_id: z.string().trim().min(1).max(100).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** Contains-match over record labels and actor names. */
  q: searchText.optional(),
};
export const auditListQuery = z.object({ ...pageFields, ...filterFields });
export const auditCsvQuery = z.object(filterFields);
export type AuditFilter = z.infer<typeof auditCsvQuery>;

export function auditWhere(f: AuditFilter): SQL | undefined {
  const pattern = f.q ? containsPattern(f.q) : undefined;
  return and(
    f.actor_id !== undefined ? eq(auditEntries.actor_id, f.actor_id) : undefined,
    f.record_type ? eq(auditEntries.record_type, f.record_type) : undefined,
    f.record_id ? eq(auditEntries.record_id, f.record_id) : undefined,
    f.action ? eq(auditEntries.action, f.action) : undefined,
    dateRange(auditEntries.at, f.from_date, f.to_date, f.time_zone),
    pattern ? or(ilike(auditEntries.record_label, pattern), ilike(auditEntries.actor_name, pattern)) : undefined,
  );
}

export function toAuditEntry(row: typeof auditEntries.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    request_id: row.request_id,
    actor: row.actor_id !== null ? { id: row.actor_id, name: row.actor_name ?? '', role: row.actor_role ?? '' } : null,
    action: row.action,
    record_type: row.record_type,
    record_id: row.record_id,
    record_label: row.record_label,
    changes: row.changes,
    note: row.note,
  };
}
