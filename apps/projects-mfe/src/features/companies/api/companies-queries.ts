// Server state of the companies feature: the list, one company, and the writes (status toggle, save, logo).
import { type QueryKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { patchPaged } from '@admin/api-client';
import { companiesApi } from '@admin/api-client/companies';
import { gatewayFileUrl, pinFile } from '@admin/api-client';
import { auditKeys, COMPANY_MESSAGES } from '@admin/api-client/contract';
import type { ActiveStatus, Company, CompanyCreateRequest, CompanyListQuery, UploadOptions } from '@admin/api-client';
import { useApiMutation } from '@admin/ui';

// Constants and messages the feature's components and schemas show (only api/ imports the client's values).
export {
  ACTIVE_STATUSES,
  CERTIFICATE_TYPES,
  COMPANY_MESSAGES,
  COMPANY_SORT_KEYS,
  COMPANY_TYPES,
  errorMessage,
  OWNERSHIP_TYPES,
  TEAM_ROLES,
} from '@admin/api-client/contract';
import { queryRoots } from '../../../common/query-roots';

const companyKeys = {
  all: queryRoots.companies,
  list: (query: CompanyListQuery) => [...queryRoots.companies, 'list', query] as const,
  detail: (id: number) => [...queryRoots.companies, 'detail', id] as const,
};

export const companyListQuery = (query: CompanyListQuery) =>
  queryOptions({ queryKey: companyKeys.list(query), queryFn: () => companiesApi.list(query) });

/** A company as it is now: one someone else moved out of the filters shows its new status (useLiveList's fetchRow). */
export const fetchCompany = (id: string): Promise<Company> => companiesApi.get(Number(id));

const companyQuery = (id: number | undefined) =>
  queryOptions({ queryKey: companyKeys.detail(id ?? 0), queryFn: () => companiesApi.get(id ?? 0) });

export function useCompany(id: number | undefined) {
  return useQuery({ ...companyQuery(id), enabled: id !== undefined });
}

/**
 * The status toggle of a row: shown at once in `listKey`'s page, rolled back with a toast (the
 * server's message, e.g. a 409 when the row is stale) if refused. Sends the row's version.
 */
export function useCompanyStatus(listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ id, status, version }: { id: number; status: ActiveStatus; version: number }) =>
      companiesApi.setStatus(id, status, version),
    success: (company: Company) => `${company.name} is now ${company.status}`,
    errorFallback: COMPANY_MESSAGES.status,
    optimistic: { queryKey: listKey, update: (old, { id, status }) => patchPaged<Company>(old, id, { status }) },
    // The saved row (with its new version) replaces the shown one, so its next toggle is not stale.
    onSuccess: (company) =>
      void queryClient.setQueryData(listKey, (old: unknown) => patchPaged<Company>(old, company.id, company)),
    invalidate: (_data, { id }) => [companyKeys.detail(id), auditKeys.record('company', id)],
  });
}

/** One company's status, as one item of a bulk action: its own request, with the version the list showed. */
export function setCompanyStatus(company: Company, status: ActiveStatus): Promise<Company> {
  return companiesApi.setStatus(company.id, status, company.version);
}

/** Refetches every company list and record, e.g. after a bulk action changed some of them. */
export function useRefreshCompanies(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: companyKeys.all });
}

/** A new company, or an edit of one made on the version the form loaded. */
export type CompanySave =
  | { id?: undefined; body: CompanyCreateRequest }
  | { id: number; body: CompanyCreateRequest; version: number };

/**
 * Saves the company form: a create without `id`, else an update (whole record, team included).
 * No failure toast: the form shows the error on itself and keeps what was typed.
 */
export function useSaveCompany() {
  return useApiMutation({
    mutationFn: (save: CompanySave) =>
      save.id === undefined ? companiesApi.create(save.body) : companiesApi.update(save.id, save.body, save.version),
    success: (_company: Company, { id }) => (id === undefined ? 'Company created' : 'Company updated'),
    errorFallback: COMPANY_MESSAGES.update,
    silentError: true,
    invalidate: (_company, save) =>
      save.id === undefined ? [companyKeys.all] : [companyKeys.all, auditKeys.record('company', save.id)],
  });
}

/** Pins a logo through the API (staff session) and answers its gateway URL. */
export async function uploadLogo(file: File, gatewayUrl: string, options: UploadOptions): Promise<string> {
  const pinned = await pinFile(file, options, file.name);
  return gatewayFileUrl(gatewayUrl, pinned.IpfsHash);
}
