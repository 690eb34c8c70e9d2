// Typed calls of the roles screen and of every role picker (docs/product.md#calls `GET /role`, paged).
import type { Role, RoleCreateRequest, RoleListQuery, RoleUpdateRequest, SendBackRequest } from '../types/index';
import { getItem, getPaged, ifMatch, send } from '@admin/api-client';

export const rolesApi = {
  list: (query: RoleListQuery = {}) => getPaged<Role>('/role', { ...query }),
  get: (id: number) => getItem<Role>(`/role/${id}`),
  create: (body: RoleCreateRequest) => send<Role>('post', '/role', body),
  /** `version` (the one loaded) is required (If-Match). */
  update: (id: number, body: RoleUpdateRequest, version: number) =>
    send<Role>('put', `/role/${id}`, body, ifMatch(version)),
  /** A second Admin confirms the decide permissions waiting on the role (403 for its asker or a dependent account). */
  confirm: (id: number, version: number) => send<Role>('post', `/role/${id}/confirm`, {}, ifMatch(version)),
  /** A second Admin sends them back: the role keeps what it holds. */
  sendBack: (id: number, body: SendBackRequest, version: number) =>
    send<Role>('post', `/role/${id}/send-back`, body, ifMatch(version)),
};
