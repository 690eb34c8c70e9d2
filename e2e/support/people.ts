// Customers, employees and roles for the customers-mfe journeys, created through the API.
import type { Customer, Employee, EmployeeCreateRequest, Role } from '@admin/api-client';
import { callApi, uniquePhone, uniqueSuffix } from './api';
import { signInViaApi, STAFF_PHONES } from './session';
import { apiUrl } from './suite';

/** Registers a customer as the sign-up flow does (`POST /auth/register`: a Customer, role 2). */
export async function registerCustomer(token: string, namePrefix = 'E2E Customer'): Promise<Customer> {
  const suffix = uniqueSuffix();
  const response = await fetch(`${apiUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      phone: uniquePhone(),
      country_code: '+91',
      name: `${namePrefix} ${suffix}`,
      email: `customer-${suffix}@example.com`,
    }),
  });
  const json = (await response.json()) as { data: { user_id: number }; message?: string };
  if (!response.ok) throw new Error(`register: ${response.status} ${json.message ?? ''}`);
  return callApi<Customer>(token, 'GET', `/v2/customer/${json.data.user_id}`);
}

/**
 * Adds an employee with a unique name and phone. A role that decides (refunds, KYC, roles) waits for
 * a second Admin, so the seed's other Admin confirms it (a journey's setup wants the employee at work).
 */
export async function createEmployee(
  token: string,
  fields: Partial<EmployeeCreateRequest> & { role: number },
): Promise<Employee> {
  const suffix = uniqueSuffix();
  const added = await callApi<Employee>(token, 'POST', '/v2/admin/employee', {
    name: `E2E Employee ${suffix}`,
    phone: uniquePhone(),
    country_code: '+91',
    email: `employee-${suffix}@example.com`,
    ...fields,
  });
  if (!added.role_awaiting_second_approval) return added;
  const { accessToken } = await signInViaApi(STAFF_PHONES.secondAdmin);
  return callApi<Employee>(accessToken, 'POST', `/v2/admin/employee/${added.id}/role/confirm`, {});
}

/** Creates a staff role with a unique name (and permissions, once roles carry them). */
export async function createRole(
  token: string,
  fields: { name?: string; description?: string; permissions?: string[] } = {},
): Promise<Role> {
  return callApi<Role>(token, 'POST', '/role', { name: `E2E Role ${uniqueSuffix()}`, ...fields });
}

type Verification = 'email' | 'aadhar' | 'pan' | 'video';

/**
 * Sets one KYC verification of a customer (a reason is needed to reject) so that it takes effect: a
 * rejection, or the approval that verifies the customer, waits for a second staff member, so the
 * second Compliance officer confirms it (four eyes; a journey's setup wants the decision made).
 */
export async function decideKyc(
  token: string,
  customerId: number,
  verification: Verification,
  status: 'pending' | 'verified' | 'rejected',
  comment?: string,
) {
  const answer = await callApi<Customer>(
    token,
    'PUT',
    `/v2/customer/${customerId}/kyc`,
    { verification, status, ...(comment ? { comment } : {}) },
    await customerVersion(token, customerId),
  );
  if (answer.kyc?.[`${verification}_verification_status`] === status) return answer;
  return confirmKycAsSecondOfficer(customerId, verification);
}

/** The second Compliance officer confirms a KYC decision awaiting a second approval. */
export async function confirmKycAsSecondOfficer(customerId: number, verification: Verification): Promise<Customer> {
  const { accessToken } = await signInViaApi(STAFF_PHONES.secondCompliance);
  return callApi<Customer>(
    accessToken,
    'POST',
    `/v2/customer/${customerId}/kyc/${verification}/confirm`,
    {},
    await customerVersion(accessToken, customerId),
  );
}

/** The customer's version now: every KYC decision call names the version it was made on (If-Match). */
export async function customerVersion(token: string, customerId: number): Promise<number> {
  return (await callApi<Customer>(token, 'GET', `/v2/customer/${customerId}`)).version;
}

/** An Active project of the journey's own at a token price (units are priced at it). */
export async function createActiveProject(token: string, tokenPrice: string): Promise<{ id: number; name: string }> {
  const project = await callApi<{ id: number; name: string }>(token, 'POST', '/project', {
    name: `E2E Project ${uniqueSuffix()}`,
    property_type_id: 1,
    total_token: 100000,
    token_amount: tokenPrice,
  });
  await callApi(token, 'PUT', `/v2/project/status/${project.id}`, { status: 'Active' });
  return project;
}

const PATH_TO_PAID = ['Document_Signature_Pending', 'Full_Payment_Pending', 'Full_Payment_Done'] as const;

/** Books an order for a customer (staff-assisted booking), optionally taking it to Full_Payment_Done. */
export async function bookOrder(
  token: string,
  userId: number,
  propertyId: number,
  units: string,
  paid: boolean,
): Promise<{ id: number; total_amount: string }> {
  const order = await callApi<{ id: number; total_amount: string }>(token, 'POST', '/v2/order', {
    user_id: userId,
    property_id: propertyId,
    no_sqyds: units,
  });
  if (paid)
    for (const status of PATH_TO_PAID) await callApi(token, 'PUT', '/order/status', { order_id: order.id, status });
  return order;
}
