/**
 * `npm run bench:search:hostile -w @admin/api` (PGlite) and `npm run bench:search:hostile:postgres`:
 * on the large seed (20k customers, 100k orders), `GET /v2/search` with 100-character texts made to
 * be expensive (many words, common name parts, no letters at all, a long phone), one at a time; then
 * another staff call (opening a customer's record, as a second person) quiet, and while one Support
 * session keeps ten such searches running at once. Prints p50/p95 and checks the goals: a hostile
 * search p95 ≤ 200 ms, and the other call during the ten searches no slower than 2x its quiet p95.
 * Options: --rounds <n> (default 20 per text), --duration <s> (default 15 s of ten at once).
 * BENCH_DATA_DIR reuses a PGlite folder seeded before (bench/harness.ts).
 */
import { apiExitReason, json, signInAs, withSeededApi } from './harness';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const rounds = arg('rounds', 20);
const duration = arg('duration', 15);
const GOAL_HOSTILE_P95_MS = 200;
const GOAL_SLOWDOWN = 2;
const SUPPORT_PHONE = '9810000003';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const sortedCopy = (times: number[]) => [...times].sort((a, b) => a - b);
const fill = (unit: string) => unit.repeat(Math.ceil(100 / unit.length)).slice(0, 100);

async function main(): Promise<void> {
  await withSeededApi(async ({ database, base, auth }) => {
    const people = await json<{ data: { id: number; name: string }[] }>(`${base}/api/v2/customer?page=200&limit=50`, {
      headers: auth,
    });
    const names = people.data.map((p) => p.name);
    const customerId = people.data[0]?.id;
    if (!customerId) throw new Error('the large seed has customers');
    // Texts a hostile caller would choose: each 100 characters, the most the search accepts.
    const hostile: [string, string][] = [
      ['real names, 100 chars', fill(`${names.join(' ')} `)],
      ['one name repeated', fill(`${names[0]} `)],
      ['random words', fill('qzv wxk pjr tlm bnc dfg hsy kqo zrt mwp ')],
      ['two-letter words', fill('an ar el in on ra ma ri ya de ')],
      ['letters, no spaces', fill('abcdefghijklmnopqrstuvwxyz')],
      ['no letters (%_\\)', fill('%_\\-')],
      ['a long phone', fill('98 ')],
      ['letters and digits', fill('a1b2c3 ')],
    ];
    const support = await signInAs(base, SUPPORT_PHONE);
    const searchUrl = (q: string) => `${base}/api/v2/search?${new URLSearchParams({ q })}`;
    const timeOne = async (url: string, headers: Record<string, string>) => {
      const started = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      return { ms: performance.now() - started, status: res.status };
    };

    console.log(`\nHostile searches on ${database.label}: 100-character texts, ${rounds} one at a time each\n`);
    console.log(`${'text'.padEnd(24)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  statuses`);
    const all: number[] = [];
    for (const [label, q] of hostile) {
      await timeOne(searchUrl(q), support);
      const times: number[] = [];
      const statuses = new Map<number, number>();
      for (let i = 0; i < rounds; i++) {
        const { ms, status } = await timeOne(searchUrl(q), support);
        times.push(ms);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      all.push(...times);
      const sorted = sortedCopy(times);
      console.log(
        `${label.padEnd(24)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 95).toFixed(1).padStart(8)}  ${[...statuses].map(([s, n]) => `${n}×${s}`).join(' ')}`,
      );
    }
    const hostileP95 = percentile(sortedCopy(all), 95);
    console.log(
      `${'all hostile texts'.padEnd(24)} ${percentile(sortedCopy(all), 50).toFixed(1).padStart(8)} ${hostileP95.toFixed(1).padStart(8)}`,
    );

    // Another staff member opens a customer's record: quiet, then while Support runs ten searches at once.
    const other = `${base}/api/v2/customer/${customerId}`;
    const timeOther = async (seconds: number) => {
      const times: number[] = [];
      const until = performance.now() + seconds * 1000;
      while (performance.now() < until) times.push((await timeOne(other, auth)).ms);
      return sortedCopy(times);
    };
    await timeOther(2);
    const quiet = await timeOther(duration);
    let stop = false;
    const searchStatuses = new Map<number, number>();
    const searchTimes: number[] = [];
    const searcher = async (i: number) => {
      while (!stop) {
        const { ms, status } = await timeOne(searchUrl(hostile[i % hostile.length]![1]), support);
        searchTimes.push(ms);
        searchStatuses.set(status, (searchStatuses.get(status) ?? 0) + 1);
      }
    };
    const searchers = Array.from({ length: 10 }, (_, i) => searcher(i));
    const loaded = await timeOther(duration);
    stop = true;
    await Promise.all(searchers);
    const quietP95 = percentile(quiet, 95);
    const loadedP95 = percentile(loaded, 95);
    console.log(`\nGET /api/v2/customer/{id} by another staff member, ${duration} s each:`);
    console.log(
      `  quiet                          p50 ${percentile(quiet, 50).toFixed(1)} ms, p95 ${quietP95.toFixed(1)} ms (${quiet.length} calls)`,
    );
    console.log(
      `  during ten searches at once    p50 ${percentile(loaded, 50).toFixed(1)} ms, p95 ${loadedP95.toFixed(1)} ms (${loaded.length} calls)`,
    );
    const sortedSearch = sortedCopy(searchTimes);
    console.log(
      `  the ten searchers' answers     ${[...searchStatuses].map(([s, n]) => `${n}×${s}`).join(' ')}, p50 ${percentile(sortedSearch, 50).toFixed(1)} ms, p95 ${percentile(sortedSearch, 95).toFixed(1)} ms`,
    );

    if (apiExitReason()) {
      process.exitCode = 1;
      console.log(`\nInvalid run: ${apiExitReason()}`);
      return;
    }
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `\nHostile search p95 ${hostileP95.toFixed(1)} ms (goal ≤ ${GOAL_HOSTILE_P95_MS} ms): ${met(hostileP95 <= GOAL_HOSTILE_P95_MS)}`,
    );
    console.log(
      `Other call p95 during ten searches ${(loadedP95 / quietP95).toFixed(2)}x its quiet p95 (goal ≤ ${GOAL_SLOWDOWN}x): ${met(loadedP95 <= GOAL_SLOWDOWN * quietP95)}`,
    );
  });
}

await main();
