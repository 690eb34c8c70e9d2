// Typed calls of the audit trail: one page of entries, and the whole filtered set as CSV (fallback
// messages: AUDIT_MESSAGES in the contract).
import { auditKeys } from '@admin/api-client/contract/core';
import { AUDIT_MESSAGES } from '../contract/messages';
import type { AuditEntry, AuditListQuery, AuditRecordType, StaffName, StaffNameQuery } from '../types/index';
import { getBlob, getItem, getPaged } from '@admin/api-client';
import type { Paged } from '@admin/api-client';

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
  /** `GET /v2/audit/people` (audit.read): staff names and ids, by name, for the person picker. */
  people(query: StaffNameQuery): Promise<StaffName[]> {
    return getItem<StaffName[]>('/v2/audit/people', { ...query });
  },
};

/**
 * One record's own history for the kit's ActivityPanel (`GET /v2/audit?record_type=&record_id=`, open to
 * whoever may read the record): the one source every remote uses, cached under `auditKeys.record`, so a
 * save that invalidates that key (or `auditKeys.all`) refreshes the panel.
 */
export function recordHistory(type: AuditRecordType, id: number) {
  return {
    queryKey: auditKeys.record(type, id),
    fetchPage: (page: number): Promise<Paged<AuditEntry>> =>
      auditApi.list({ record_type: type, record_id: String(id), page }),
    errorFallback: AUDIT_MESSAGES.list,
  };
}
