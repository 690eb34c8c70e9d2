/**
 * `npm run bench:search -w @admin/api` (PGlite) and `npm run bench:search:postgres`: on the large
 * seed (20k customers, 100k orders), times `GET /v2/search` as the palette calls it, one request
 * at a time (a person typing), for each kind of text staff type: part of a name, a name with a
 * typo, part of a phone, a phone with the country code, part of an email, `#order`, a project's
 * title; then the order filter's customer search. Prints p50/p95 per text and over all of them,
 * and checks the goal (p95 ≤ 100 ms on PostgreSQL).
 * Options: --rounds <n> (default 30 requests per text).
 */
import { apiExitReason, json, withSeededApi } from './harness';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const rounds = arg('rounds', 30);
const GOAL_P95_MS = 100;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

interface Customer {
  id: number;
  name: string;
  phone: string;
  email: string | null;
}

async function main(): Promise<void> {
  await withSeededApi(async ({ database, base, auth }) => {
    // Real values of the seed: a customer in the middle of the list, an order, a project.
    const people = await json<{ data: Customer[] }>(`${base}/api/v2/customer?page=500&limit=10`, { headers: auth });
    const person = people.data[3] ?? people.data[0];
    const order = (await json<{ data: { id: number }[] }>(`${base}/api/v2/order?page=300&limit=1`, { headers: auth }))
      .data[0];
    const project = (
      await json<{ data: { name: string }[] }>(`${base}/api/v2/admin/project?limit=1`, { headers: auth })
    ).data[0];
    if (!person || !order || !project) throw new Error('the large seed has customers, orders and projects');
    const [first = '', last = ''] = person.name.split(' ');
    const typo = last.length > 4 ? `${last.slice(0, 2)}${last.slice(3)}` : `${last}e`;
    const texts: [string, string][] = [
      ['name, part', first.slice(0, 4)],
      ['full name', person.name],
      ['name with a typo', `${first} ${typo}`],
      ['phone, part (6 digits)', person.phone.slice(2, 8)],
      ['phone with +91', `+91 ${person.phone}`],
      ['email, part', (person.email ?? 'example').split('@')[0]!.slice(0, 8)],
      ['#order', `#${order.id}`],
      ['project title, part', project.name.split(' ')[0]!],
    ];
    const timeOne = async (url: string) => {
      const started = performance.now();
      const res = await fetch(url, { headers: auth });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      return performance.now() - started;
    };
    const all: number[] = [];
    console.log(`\nGET /api/v2/search, ${rounds} requests per text one at a time, ${database.label}\n`);
    console.log(`${'text'.padEnd(28)} ${'typed'.padEnd(28)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
    const row = (label: string, typed: string, times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `${label.padEnd(28)} ${typed.slice(0, 28).padEnd(28)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 95).toFixed(1).padStart(8)}`,
      );
    };
    for (const [label, q] of texts) {
      const url = `${base}/api/v2/search?${new URLSearchParams({ q })}`;
      await timeOne(url); // warm-up
      const times: number[] = [];
      for (let i = 0; i < rounds; i++) times.push(await timeOne(url));
      all.push(...times);
      row(label, q, times);
    }
    const sorted = [...all].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    console.log(
      `${'all texts'.padEnd(28)} ${''.padEnd(28)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}`,
    );

    const filterTimes: number[] = [];
    const filterUrl = `${base}/api/v2/order/filter?${new URLSearchParams({ search: first.slice(0, 4), limit: '20' })}`;
    await timeOne(filterUrl);
    for (let i = 0; i < rounds; i++) filterTimes.push(await timeOne(filterUrl));
    row('order filter, customer', first.slice(0, 4), filterTimes);

    if (apiExitReason()) {
      process.exitCode = 1;
      console.log(`\nInvalid run: ${apiExitReason()}`);
      return;
    }
    const verdict = database.label.startsWith('PostgreSQL')
      ? p95 <= GOAL_P95_MS
        ? 'met'
        : 'NOT met'
      : 'the goal is set for PostgreSQL only';
    console.log(`\nSearch p95 ${p95.toFixed(1)} ms (goal ≤ ${GOAL_P95_MS} ms on PostgreSQL): ${verdict}`);
  });
}

await main();
