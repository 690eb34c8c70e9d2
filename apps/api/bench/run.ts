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
import os from 'node:os';
import autocannon from 'autocannon';
import { apiExitReason, json, withSeededApi } from './harness';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 10);
const connections = arg('connections', 4);
const TARGET_P99_MS = 50;

async function main(): Promise<void> {
  await withSeededApi(async ({ database, base, auth }) => {
    const sample = await json<{ data: { user_id: number; property_id: number }[] }>(`${base}/api/v2/order?limit=1`, {
      headers: auth,
    });
    const { user_id, property_id } = sample.data[0] ?? { user_id: 1, property_id: 1 };
    const year = new Date().getUTCFullYear();

    const scenarios: [string, string][] = [
      ['orders, no filter', '/api/v2/order?page=1&limit=10'],
      ['orders, status', '/api/v2/order?page=1&limit=10&status=Full_Payment_Pending'],
      ['orders, property + status', `/api/v2/order?page=2&limit=10&property_id=${property_id}&status=Booked`],
      ['orders, user_id', `/api/v2/order?page=1&limit=10&user_id=${user_id}`],
      [
        'order report, dates + status',
        `/api/order/report?page=1&limit=10&status=Token_Transfer&from_date=${year}-01-01&to_date=${year}-12-31`,
      ],
      ['order report, no filter (totals of all)', '/api/order/report?page=1&limit=10'],
      ['order filter choices, search', '/api/v2/order/filter?search=an&limit=20'],
      ['users filter, no filter', '/api/users/filter?page=1&limit=10'],
      [
        'users filter, kyc + wallet + role + dates',
        `/api/users/filter?page=1&limit=10&kyc=verified&wallet=connected&role=2&from_date=${year - 1}-01-01&to_date=${year}-12-31`,
      ],
    ];
    console.log(
      `\nautocannon: ${connections} connections, ${duration} s per scenario, ${os.cpus().length} cores, ${database.label}\n`,
    );
    console.log(
      `${'scenario'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(8)}  errors`,
    );
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
    console.log(
      `${'order report CSV, every order'.padEnd(44)} ${((Date.now() - csvStarted) / 1000).toFixed(1)} s, ${(csvBytes / 1024 / 1024).toFixed(1)} MB`,
    );
    if (apiExitReason() || failed > 0) {
      process.exitCode = 1;
      console.log(`\nInvalid run: ${apiExitReason() ?? `${failed} failed requests`}`);
      return;
    }
    console.log(
      `\nWorst p99: ${worstP99} ms (target < ${TARGET_P99_MS} ms): ${worstP99 < TARGET_P99_MS ? 'met' : 'NOT met'}`,
    );
  });
}

await main();
