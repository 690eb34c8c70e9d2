// Typed calls of the employee screens (docs/product.md#calls).
import type {
  Employee,
  EmployeeCreateRequest,
  EmployeeListQuery,
  EmployeeUpdateRequest,
  SendBackRequest,
} from '../types/index';
import { getItem, getPaged, ifMatch, send } from '@admin/api-client';

export const employeesApi = {
  list: (query: EmployeeListQuery = {}) => getPaged<Employee>('/v2/admin/employee', { ...query }),
  get: (id: number) => getItem<Employee>(`/v2/admin/employee/${id}`),
  create: (body: EmployeeCreateRequest) => send<Employee>('post', '/v2/admin/employee', body),
  update: (id: number, body: EmployeeUpdateRequest, version: number) =>
    send<Employee>('put', `/v2/admin/employee/${id}`, body, ifMatch(version)),
  remove: (id: number) => send<{ id: number }>('delete', `/v2/admin/employee/${id}`),
  /** A second Admin confirms a role that decides given to the employee (403 for its asker or a dependent account). */
  confirmRole: (id: number, version: number) =>
    send<Employee>('post', `/v2/admin/employee/${id}/role/confirm`, {}, ifMatch(version)),
  /** A second Admin sends the waiting role back: the role stays; a new employee waiting with it is not added. */
  sendBackRole: (id: number, body: SendBackRequest, version: number) =>
    send<Employee>('post', `/v2/admin/employee/${id}/role/send-back`, body, ifMatch(version)),
};
