// Typed calls of the roles screen and of every role picker (docs/product.md#calls `GET /role`, paged).
import type { Role, RoleCreateRequest, RoleListQuery, RoleUpdateRequest } from '../types/index';
import { getItem, getPaged, ifMatch, send } from './request';

export const rolesApi = {
  list: (query: RoleListQuery = {}) => getPaged<Role>('/role', { ...query }),
  get: (id: number) => getItem<Role>(`/role/${id}`),
  create: (body: RoleCreateRequest) => send<Role>('post', '/role', body),
  /** `version` (the one loaded) is required (If-Match). */
  update: (id: number, body: RoleUpdateRequest, version: number) =>
    send<Role>('put', `/role/${id}`, body, ifMatch(version)),
};
