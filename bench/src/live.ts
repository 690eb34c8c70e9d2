/**
 * Live updates' figures (docs/live.md), on loopback, PostgreSQL, two API instances (each its own
 * process, as behind a load balancer):
 *
 * 1. write-to-stream latency: a customer edit through instance A until its `change` event is read
 *    from a stream of instance B (the HTTP write included), p50/p95 of LIVE_SAMPLES (100);
 * 2. 500 streams held by instance B: its resident memory and JS heap before and after they open,
 *    and its event-loop lag p99 (prom-client's, per scrape) while edits through A fan out to all of
 *    them at 5 a second; the same latency measured to one of the 500 meanwhile.
 *
 *   bash apps/api/scripts/with-postgres.sh npx tsx bench/src/live.ts   (under flock /work/locks/heavy)
 *
 * Prints the figures with the machine's cores and load, and writes them to bench/results/live.txt.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseFrames, type LiveChange } from '@admin/api-client/contract';

const root = join(import.meta.dirname, '..', '..');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set: run under apps/api/scripts/with-postgres.sh');
const SAMPLES = Number(process.env.LIVE_SAMPLES ?? 100);
const STREAMS = Number(process.env.LIVE_STREAMS ?? 500);
const BASE = Number(process.env.LIVE_PORT_BASE ?? 6300);
const ADMIN_PHONE = '9999999999';
const OTP = '123456';

function startApi(port: number): ChildProcess {
  const child = spawn('npx', ['tsx', 'src/main.ts'], {
    cwd: join(root, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DEV_MODE: 'true',
      FIXED_OTP: OTP,
      JWT_SECRET: 'bench-only-jwt-secret-not-for-production-use',
      STORAGE_JWT: 'bench-only-storage-jwt',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      OTP_CLIENT_LIMIT: '100000',
      VERIFY_CLIENT_LIMIT: '100000',
      LIVE_STREAMS_PER_PERSON: String(STREAMS + 10),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return child;
}

async function waitFor(url: string, seconds = 180): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

async function json<T>(url: string, init: RequestInit = {}): Promise<{ body: T; headers: Headers }> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return { body: (await response.json()) as T, headers: response.headers };
}

async function signIn(api: string): Promise<string> {
  const headers = { 'content-type': 'application/json' };
  const login = await json<{ data: { user_id: number } }>(`${api}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ phone: ADMIN_PHONE, country_code: '+91' }),
  });
  const verify = await json<{ data: { token: string } }>(`${api}/api/auth/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ otp: OTP, user_id: login.body.data.user_id }),
  });
  return verify.body.data.token;
}

/** A stream reader that resolves waiters on the `change` of one customer. */
function openStream(api: string, token: string) {
  const abort = new AbortController();
  const waiters = new Map<string, (at: number) => void>();
  let received = 0;
  const opened = fetch(`${api}/api/live/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  }).then(async (response) => {
    if (response.status !== 200 || !response.body) throw new Error(`stream: ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer = parseFrames(buffer + value, (frame) => {
            if (frame.event !== 'change') return;
            received++;
            const change = JSON.parse(frame.data) as LiveChange;
            const key = `${change.type}:${change.record_id}:${change.fields.join(',')}`;
            waiters.get(key)?.(performance.now());
          });
        }
      } catch {
        // closed
      }
    })();
  });
  return {
    opened,
    wait: (key: string) => new Promise<number>((resolve) => waiters.set(key, resolve)),
    received: () => received,
    close: () => abort.abort(),
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

interface InstanceFigures {
  rssMb: number;
  heapMb: number;
  lagP99Ms: number;
  streams: number;
}

async function metricsOf(api: string): Promise<InstanceFigures> {
  const text = await (await fetch(`${api}/api/metrics`)).text();
  const read = (name: string) => Number(new RegExp(`^${name} ([0-9.e+-]+)`, 'm').exec(text)?.[1] ?? Number.NaN);
  return {
    rssMb: read('process_resident_memory_bytes') / 2 ** 20,
    heapMb: read('nodejs_heap_size_used_bytes') / 2 ** 20,
    lagP99Ms: read('nodejs_eventloop_lag_p99_seconds') * 1000,
    streams: read('admin_live_streams'),
  };
}

async function main() {
  const a = `http://127.0.0.1:${BASE}`;
  const b = `http://127.0.0.1:${BASE + 1}`;
  const children = [startApi(BASE)];
  try {
    await waitFor(`${a}/api/health`);
    children.push(startApi(BASE + 1));
    await waitFor(`${b}/api/health`);
    const token = await signIn(a);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const customers = await json<{ data: { id: number }[] }>(`${a}/api/users/filter?page=1&limit=1&role=2`, {
      headers: auth,
    });
    const customerId = customers.body.data[0]?.id;
    if (!customerId) throw new Error('no customer in the seed');

    /** One edit through A, timed until `stream` reads its event: [write-to-stream ms, the write's own ms]. */
    let n = 0;
    const editAndWait = async (stream: ReturnType<typeof openStream>): Promise<[number, number]> => {
      const current = await json<{ data: { version: number } }>(`${a}/api/v2/customer/${customerId}`, {
        headers: auth,
      });
      n++;
      const seen = stream.wait(`customer:${customerId}:address`);
      const t0 = performance.now();
      const put = await fetch(`${a}/api/v2/customer/${customerId}`, {
        method: 'PUT',
        headers: { ...auth, 'if-match': `"${current.body.data.version}"` },
        body: JSON.stringify({ address: `${n} Bench Street, Pune` }),
      });
      const written = performance.now();
      if (!put.ok) throw new Error(`edit: ${put.status} ${await put.text()}`);
      await put.arrayBuffer();
      const arrived = await Promise.race([
        seen,
        new Promise<number>((_, reject) => setTimeout(() => reject(new Error('no event within 10 s')), 10_000)),
      ]);
      return [arrived - t0, written - t0];
    };

    // 1. Latency, one stream on B.
    const watcher = openStream(b, token);
    await watcher.opened;
    for (let i = 0; i < 5; i++) await editAndWait(watcher); // warm-up
    const latency: number[] = [];
    const writes: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const [total, write] = await editAndWait(watcher);
      latency.push(total);
      writes.push(write);
    }

    // 2. STREAMS streams held by B.
    await metricsOf(b); // resets the lag histogram
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idle = await metricsOf(b);
    const many = Array.from({ length: STREAMS - 1 }, () => openStream(b, token));
    await Promise.all(many.map((stream) => stream.opened));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const held = await metricsOf(b);
    const lags: number[] = [];
    const loaded: number[] = [];
    const until = Date.now() + 20_000;
    let lastScrape = Date.now();
    await metricsOf(b);
    while (Date.now() < until) {
      const started = Date.now();
      loaded.push((await editAndWait(watcher))[0]);
      if (Date.now() - lastScrape >= 2_000) {
        lags.push((await metricsOf(b)).lagP99Ms);
        lastScrape = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 200 - (Date.now() - started))));
    }
    const after = await metricsOf(b);
    const delivered = many.reduce((sum, stream) => sum + stream.received(), 0);
    for (const stream of many) stream.close();
    watcher.close();

    const f = (ms: number) => `${ms.toFixed(1)} ms`;
    const lines = [
      `Live updates on loopback, PostgreSQL, two API instances (separate processes) — ${new Date().toISOString()}`,
      `machine: ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' / ')} (1/5/15 min) at the end; other sessions share the machine`,
      '',
      `write-to-stream latency, edit through A → event read from B (${SAMPLES} edits, one at a time, HTTP write included):`,
      `  p50 ${f(percentile(latency, 50))}   p95 ${f(percentile(latency, 95))}   max ${f(Math.max(...latency))}   (goal p95 ≤ 1 s)`,
      `  the write's own HTTP answer: p50 ${f(percentile(writes, 50))}   p95 ${f(percentile(writes, 95))} (the event can reach B before A has answered: NOTIFY leaves on commit)`,
      '  (to the screen adds the browser parsing the event and the screen refetching: one GET; the journeys hold it under 2 s)',
      '',
      `${STREAMS} streams held by instance B (${after.streams} open at the end):`,
      `  resident memory ${idle.rssMb.toFixed(0)} MiB with 1 stream → ${held.rssMb.toFixed(0)} MiB with ${STREAMS} (+${(((held.rssMb - idle.rssMb) * 1024) / (STREAMS - 1)).toFixed(0)} KiB a stream)`,
      `  JS heap used ${idle.heapMb.toFixed(0)} MiB → ${held.heapMb.toFixed(0)} MiB`,
      `  event-loop lag p99 while ${loaded.length} edits in 20 s fanned out to all ${STREAMS} (${delivered} events delivered): ` +
        `max of ${lags.length} scrapes ${f(Math.max(...lags))}, median ${f(percentile(lags, 50))}   (goal ≤ 50 ms); idle ${f(idle.lagP99Ms)} (prom-client's 10 ms resolution)`,
      `  latency meanwhile to one of them: p50 ${f(percentile(loaded, 50))}   p95 ${f(percentile(loaded, 95))}`,
    ];
    const text = `${lines.join('\n')}\n`;
    process.stdout.write(text);
    writeFileSync(join(root, 'bench/results/live.txt'), text);
  } finally {
    for (const child of children) if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
}

await main();
