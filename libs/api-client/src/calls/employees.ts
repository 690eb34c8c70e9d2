// Typed calls of the employee screens (docs/product.md#calls).
import type { Employee, EmployeeCreateRequest, EmployeeListQuery, EmployeeUpdateRequest } from '../types/index';
import { getItem, getPaged, ifMatch, send } from './request';

export const employeesApi = {
  list: (query: EmployeeListQuery = {}) => getPaged<Employee>('/v2/admin/employee', { ...query }),
  get: (id: number) => getItem<Employee>(`/v2/admin/employee/${id}`),
  create: (body: EmployeeCreateRequest) => send<Employee>('post', '/v2/admin/employee', body),
  update: (id: number, body: EmployeeUpdateRequest, version: number) =>
    send<Employee>('put', `/v2/admin/employee/${id}`, body, ifMatch(version)),
  remove: (id: number) => send<{ id: number }>('delete', `/v2/admin/employee/${id}`),
};
