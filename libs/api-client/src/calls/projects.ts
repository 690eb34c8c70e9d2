// Typed calls of the project family (a project is also called a property): docs/product.md#calls.
import type {
  Project,
  ProjectCreateRequest,
  ProjectListQuery,
  ProjectStatus,
  ProjectUpdateRequest,
  PropertyFilterQuery,
} from '../types/index';
import { getItem, getPaged, ifMatch, type Paged, send } from '@admin/api-client';

export const projectsApi = {
  /** `GET /v2/admin/project` with page, limit and the status and search filters when set. */
  list(query: ProjectListQuery = {}): Promise<Paged<Project>> {
    return getPaged<Project>('/v2/admin/project', { ...query });
  },
  /** `GET /property/filter`: status, dao, type (the category id), from_date, to_date (YYYY-MM-DD). */
  filterProperties(query: PropertyFilterQuery = {}): Promise<Paged<Project>> {
    return getPaged<Project>('/property/filter', { ...query });
  },
  /** `GET /v2/project/{id}`. */
  get(id: number): Promise<Project> {
    return getItem<Project>(`/v2/project/${id}`);
  },
  /** `POST /project` with the basic details. */
  create(body: ProjectCreateRequest): Promise<Project> {
    return send<Project>('post', '/project', body);
  },
  /** `PUT /v2/project/{id}`: any subset; `version` (the one loaded) is required (If-Match). */
  update(id: number, body: ProjectUpdateRequest, version: number): Promise<Project> {
    return send<Project>('put', `/v2/project/${id}`, body, ifMatch(version));
  },
  /**
   * `PUT /v2/project/status/{id}` with `property_id` plus `status` (a move PROJECT_TRANSITIONS
   * allows). This and the two flags below take the row's `version` (If-Match, 409 when stale).
   */
  setStatus(id: number, status: ProjectStatus, version?: number): Promise<Project> {
    return send<Project>('put', `/v2/project/status/${id}`, { property_id: id, status }, ifMatch(version));
  },
  /** `PUT /v2/project/status/{id} {is_booking_amount_required}`. */
  setBookingAmountRequired(id: number, value: boolean, version?: number): Promise<Project> {
    return send<Project>('put', `/v2/project/status/${id}`, { is_booking_amount_required: value }, ifMatch(version));
  },
  /** `PUT /v2/project/status/{id} {join_waitlist}`. */
  setJoinWaitlist(id: number, value: boolean, version?: number): Promise<Project> {
    return send<Project>('put', `/v2/project/status/${id}`, { join_waitlist: value }, ifMatch(version));
  },
  /** `DELETE /v2/project/{id}?mode=hard` (409 while orders hold it). */
  deleteHard(id: number): Promise<{ id: number }> {
    return send<{ id: number }>('delete', `/v2/project/${id}`, undefined, { params: { mode: 'hard' } });
  },
};
