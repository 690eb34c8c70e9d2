import type { Employee, ItemResponse } from '@admin/api-client/contract';
import { signIn } from './auth';
import { client } from './http';
import { defaultTestStore, startServer, type TestServer, type TestStore } from './server';

/** A fresh server and a client signed in as the seed admin. */
export async function startWithAdmin(store: TestStore = defaultTestStore()): Promise<{
  server: TestServer;
  api: ReturnType<typeof client>;
  anon: ReturnType<typeof client>;
}> {
  const server = await startServer({}, {}, store);
  const session = await signIn(server.url);
  return { server, api: client(server.url, session.token), anon: client(server.url) };
}

/**
 * The seed's other active Admin (created by nobody, a year before any test), independent of every
 * account a test makes: the second Admin that confirms the role grants tests ask for.
 */
export const SEED_SECOND_ADMIN_PHONE = '9810000004';

/**
 * Adds an employee as `by` and, when their role decides (so it waits for a second Admin), has the
 * seed's other Admin confirm it: the employee as they are then (Active, holding the role).
 */
export async function addEmployee(
  base: string,
  by: ReturnType<typeof client>,
  fields: Record<string, unknown>,
): Promise<Employee> {
  const created = await by.post<ItemResponse<Employee>>('/api/v2/admin/employee', fields);
  if (created.status !== 201) throw new Error(`add employee: ${created.status} ${JSON.stringify(created.body)}`);
  if (!created.body.data.role_awaiting_second_approval) return created.body.data;
  const second = client(base, (await signIn(base, SEED_SECOND_ADMIN_PHONE)).token);
  const confirmed = await second.post<ItemResponse<Employee>>(
    `/api/v2/admin/employee/${created.body.data.id}/role/confirm`,
    {},
  );
  if (confirmed.status !== 200) throw new Error(`confirm role: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return confirmed.body.data;
}
