/** What both benches share: a fresh database with the large seed, the API in its own process, a staff token. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { createScratchDatabase } from '../src/db/scratch-database';
import { fileStoreFor } from '../src/files/store';
import { seed } from '../src/seed/seed';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OTP = '246810';
/** Set when the API process ends before the bench does; the run is then invalid. */
let apiExit: string | null = null;
export const apiExitReason = () => apiExit;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface BenchDatabase {
  env: Record<string, string>;
  label: string;
  drop: () => Promise<void>;
}

/** A fresh database: a temp PGlite folder, or a new database on the DATABASE_URL server. */
export async function freshDatabase(): Promise<BenchDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-bench-'));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const label = loadConfig().pgliteWorker ? 'PGlite in a worker thread' : 'PGlite in the API thread';
    return { env: { DATA_DIR: dataDir }, label, drop: () => fs.rm(dataDir, { recursive: true, force: true }) };
  }
  const scratch = await createScratchDatabase(serverUrl, 'api_bench');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    label: 'PostgreSQL',
    drop: async () => {
      await scratch.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Migrates and loads the large seed (20k customers, 100k orders). */
export async function seedLarge(database: BenchDatabase): Promise<void> {
  const started = Date.now();
  // Seeding runs in the bench's own process, where no event loop needs to stay free.
  const opened = await openDatabase({
    databaseUrl: database.env.DATABASE_URL ?? null,
    dataDir: database.env.DATA_DIR ?? null,
    pgliteWorker: false,
  });
  // The server the bench starts reads its files from DATA_DIR/files: the seed's samples go there.
  const config = loadConfig({ DATA_DIR: database.env.DATA_DIR });
  await opened.migrate((db) => seed(db, { scale: true, files: fileStoreFor(db, config) }));
  await opened.close();
  console.log(
    `Seeded 20k customers and 100k orders on ${database.label} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The API in development mode (FIXED_OTP) in its own process, resolved once it listens. */
export function startApi(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      ...env,
      DEV_MODE: 'true',
      FIXED_OTP: OTP,
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
    },
    // The IPC channel carries the event-loop delay probe of bench/server.ts.
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) => {
      apiExit = `API exited (code ${code}, signal ${signal})`;
      reject(new Error(apiExit));
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('API listening')) resolve(child);
    });
  });
}

export async function stopApi(api: ChildProcess): Promise<void> {
  if (api.exitCode !== null || apiExit) return;
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await exited;
}

export interface SeededApi {
  database: BenchDatabase;
  api: ChildProcess;
  /** The API's origin on loopback. */
  base: string;
  /** A signed-in admin's Authorization header. */
  auth: { authorization: string };
}

/**
 * A PGlite folder already holding the large seed (`tsx bench/seed-large.ts` makes one), to bench
 * again without seeding for minutes: `BENCH_DATA_DIR=<folder>`. It is kept afterwards.
 */
function seededFolder(): BenchDatabase | null {
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!dataDir || process.env.DATABASE_URL) return null;
  const label = loadConfig().pgliteWorker ? 'PGlite in a worker thread' : 'PGlite in the API thread';
  return { env: { DATA_DIR: dataDir }, label, drop: async () => {} };
}

/** Runs `bench` against a fresh database with the large seed and the API on a free loopback port; always tears both down. */
export async function withSeededApi(bench: (seeded: SeededApi) => Promise<void>): Promise<void> {
  const reused = seededFolder();
  const database = reused ?? (await freshDatabase());
  let api: ChildProcess | undefined;
  try {
    if (!reused) await seedLarge(database);
    const port = await freePort();
    api = await startApi({ ...database.env, PORT: String(port) });
    const base = `http://127.0.0.1:${port}`;
    await bench({ database, api, base, auth: await signInAdmin(base) });
  } finally {
    if (api) await stopApi(api);
    await database.drop();
  }
}

/** Event-loop delay in the API process, ms (perf_hooks.monitorEventLoopDelay, 10 ms resolution). */
export interface EventLoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/** Starts a new event-loop delay measurement in the API process. */
export function resetEventLoopDelay(api: ChildProcess): void {
  api.send('event-loop:reset');
}

/** The event-loop delay the API process saw since the last reset. */
export function readEventLoopDelay(api: ChildProcess): Promise<EventLoopDelay> {
  return new Promise((resolve) => {
    api.once('message', (message) => resolve(message as EventLoopDelay));
    api.send('event-loop:read');
  });
}

export async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs the seed admin in; returns the Authorization header. */
export function signInAdmin(base: string): Promise<{ authorization: string }> {
  return signInAs(base, '9999999999');
}

/** Signs a seeded staff member in by phone (+91); returns the Authorization header. */
export async function signInAs(base: string, phone: string): Promise<{ authorization: string }> {
  const headers = { 'content-type': 'application/json' };
  const login = await json<{ data: { user_id: number } }>(`${base}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ phone, country_code: '+91' }),
  });
  const verify = await json<{ data: { token: string } }>(`${base}/api/auth/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ otp: OTP, user_id: login.data.user_id }),
  });
  return { authorization: `Bearer ${verify.data.token}` };
}
