// Customers, employees and roles for the customers-mfe journeys, created through the API.
import type { Customer, Employee, EmployeeCreateRequest, Role } from '@admin/api-client';
import { callApi, uniquePhone, uniqueSuffix } from './api';
import { apiUrl } from './suite';

/** Registers a customer as the sign-up flow does (`POST /auth/register`: a Customer, role 2). */
export async function registerCustomer(token: string, namePrefix = 'E2E Customer'): Promise<Customer> {
  const suffix = uniqueSuffix();
  const response = await fetch(`${apiUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: uniquePhone(), country_code: '+91', name: `${namePrefix} ${suffix}`, email: `customer-${suffix}@example.com` }),
  });
  const json = (await response.json()) as { data: { user_id: number }; message?: string };
  if (!response.ok) throw new Error(`register: ${response.status} ${json.message ?? ''}`);
  return callApi<Customer>(token, 'GET', `/v2/customer/${json.data.user_id}`);
}

/** Adds an employee with a unique name and phone. */
export async function createEmployee(token: string, fields: Partial<EmployeeCreateRequest> & { role: number }): Promise<Employee> {
  const suffix = uniqueSuffix();
  return callApi<Employee>(token, 'POST', '/v2/admin/employee', {
    name: `E2E Employee ${suffix}`,
    phone: uniquePhone(),
    country_code: '+91',
    email: `employee-${suffix}@example.com`,
    ...fields,
  });
}

/** Creates a staff role with a unique name (and permissions, once roles carry them). */
export async function createRole(token: string, fields: { name?: string; description?: string; permissions?: string[] } = {}): Promise<Role> {
  return callApi<Role>(token, 'POST', '/role', { name: `E2E Role ${uniqueSuffix()}`, ...fields });
}
