/**
 * The database going away under the API (PostgreSQL only: an embedded PGlite cannot be stopped
 * apart from the API): requests answer 503 with a clear message and readiness says so, and both
 * recover by themselves once the database takes connections again, with no restart of the API.
 * The database is taken away by refusing new connections and ending the API's current ones, which
 * is what the API sees of a server restart.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_DOWN_MESSAGE } from '../src/observability/database-down';
import { signIn } from './helpers/auth';
import { call } from './helpers/http';
import { startServer, type TestServer } from './helpers/server';

describe.skipIf(!process.env.DATABASE_URL)('the database restarted under the API (PostgreSQL)', () => {
  let server: TestServer;
  let admin: pg.Client;
  let database: string;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = (await signIn(server.url)).token;
    database = new URL(server.config.databaseUrl ?? '').pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`alter database "${database}" allow_connections true`).catch(() => undefined);
    await admin?.end();
    await server?.close();
  });

  it('answers 503 with a clear message while it is gone, and recovers by itself', async () => {
    expect((await call(server.url, 'GET', '/api/v2/company', { token })).status).toBe(200);

    await admin.query(`alter database "${database}" allow_connections false`);
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );

    const during = await call<{ message: string }>(server.url, 'GET', '/api/v2/company', { token });
    expect(during.status).toBe(503);
    expect(during.body).toEqual({ message: DATABASE_DOWN_MESSAGE });
    expect(during.headers.get('retry-after')).toBe('5');
    const ready = await call<{ status: string; database: string }>(server.url, 'GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'not-ready', database: 'unreachable' });

    await admin.query(`alter database "${database}" allow_connections true`);
    await expect
      .poll(async () => (await call(server.url, 'GET', '/api/v2/company', { token })).status, { timeout: 10_000 })
      .toBe(200);
    expect((await call(server.url, 'GET', '/api/ready')).status).toBe(200);
  });
});
