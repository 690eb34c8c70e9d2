// Data the project-form journeys create through the API (their own, uniquely named records).
import { apiUrl } from './suite';
import type { ApiSession } from './session';

async function call<T>(session: ApiSession, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.accessToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message ?? ''}`);
  return json.data;
}

export const createCompany = (session: ApiSession, name: string) =>
  call<{ id: number; name: string }>(session, 'POST', '/v2/company', { name, type: 'LLP' });

export const createProject = (session: ApiSession, name: string, companyId: number) =>
  call<{ id: number }>(session, 'POST', '/project', {
    name,
    property_type_id: 3,
    company_id: companyId,
    investment_type: 'OwnerShip',
    symbol: 'TUNE1',
    total_token: 500,
    token_amount: 20,
    email: 'owner@example.com',
    pan_number: 'ABCDE1234F',
    mobile_no: '9876543210',
  });

export const getProject = <T>(session: ApiSession, id: number) => call<T>(session, 'GET', `/v2/project/${id}`);

/** A 1x1 PNG, named, as Playwright's setInputFiles takes it. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1X1 });
