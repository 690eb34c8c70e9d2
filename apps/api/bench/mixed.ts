/**
 * `npm run bench:mixed -w @admin/api`: a mixed load of staff reading and writing. On the large seed, 100
 * connections for 30 s at once: the order list (random pages and filters), order status changes
 * (following the transition table, racing each other on a shared pool of orders) and setting
 * edits (with If-Match, on five settings the bench creates), and one more connection calling
 * `/api/health` meanwhile. Prints p50/p99 and requests per second per stream, the 5xx count and the
 * machine's load, then checks every order's status against the changes that answered 200.
 *
 * It also prints the event-loop delay of the API process during the load (p50/p99/max).
 *
 * Engine: PGlite by default (in a worker thread, as the API runs it by default; in the API's own
 * thread with PGLITE_WORKER=false: `npm run bench:mixed:thread`); PostgreSQL with DATABASE_URL
 * (`npm run bench:mixed:postgres`).
 * Options: --duration <s> (default 30), --connections <n> (default 100).
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { ORDER_TRANSITIONS, type OrderStatus } from '@admin/api-client/contract';
import { apiExitReason, json, readEventLoopDelay, resetEventLoopDelay, withSeededApi } from './harness';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 30);
const connections = arg('connections', 100);
/** Orders the status stream works on: few enough that connections collide on the same order. */
const POOL_SIZE = 300;

/** Forward order of the statuses a Booked order can go through (Cancel_Request_Raised ends it here). */
const RANK: Record<OrderStatus, number> = {
  Booked: 0,
  Document_Signature_Pending: 1,
  Full_Payment_Pending: 2,
  Full_Payment_Done: 3,
  Token_Transfer: 4,
  Cancel_Request_Raised: 5,
  Refunded: 6,
};

/** What a status-change connection remembers between its request and the answer. */
interface StatusContext {
  orderId: number;
  status: OrderStatus;
}

interface Stream {
  label: string;
  result: autocannon.Result;
}

async function main(): Promise<void> {
  await withSeededApi(async ({ database, api, base, auth }) => {
    // A pool of Booked orders, each tracked client-side: the status we last saw answered.
    const pool: number[] = [];
    for (let page = 1; pool.length < POOL_SIZE; page++) {
      const list = await json<{ data: { id: number }[] }>(`${base}/api/v2/order?status=Booked&limit=100&page=${page}`, {
        headers: auth,
      });
      if (list.data.length === 0) break;
      pool.push(...list.data.map((o) => o.id));
    }
    const lastSeen = new Map<number, OrderStatus>(pool.map((id) => [id, 'Booked']));
    /** Every transition that answered 200, per order: the statuses it moved to. */
    const applied = new Map<number, OrderStatus[]>();
    /** Changes sent and not answered when the run stopped (one per connection at most): they may or may not have applied. */
    const unanswered = new Map<object, StatusContext>();
    // Settings of the bench's own: the seeded ones keep their names (a rename is refused), and some
    // govern controls (the refund threshold) that a random value must not touch.
    const settings: { id: number; name: string; version: number }[] = [];
    for (let i = 1; i <= 5; i++) {
      const created = await json<{ data: { id: number; name: string; version: number } }>(`${base}/api/setting`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `bench_setting_${i}`, value: '0' }),
      });
      settings.push(created.data);
    }
    const settingVersion = new Map(settings.map((s) => [s.id, s.version]));

    const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;
    const headers = { ...auth, 'content-type': 'application/json' };
    const listConnections = Math.round(connections * 0.6);
    const statusConnections = Math.round(connections * 0.3);
    const settingConnections = connections - listConnections - statusConnections;
    const load = () =>
      os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' / ');
    const loadBefore = load();

    const run = (label: string, options: autocannon.Options) =>
      new Promise<Stream>((resolve, reject) => {
        autocannon({ duration, ...options }, (error, result) => (error ? reject(error) : resolve({ label, result })));
      });

    resetEventLoopDelay(api);
    const streams = await Promise.all([
      run(`order list (${listConnections} conn)`, {
        url: base,
        connections: listConnections,
        headers: auth,
        requests: [
          {
            setupRequest: (request) => {
              const filter = pick(['', '&status=Booked', '&status=Full_Payment_Pending', '&status=Token_Transfer']);
              return {
                ...request,
                method: 'GET',
                path: `/api/v2/order?page=${1 + Math.floor(Math.random() * 50)}&limit=10${filter}`,
              };
            },
          },
        ],
      }),
      run(`order status (${statusConnections} conn)`, {
        url: base,
        connections: statusConnections,
        headers,
        requests: [
          {
            setupRequest: (request, context) => {
              const orderId = pick(pool);
              const next = ORDER_TRANSITIONS[lastSeen.get(orderId) ?? 'Booked'];
              // Mostly forward along the table, sometimes a cancel request; a final order gets an illegal move (409).
              const status: OrderStatus =
                next.length === 0 ? 'Booked' : Math.random() < 0.1 ? 'Cancel_Request_Raised' : (next[0] as OrderStatus);
              Object.assign(context, { orderId, status } satisfies StatusContext);
              unanswered.set(context, { orderId, status });
              return {
                ...request,
                method: 'PUT',
                path: '/api/order/status',
                body: JSON.stringify({ order_id: orderId, status }),
              };
            },
            onResponse: (status, _body, context) => {
              unanswered.delete(context);
              if (status !== 200) return;
              const { orderId, status: moved } = context as StatusContext;
              applied.set(orderId, [...(applied.get(orderId) ?? []), moved]);
              if (RANK[moved] > RANK[lastSeen.get(orderId) ?? 'Booked']) lastSeen.set(orderId, moved);
            },
          },
        ],
      }),
      // One more connection, outside the mix: what a load balancer's health check sees meanwhile.
      run('/api/health (1 more conn)', { url: `${base}/api/health`, connections: 1 }),
      run(`setting edits (${settingConnections} conn)`, {
        url: base,
        connections: settingConnections,
        headers,
        requests: [
          {
            setupRequest: (request, context) => {
              const setting = pick(settings);
              Object.assign(context, { settingId: setting.id });
              const ifMatch = `"${settingVersion.get(setting.id) ?? setting.version}"`;
              return {
                ...request,
                method: 'PUT',
                path: `/api/setting/${setting.id}`,
                headers: { ...headers, 'if-match': ifMatch },
                body: JSON.stringify({ name: setting.name, value: String(Math.random()) }),
              };
            },
            onResponse: (status, body, context) => {
              if (status === 200 || status === 409) {
                const answer = JSON.parse(body) as { data?: { version: number }; current?: { version: number } };
                const version = answer.data?.version ?? answer.current?.version;
                if (version !== undefined) settingVersion.set((context as { settingId: number }).settingId, version);
              }
            },
          },
        ],
      }),
    ]);
    const loadAfter = load();
    const eventLoop = await readEventLoopDelay(api);

    console.log(
      `\nMixed load on ${database.label}: ${connections} connections, ${duration} s, ${os.cpus().length} cores`,
    );
    console.log(`machine load average (1 / 5 / 15 min): before ${loadBefore}, after ${loadAfter}\n`);
    console.log(
      `${'stream'.padEnd(30)} ${'requests'.padStart(9)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'2xx'.padStart(7)} ${'4xx'.padStart(6)} ${'5xx'.padStart(5)} ${'errors'.padStart(6)}`,
    );
    let fiveXx = 0;
    let failed = 0;
    let total = 0;
    for (const { label, result } of streams) {
      fiveXx += result['5xx'];
      failed += result.errors + result.timeouts;
      if (!label.startsWith('/api/health')) total += result.requests.total;
      console.log(
        `${label.padEnd(30)} ${String(result.requests.total).padStart(9)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${String(result['2xx']).padStart(7)} ${String(result['4xx']).padStart(6)} ${String(result['5xx']).padStart(5)} ${String(result.errors + result.timeouts).padStart(6)}`,
      );
    }
    console.log(`${'all'.padEnd(30)} ${String(total).padStart(9)} ${(total / duration).toFixed(0).padStart(7)}`);
    console.log(
      `\nAPI event-loop delay during the load: p50 ${eventLoop.p50} ms, p99 ${eventLoop.p99} ms, max ${eventLoop.max} ms`,
    );

    // Consistency: per order, the 200 answers form one legal path from Booked, and the stored status is its end.
    let inconsistent = 0;
    for (const orderId of pool) {
      const moves = [...(applied.get(orderId) ?? [])].sort((a, b) => RANK[a] - RANK[b]);
      let status: OrderStatus = 'Booked';
      let legal = true;
      for (const move of moves) {
        if (!ORDER_TRANSITIONS[status].includes(move)) legal = false;
        status = move;
      }
      const stored = (await json<{ data: { status: OrderStatus } }>(`${base}/api/order/${orderId}`, { headers: auth }))
        .data.status;
      // An unanswered change may have applied after the last answered one.
      const possible = new Set<OrderStatus>([status]);
      const pending = [...unanswered.values()]
        .filter((c) => c.orderId === orderId)
        .map((c) => c.status)
        .sort((a, b) => RANK[a] - RANK[b]);
      let reachable: OrderStatus = status;
      for (const move of pending) {
        if (ORDER_TRANSITIONS[reachable].includes(move)) {
          reachable = move;
          possible.add(move);
        }
      }
      if (!legal || !possible.has(stored)) {
        inconsistent += 1;
        if (inconsistent <= 5)
          console.log(`  order ${orderId}: answered 200 for ${moves.join(' → ') || 'nothing'}, stored ${stored}`);
      }
    }
    const movedOrders = [...applied.values()].reduce((n, moves) => n + moves.length, 0);
    console.log(
      `\nOrder statuses: ${pool.length} orders, ${movedOrders} changes answered 200, ${unanswered.size} still unanswered at the stop, ${inconsistent} inconsistent`,
    );
    console.log(`5xx: ${fiveXx}, connection errors/timeouts: ${failed}`);
    if (apiExitReason() || fiveXx > 0 || inconsistent > 0) {
      process.exitCode = 1;
      console.log(`\nFAILED: ${apiExitReason() ?? `${fiveXx} 5xx answers, ${inconsistent} orders inconsistent`}`);
    }
  });
}

await main();
