/**
 * A real API on a loopback port with a fresh database per test file: PGlite in memory (in a worker
 * thread as the API runs it by default; in the test's own thread with PGLITE_WORKER=false:
 * `npm run test:thread`), or, when DATABASE_URL is set
 * (scripts/test-postgres.sh), a new database created on that server. Files go to a temp folder, or,
 * with API_TEST_STORE=s3 (`npm run test:s3`, the PostgreSQL run), to a bucket of their own on the
 * run's s3rver process (global-setup.ts).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/app';
import type { Config } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/connection';
import { createScratchDatabase } from '../../src/db/scratch-database';
import { objectStoreFor } from '../../src/files/store';
import type { OtpIssued } from '../../src/context';
import { createBucket, dropBucket, s3rverSettings } from './s3rver';
import { putSeededObjects, testSettings } from './template';

export const TEST_OTP = '123456';
export const TEST_JWT_SECRET = 'test-secret-of-at-least-thirty-two-bytes!';
export const ADMIN_PHONE = '9999999999';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  config: Config;
  otps: OtpIssued[];
  close(): Promise<void>;
}

export interface TestDatabase {
  /** Settings pointing at this database (PGlite in memory or the fresh PostgreSQL database). */
  config: Config;
  /** Open a connection to it (PGlite in memory: the same instance every time). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export type TestStore = 'local' | 's3';

/** The store the test servers use unless a test names one: API_TEST_STORE=s3 or the local folder. */
export const defaultTestStore = (): TestStore => (process.env.API_TEST_STORE === 's3' ? 's3' : 'local');

/** Settings of a new, empty bucket on the run's s3rver. */
export async function newTestBucket(): Promise<NonNullable<Config['s3']>> {
  const settings = s3rverSettings(inject('s3Endpoint'), `api-test-${randomUUID()}`);
  await createBucket(settings);
  return settings;
}

/** A fresh database plus a temp folder for files (and a bucket when the store is s3). */
export async function createTestDatabase(
  overrides: Partial<Config> = {},
  store: TestStore = defaultTestStore(),
): Promise<TestDatabase> {
  const filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-test-files-'));
  const s3 = store === 's3' ? await newTestBucket() : null;
  const removeFiles = async () => {
    await fs.rm(filesDir, { recursive: true, force: true });
    if (s3) await dropBucket(s3);
  };
  const base: Config = {
    ...testSettings(),
    port: 0,
    host: '127.0.0.1',
    dataDir: null,
    filesDir,
    s3,
    jwtSecret: TEST_JWT_SECRET,
    fixedOtp: TEST_OTP,
    logLevel: 'silent',
    // Every test signs in from 127.0.0.1; the per-client limit has its own test.
    otpClientLimit: 100_000,
    verifyClientLimit: 100_000,
    ...overrides,
  };
  // A database the API would seed starts as a copy of the run's seeded one (helpers/template.ts).
  const template = base.seedOnEmpty ? inject('seededTemplate') : null;
  if (template) {
    const objects = objectStoreFor(base);
    try {
      await putSeededObjects(template, objects);
    } finally {
      objects.close();
    }
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    let shared: Database | undefined;
    return {
      config: { ...base, databaseUrl: null },
      open: async () =>
        (shared ??= await openDatabase({
          databaseUrl: null,
          dataDir: null,
          pgliteWorker: base.pgliteWorker,
          pgliteTemplate: template?.pgliteDump,
        })),
      drop: async () => {
        await shared?.close();
        await removeFiles();
      },
    };
  }
  const scratch = await createScratchDatabase(serverUrl, 'api_test', template?.postgresDatabase ?? undefined);
  return {
    config: { ...base, databaseUrl: scratch.url },
    open: () => openDatabase({ databaseUrl: scratch.url, dataDir: null }),
    drop: async () => {
      await scratch.drop();
      await removeFiles();
    },
  };
}

/** Starts the API on its own fresh database. */
export async function startServer(
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
  store: TestStore = defaultTestStore(),
): Promise<TestServer> {
  const database = await createTestDatabase(overrides, store);
  // PGlite in memory: the database createTestDatabase made (a copy of the seeded one); the app would
  // open an empty one of its own.
  const server = await startOn(database.config, {
    ...(database.config.databaseUrl ? {} : { database: await database.open() }),
    ...options,
  });
  return {
    ...server,
    close: async () => {
      await server.close();
      await database.drop();
    },
  };
}

/** Starts an instance with the given settings (e.g. a second instance on the same database). */
export async function startOn(config: Config, options: BuildOptions = {}): Promise<TestServer> {
  const otps: OtpIssued[] = [];
  const app = await buildApp(config, { onOtpIssued: (otp) => otps.push(otp), ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, app, config, otps, close: () => closeApp(app) };
}

/** How long a closing test server lets its answers in flight finish before it ends every connection. */
const CLOSE_GRACE_MS = 2_000;

/**
 * Closes the app. A connection a client opened and has sent nothing on yet (fetch keeps a spare one
 * after a stream is aborted) is not idle to Node: it held a closing server until Node's headers
 * timeout, ~70 s each time in the live tests on PostgreSQL. Past the grace, every connection ends.
 */
async function closeApp(app: FastifyInstance): Promise<void> {
  const timer = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
}

export interface TwoInstances {
  a: TestServer;
  b: TestServer;
  close(): Promise<void>;
}

/** Two API instances, each with its own connection, on one fresh database (as behind a load balancer). */
export async function startTwoInstances(
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
  store: TestStore = defaultTestStore(),
): Promise<TwoInstances> {
  const database = await createTestDatabase(overrides, store);
  const opened: Database[] = [];
  for (let i = 0; i < 2; i++) opened.push(await database.open());
  const a = await startOn(database.config, { ...options, database: opened[0] });
  const b = await startOn(database.config, { ...options, database: opened[1] });
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      // PGlite in memory is one shared instance, closed by drop().
      if (database.config.databaseUrl) for (const db of opened) await db.close();
      await database.drop();
    },
  };
}
