/**
 * `npm run bench:audit -w @admin/api` (PGlite, in a worker as by default) and
 * `npm run bench:audit:postgres`: what the audit trail costs a write. On one seeded database, the
 * API is started alternately with the trail on and off (`AUDIT_TRAIL=off`, a switch only this bench
 * sets) and, each time, makes order status changes (Booked orders moved one step along the table)
 * and setting edits (with If-Match), `--concurrency` at a time (default 1: the latency of the write
 * itself, not of a queue). Prints p50/p99 per write and mode, over `--rounds` alternations
 * (default 2) of `--requests` writes each (default 150).
 */
import os from 'node:os';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { fileStoreFor } from '../src/files/store';
import { seed } from '../src/seed/seed';
import type { ChildProcess } from 'node:child_process';
import { freePort, freshDatabase, json, signInAdmin, startApi, type BenchDatabase } from './harness';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const requests = arg('requests', 150);
const rounds = arg('rounds', 2);
const concurrency = arg('concurrency', 1);

type Mode = 'on' | 'off';
type Write = 'order status change' | 'setting edit';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** A mid-sized seed: enough Booked orders for every round's status changes. */
async function seedFor(database: BenchDatabase): Promise<void> {
  const started = Date.now();
  const opened = await openDatabase({
    databaseUrl: database.env.DATABASE_URL ?? null,
    dataDir: database.env.DATA_DIR ?? null,
    pgliteWorker: false,
  });
  const config = loadConfig({ DATA_DIR: database.env.DATA_DIR });
  const orders = Math.max(2000, requests * rounds * 2 * 8);
  await opened.migrate((db) => seed(db, { scale: false, customers: 1000, orders, files: fileStoreFor(db, config) }));
  await opened.close();
  console.log(
    `Seeded 1000 customers and ${orders} orders on ${database.label} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Stops one API process and waits for it (the harness's stopApi serves a bench that starts one API). */
async function stop(api: ChildProcess): Promise<void> {
  if (api.exitCode !== null) return;
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await exited;
}

/** Runs `count` calls of `call`, `concurrency` at a time; their latencies in ms. */
async function timed(count: number, call: (i: number) => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const started = performance.now();
      await call(i);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies;
}

async function main(): Promise<void> {
  const database = await freshDatabase();
  const samples = new Map<string, number[]>();
  const loadBefore = os.loadavg()[0]?.toFixed(1);
  try {
    await seedFor(database);
    const modes: Mode[] = Array.from({ length: rounds * 2 }, (_, i) => (i % 2 === 0 ? 'on' : 'off'));
    for (const mode of modes) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const api = await startApi({ ...database.env, PORT: String(port), AUDIT_TRAIL: mode === 'off' ? 'off' : 'on' });
      try {
        const auth = await signInAdmin(base);
        const headers = { ...auth, 'content-type': 'application/json' };
        const booked: number[] = [];
        for (let page = 1; booked.length < requests; page++) {
          const list = await json<{ data: { id: number }[] }>(
            `${base}/api/v2/order?status=Booked&limit=100&page=${page}`,
            { headers: auth },
          );
          if (list.data.length === 0)
            throw new Error(`Only ${booked.length} Booked orders left: seed more or send fewer requests`);
          booked.push(...list.data.map((o) => o.id));
        }
        const statusChanges = await timed(requests, async (i) => {
          const answer = await fetch(`${base}/api/order/status`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ order_id: booked[i], status: 'Document_Signature_Pending' }),
          });
          if (answer.status !== 200) throw new Error(`order status: ${answer.status} ${await answer.text()}`);
        });
        const settings = (
          await json<{ data: { id: number; name: string; version: number }[] }>(`${base}/api/setting?limit=10`, {
            headers: auth,
          })
        ).data;
        const versions = new Map(settings.map((s) => [s.id, s.version]));
        const edits = await timed(requests, async (i) => {
          // One setting per concurrent writer, so edits do not race each other's If-Match.
          const setting = settings[i % Math.min(concurrency, settings.length)] ?? settings[0]!;
          const answer = await fetch(`${base}/api/setting/${setting.id}`, {
            method: 'PUT',
            headers: { ...headers, 'if-match': `"${versions.get(setting.id)}"` },
            body: JSON.stringify({ name: setting.name, value: `bench ${mode} ${i}` }),
          });
          if (answer.status !== 200) throw new Error(`setting edit: ${answer.status} ${await answer.text()}`);
          versions.set(setting.id, ((await answer.json()) as { data: { version: number } }).data.version);
        });
        const add = (write: Write, values: number[]) =>
          samples.set(`${write}|${mode}`, [...(samples.get(`${write}|${mode}`) ?? []), ...values]);
        add('order status change', statusChanges);
        add('setting edit', edits);
        console.log(`round with the trail ${mode}: done`);
      } finally {
        await stop(api);
      }
    }
  } finally {
    await database.drop();
  }

  console.log(
    `\nAudit trail cost on ${database.label}: ${rounds} rounds × ${requests} writes per mode, ${concurrency} at a time, ${os.cpus().length} cores, load ${loadBefore} → ${os.loadavg()[0]?.toFixed(1)}\n`,
  );
  console.log(
    `${'write'.padEnd(22)} ${'trail'.padEnd(6)} ${'n'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  for (const write of ['order status change', 'setting edit'] as const) {
    const figures: Record<Mode, { p50: number; p99: number }> = { on: { p50: 0, p99: 0 }, off: { p50: 0, p99: 0 } };
    for (const mode of ['on', 'off'] as const) {
      const sorted = [...(samples.get(`${write}|${mode}`) ?? [])].sort((a, b) => a - b);
      figures[mode] = { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
      console.log(
        `${write.padEnd(22)} ${mode.padEnd(6)} ${String(sorted.length).padStart(5)} ${figures[mode].p50.toFixed(1).padStart(8)} ${figures[mode].p99.toFixed(1).padStart(8)}`,
      );
    }
    console.log(
      `${''.padEnd(22)} ${'cost'.padEnd(6)} ${''.padStart(5)} ${(figures.on.p50 - figures.off.p50).toFixed(1).padStart(8)} ${(figures.on.p99 - figures.off.p99).toFixed(1).padStart(8)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
