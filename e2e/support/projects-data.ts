// Data the project, company and fee journeys create through the API before they open a screen, so
// no journey depends on the seed's or another journey's records.
import type {
  Company,
  CompanyCreateRequest,
  FeeEntry,
  FeeEntryRequest,
  Project,
  ProjectCreateRequest,
} from '@admin/api-client';
import { signInViaApi } from './session';
import { apiUrl } from './suite';

/** JSON calls to the API as the seeded admin (a session of its own, separate from the browser's). */
export async function adminApi() {
  const { accessToken } = await signInViaApi();
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { data: T; message?: string };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message ?? ''}`);
    return json.data;
  }
  return {
    call,
    createCompany: (body: Partial<CompanyCreateRequest> & { name: string }) =>
      call<Company>('POST', '/v2/company', { type: 'LLP', ...body }),
    getCompany: (id: number) => call<Company>('GET', `/v2/company/${id}`),
    createProject: (body: Partial<ProjectCreateRequest> & { name: string }) =>
      call<Project>('POST', '/project', { property_type_id: 1, total_token: 1000, token_amount: 500, ...body }),
    getProject: (id: number) => call<Project>('GET', `/v2/project/${id}`),
    setProjectStatus: (id: number, status: Project['status']) =>
      call<Project>('PUT', `/v2/project/status/${id}`, { status }),
    createFee: (body: Partial<FeeEntryRequest> & { name: string }) =>
      call<FeeEntry>('POST', '/percentage/', {
        property_types: 'all',
        types: 'platform',
        FILM: 1,
        MUSIC: 1,
        BOOKS: 1,
        SPORTS: 1,
        WEBSERIES: 1,
        ...body,
      }),
  };
}
