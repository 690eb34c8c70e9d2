/**
 * `npm run bench -w @admin/api`: loads the large seed (20k customers, 100k orders) into a fresh
 * database, starts the API in its own process on loopback, and drives the order list (with
 * filters) and the users filter with autocannon for a bounded time each. Prints p50/p99 latency
 * and requests per second.
 *
 * Engine: PGlite in a temp folder by default; PostgreSQL when DATABASE_URL is set (a fresh
 * database is created on that server and dropped afterwards).
 * Options: --duration <s> (default 10), --connections <n> (default 4).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/connection';
import { createScratchDatabase } from '../src/db/scratchDatabase';
import { seed } from '../src/seed/seed';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 10);
const connections = arg('connections', 4);
const TARGET_P99_MS = 50;
const OTP = '246810';
/** Set when the API process ends before the bench does; the run is then invalid. */
let apiExit: string | null = null;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A fresh database: a temp PGlite folder, or a new database on the DATABASE_URL server. */
async function freshDatabase(): Promise<{ env: Record<string, string>; label: string; drop: () => Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-bench-'));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return { env: { DATA_DIR: dataDir }, label: 'PGlite (embedded)', drop: () => fs.rm(dataDir, { recursive: true, force: true }) };
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

function startApi(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, ...env, FIXED_OTP: OTP, SEED_ON_EMPTY: 'false', LOG_LEVEL: 'error', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
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

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function main(): Promise<void> {
  const database = await freshDatabase();
  let api: ChildProcess | undefined;
  try {
    const started = Date.now();
    const opened = await openDatabase({ databaseUrl: database.env.DATABASE_URL ?? null, dataDir: database.env.DATA_DIR ?? null });
    await opened.migrate((db) => seed(db, { scale: true }));
    await opened.close();
    console.log(`Seeded 20k customers and 100k orders on ${database.label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const port = await freePort();
    api = await startApi({ ...database.env, PORT: String(port) });
    const base = `http://127.0.0.1:${port}`;
    const headers = { 'content-type': 'application/json' };
    const login = await json<{ data: { user_id: number } }>(`${base}/api/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ phone: '9999999999', country_code: '+91' }),
    });
    const verify = await json<{ data: { token: string } }>(`${base}/api/auth/verify`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ otp: OTP, user_id: login.data.user_id }),
    });
    const auth = { authorization: `Bearer ${verify.data.token}` };
    const sample = await json<{ data: { user_id: number; property_id: number }[] }>(`${base}/api/v2/order?limit=1`, { headers: auth });
    const { user_id, property_id } = sample.data[0] ?? { user_id: 1, property_id: 1 };
    const year = new Date().getUTCFullYear();

    const scenarios: [string, string][] = [
      ['orders, no filter', '/api/v2/order?page=1&limit=10'],
      ['orders, status', '/api/v2/order?page=1&limit=10&status=Full_Payment_Pending'],
      ['orders, property + status', `/api/v2/order?page=2&limit=10&property_id=${property_id}&status=Booked`],
      ['orders, user_id', `/api/v2/order?page=1&limit=10&user_id=${user_id}`],
      ['order report, dates + status', `/api/order/report?page=1&limit=10&status=Token_Transfer&from_date=${year}-01-01&to_date=${year}-12-31`],
      ['order report, no filter (totals of all)', '/api/order/report?page=1&limit=10'],
      ['order filter choices, search', '/api/v2/order/filter?search=an&limit=20'],
      ['users filter, no filter', '/api/users/filter?page=1&limit=10'],
      ['users filter, kyc + wallet + role + dates', `/api/users/filter?page=1&limit=10&kyc=verified&wallet=connected&role=2&from_date=${year - 1}-01-01&to_date=${year}-12-31`],
    ];
    console.log(`\nautocannon: ${connections} connections, ${duration} s per scenario, ${os.cpus().length} cores, ${database.label}\n`);
    console.log(`${'scenario'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(8)}  errors`);
    let worstP99 = 0;
    let failed = 0;
    for (const [label, url] of scenarios) {
      const result = await autocannon({ url: `${base}${url}`, connections, duration, headers: auth });
      const errors = result.errors + result.non2xx + result.timeouts;
      failed += errors;
      worstP99 = Math.max(worstP99, result.latency.p99);
      console.log(
        `${label.padEnd(44)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${result.requests.average.toFixed(0).padStart(8)}  ${errors}`,
      );
    }
    // The CSV export of every order: one request, timed end to end (streamed, keyset batches).
    const csvStarted = Date.now();
    const csv = await fetch(`${base}/api/order/report/csv`, { headers: auth });
    const csvBytes = (await csv.arrayBuffer()).byteLength;
    if (!csv.ok) failed += 1;
    console.log(`${'order report CSV, every order'.padEnd(44)} ${((Date.now() - csvStarted) / 1000).toFixed(1)} s, ${(csvBytes / 1024 / 1024).toFixed(1)} MB`);
    if (apiExit || failed > 0) {
      process.exitCode = 1;
      console.log(`\nInvalid run: ${apiExit ?? `${failed} failed requests`}`);
      return;
    }
    console.log(`\nWorst p99: ${worstP99} ms (target < ${TARGET_P99_MS} ms): ${worstP99 < TARGET_P99_MS ? 'met' : 'NOT met'}`);
  } finally {
    if (api && api.exitCode === null && !apiExit) {
      const exited = new Promise((resolve) => api?.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    await database.drop();
  }
}

await main();
