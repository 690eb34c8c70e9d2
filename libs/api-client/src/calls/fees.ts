// Typed calls of fee management: fee entries (percentages per category) and the fees synced onto a project (docs/product.md#calls).
import type { ActiveStatus, FeeEntry, FeeEntryRequest, FeeListQuery, ProjectFee } from '../types/index';
import { getItem, getPaged, ifMatch, type Paged, send } from '@admin/api-client';

/**
 * docs/product.md#error-messages fallbacks. The spec lists two for the fee-entry list: 'Failed to fetch fees' is the
 * table's (a page of entries), 'Failed to fetch percentages' the chart's (every entry's percentages).
 */
export const feesApi = {
  /** `GET /percentage/all` with page, limit and the sort when set. */
  list(query: FeeListQuery = {}): Promise<Paged<FeeEntry>> {
    return getPaged<FeeEntry>('/percentage/all', { ...query });
  },
  /** `POST /percentage/` with the fee payload (percentages 0–100). */
  create(body: FeeEntryRequest): Promise<FeeEntry> {
    return send<FeeEntry>('post', '/percentage/', body);
  },
  /**
   * `PUT /percentage/{id}` with the whole fee payload: the edit form's save. `version` (the one
   * loaded) is required (If-Match); the entry's status is left as it is.
   */
  update(id: number, body: FeeEntryRequest, version: number): Promise<FeeEntry> {
    return send<FeeEntry>('put', `/percentage/${id}`, body, ifMatch(version));
  },
  /** `DELETE /percentage/{id}`. */
  remove(id: number): Promise<{ id: number }> {
    return send<{ id: number }>('delete', `/percentage/${id}`);
  },
  /** `PUT /percentage/{id} {status}`; `version` (the row's) makes it conditional (409 when stale). */
  setStatus(id: number, status: ActiveStatus, version?: number): Promise<FeeEntry> {
    return send<FeeEntry>('put', `/percentage/${id}`, { status }, ifMatch(version));
  },
  /** `GET /percentage/property/{id}`: the fees synced onto a project. */
  projectFees(projectId: number): Promise<ProjectFee[]> {
    return getItem<ProjectFee[]>(`/percentage/property/${projectId}`);
  },
  /**
   * `GET /percentage/property_sync/{id}`: copies the active fees onto the project. It writes,
   * despite the GET, so screens run it as a mutation on a click, never as a query. `version` is
   * the project's (409 when stale); the sync bumps it.
   */
  syncProjectFees(projectId: number, version?: number): Promise<ProjectFee[]> {
    return getItem<ProjectFee[]>(`/percentage/property_sync/${projectId}`, undefined, ifMatch(version));
  },
  /**
   * `PUT /percentage/property/{project_id}/?property_id={project_id}` body `{status}`: the project's
   * fee status; `version` is the project's (409 when stale).
   */
  setProjectFeeStatus(projectId: number, status: ActiveStatus, version?: number): Promise<ProjectFee[]> {
    return send<ProjectFee[]>(
      'put',
      `/percentage/property/${projectId}/`,
      { status },
      { ...ifMatch(version), params: { property_id: projectId } },
    );
  },
};
