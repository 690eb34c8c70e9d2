// Typed calls of the company family (docs/product.md#calls: GET /v2/company, PUT /v2/company/{id}; the API adds
// POST and GET one). Each resolves to the answer's data; fallbacks are declared beside them.
import type { Company, CompanyCreateRequest, CompanyListQuery, CompanyUpdateRequest } from '../types/index';
import { getItem, getPaged, ifMatch, type Paged, send } from '@admin/api-client';

/**
 * Fallback messages when the server gives none. The spec names none for companies, so these follow
 * its wording for the other families ('Failed to fetch …', 'Failed to update …').
 */
export const companiesApi = {
  /** `GET /v2/company` with page, limit and the filters that are set. */
  list(query: CompanyListQuery = {}): Promise<Paged<Company>> {
    return getPaged<Company>('/v2/company', { ...query });
  },
  /** `GET /v2/company/{id}`. */
  get(id: number): Promise<Company> {
    return getItem<Company>(`/v2/company/${id}`);
  },
  /** `POST /v2/company` (team_members, when sent, becomes the whole team). */
  create(body: CompanyCreateRequest): Promise<Company> {
    return send<Company>('post', '/v2/company', body);
  },
  /** `PUT /v2/company/{id}`: any subset; `version` (the one loaded) is required (If-Match). */
  update(id: number, body: CompanyUpdateRequest, version: number): Promise<Company> {
    return send<Company>('put', `/v2/company/${id}`, body, ifMatch(version));
  },
  /** `PUT /v2/company/{id} {status}` (docs/product.md#calls); `version`, when sent, makes it conditional (409 when stale). */
  setStatus(id: number, status: Company['status'], version?: number): Promise<Company> {
    return send<Company>('put', `/v2/company/${id}`, { status }, ifMatch(version));
  },
};
