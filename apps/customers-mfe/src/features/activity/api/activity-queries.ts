import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditApi } from '@admin/api-client';
import { AUDIT_MESSAGES } from '@admin/api-client/contract';
import type { AuditCsvQuery, AuditListQuery, AuditRecordType } from '@admin/api-client';
import type { ActivityPanelProps } from '@admin/ui';

/** The `activity` family: the Activity screen's pages and each record's own history. */
export const activityKeys = {
  all: ['activity'] as const,
  list: (query: AuditListQuery) => ['activity', 'list', query] as const,
  record: (type: AuditRecordType, id: number) => ['activity', 'record', type, id] as const,
};

/** One page of the whole trail (`GET /v2/audit`, audit.read), newest first. */
export function useActivityList(query: AuditListQuery) {
  return useQuery({
    queryKey: activityKeys.list(query),
    queryFn: () => auditApi.list(query),
    placeholderData: keepPreviousData,
  });
}

/** Every entry the filters match, as the CSV the API streams, through the shared client (the bearer token applies). */
export function fetchActivityCsv(filters: AuditCsvQuery): Promise<Blob> {
  return auditApi.csv(filters);
}

/** A customer's or an employee's own history, for the kit's Activity panel (open to whoever may read the record). */
export function recordActivity(
  type: 'customer' | 'employee',
  id: number,
): Pick<ActivityPanelProps, 'queryKey' | 'fetchPage' | 'errorFallback'> {
  return {
    queryKey: activityKeys.record(type, id),
    fetchPage: (page) => auditApi.list({ record_type: type, record_id: String(id), page }),
    errorFallback: AUDIT_MESSAGES.list,
  };
}
