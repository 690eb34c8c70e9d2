// Calls to the reference API from a journey, to create the data it needs (each journey makes its own).
import { apiUrl } from './suite';

/**
 * One staff call with a bearer token; resolves to the answer's `data`, throws with the server's
 * message. `version` is sent as If-Match (an edit that replaces fields needs the version it was made on).
 */
export async function callApi<T>(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  version?: number,
): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(version === undefined ? {} : { 'if-match': `"${version}"` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message ?? ''}`);
  return json.data;
}

/** An edit as a screen makes it: reads the record (`read`, by default the PUT's path) and sends its version back as If-Match. */
export async function editApi<T>(token: string, path: string, body: unknown, read = path): Promise<T> {
  const { version } = await callApi<{ version: number }>(token, 'GET', read);
  return callApi<T>(token, 'PUT', path, body, version);
}

/** A suffix that makes names and phone numbers unique within one database (journeys share it). */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(-6);
}

/** A 10-digit phone number no seed or other journey uses (seed phones start with 7, 98 and 99). */
export function uniquePhone(): string {
  return `6${String(Date.now() % 1e6).padStart(6, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}
