// Typed calls of the audit trail: one page of entries, and the whole filtered set as CSV (fallback
// messages: AUDIT_MESSAGES in the contract).
import type { AuditEntry, AuditListQuery } from '../types/index';
import { getBlob, getPaged } from './request';
import type { Paged } from './request';

/** The filters of the CSV export: those of the list, without paging (the file holds every match). */
export type AuditCsvQuery = Omit<AuditListQuery, 'page' | 'limit'>;

export const auditApi = {
  /**
   * `GET /v2/audit`: newest first; unset filters are not sent. With `record_type` and `record_id`
   * it is one record's own history, open to whoever may read that record.
   */
  list(query: AuditListQuery): Promise<Paged<AuditEntry>> {
    return getPaged<AuditEntry>('/v2/audit', { ...query });
  },
  /** `GET /v2/audit/csv`: every entry the filters match, as the CSV file the API streams. */
  csv(query: AuditCsvQuery): Promise<Blob> {
    return getBlob('/v2/audit/csv', { ...query });
  },
};
