import { queryOptions } from '@tanstack/react-query';
import { type AuditCsvQuery, auditApi } from '@admin/api-client/audit';
import { auditKeys } from '@admin/api-client/contract';
import type { AuditListQuery } from '@admin/api-client';
import type { SearchSelectOption } from '@admin/ui';
import { queryRoots } from '../../../common/query-roots';

/** A customer's or an employee's own history: the suite's one record-history query, from the client lib. */
export { recordHistory } from '@admin/api-client/audit';

/** One page of the whole trail (`GET /v2/audit`, audit.read), newest first, in the libs' `audit` family. */
export const activityListQuery = (query: AuditListQuery) =>
  queryOptions({ queryKey: auditKeys.list(query), queryFn: () => auditApi.list(query) });

/** Every entry the filters match, as the CSV the API streams, through the shared client (the bearer token applies). */
export function fetchActivityCsv(filters: AuditCsvQuery): Promise<Blob> {
  return auditApi.csv(filters);
}

/** The person picker's options: staff whose name contains what was typed (names and ids only). */
export const activityPeopleKey = queryRoots.activityPeople;
export async function searchStaffNames(search: string): Promise<SearchSelectOption[]> {
  const people = await auditApi.people({ q: search || undefined, limit: 20 });
  return people.map((person) => ({ value: String(person.id), label: person.name }));
}
