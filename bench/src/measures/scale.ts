// The screens at production scale: the API on a database holding the large seed (100,000 orders, the
// 20,000 customers and the projects behind them; apps/api/bench/seed-large.ts), measured in Chromium:
// - the order list's first row on a cold load (a new context), median;
// - paging: page 500 reached inside the app, then "Next" from there, median;
// - a filter by customer: a seeded customer's name typed into the list's Customer field (the last
//   keystroke until their option shows: the customer search behind the filter), then the option
//   chosen until the filtered rows show;
// - the order report: its totals on opening, then after each status filter;
// - the order report's CSV export of every order: from the click until the file is saved, its rows,
//   and the peak growth of the page's JS heap (CDP Performance.getMetrics JSHeapUsedSize) and of the
//   resident memory of every Chromium process (/proc), sampled every 100 ms, over the level before;
// - the command palette (Ctrl+K): the last keystroke until an option for the record is painted, over
//   ~20 texts staff type (parts of phones, names, `#order`), with the API's debounce included;
// and for each, the API calls it made: their duration as the browser saw them (request start to
// response end, Resource Timing through Playwright), p50 and p95.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { VIEWPORT } from '../../../tools/measure/browser';
import { ADMIN, FIRST_SCREEN_MARK, firstScreenRendered, signedInState } from '../../../tools/measure/session';
import { FIXED_OTP, repoRoot, type Suite } from '../../../tools/measure/suite';
import { goInApp, screenRendered } from '../../../tools/measure/tour';
import { median, percentile } from './timings';

export interface ScaleDatabase {
  /** The API's settings to use it. */
  env: Record<string, string>;
  label: string;
}

/** A fresh database with the large seed: on the DATABASE_URL server when given, else a PGlite folder. */
export function seedLargeDatabase(
  databaseUrl: string | null,
  progress: (text: string) => void,
): Promise<ScaleDatabase> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    else delete env.DATABASE_URL;
    const child = spawn('npx', ['tsx', 'bench/seed-large.ts'], {
      cwd: join(repoRoot, 'apps/api'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      for (const line of chunk.toString().split('\n')) if (line.startsWith('Seeded')) progress(line.trim());
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('BENCH_DATABASE '));
      if (code !== 0 || !line)
        reject(new Error(`Seeding the large data set failed (exit ${code}):\n${out.slice(-3000)}`));
      else resolve(JSON.parse(line.slice('BENCH_DATABASE '.length)) as ScaleDatabase);
    });
  });
}

/** Is there a PostgreSQL server to start (Debian's binaries, as apps/api/scripts/with-postgres.sh finds them)? */
export function postgresAvailable(): boolean {
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((version) => existsSync(join(root, version, 'bin/postgres')));
}

/** A throwaway PostgreSQL server (apps/api/scripts/with-postgres.sh), until `stop` closes its stdin. */
export function startPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'bash',
      ['scripts/with-postgres.sh', 'bash', '-c', 'echo "DATABASE_URL=$DATABASE_URL"; cat > /dev/null'],
      {
        cwd: join(repoRoot, 'apps/api'),
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let out = '';
    const exited = new Promise<void>((done) => child.on('exit', () => done()));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /DATABASE_URL=(\S+)/.exec(out);
      if (match) resolve({ url: match[1]!, stop: async () => (child.stdin.end(), await exited) });
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`PostgreSQL did not start (exit ${code}): ${out}`)));
  });
}

/** API calls the page made, by path under the API (`/v2/order`), with their duration in ms. */
function trackApi(page: Page, apiUrl: string) {
  const calls: Array<{ path: string; query: string; ms: number }> = [];
  page.on('requestfinished', (request) => {
    if (!request.url().startsWith(apiUrl) || request.method() === 'OPTIONS') return;
    const url = new URL(request.url());
    const ms = request.timing().responseEnd;
    if (ms > 0) calls.push({ path: url.pathname.replace(/^\/api/, ''), query: url.search, ms });
  });
  return {
    mark: () => calls.length,
    /** Durations of the calls to `path` since `mark`, whose query contains `having` when given. */
    since: (mark: number, path: string, having = '') =>
      calls
        .slice(mark)
        .filter((c) => c.path === path && c.query.includes(having))
        .map((c) => c.ms),
  };
}

const now = (page: Page) => page.evaluate(() => performance.now());
/** The next paint after the condition holds, in page time. */
const paintedWhen = async (page: Page, condition: string, arg?: unknown): Promise<number> => {
  await page.waitForFunction(condition, arg, { timeout: 60_000 });
  return page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
};

const mainIdle = `(() => { const main = document.querySelector('main'); return !!main && !main.querySelector('[aria-busy="true"]') && !!main.querySelector('tbody tr, [role="row"]'); })()`;
const currentPageIs = (n: number) =>
  `(() => document.querySelector('nav[aria-label="Pagination"] [aria-current="page"]')?.textContent?.trim() === '${n}' && ${mainIdle})()`;

export interface Sample {
  key: string;
  label: string;
  values: number[];
  unit: 'ms' | 'MiB' | 'rows';
  /** What to print: one value, the median, or p50/p95. */
  show: 'value' | 'median' | 'p50' | 'p95' | 'median+p95';
  /** The goal, when the issue sets one for this database. */
  goal?: number;
  note?: string;
}

interface Seeded {
  customers: Array<{ id: number; name: string; phone: string }>;
  orderIds: number[];
}

async function apiJson<T>(suite: Suite, token: string, path: string): Promise<T> {
  const response = await fetch(`${suite.apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Real records of the seed, spread over it: customers from several pages, orders from several pages. */
async function seededRecords(suite: Suite): Promise<Seeded> {
  const post = async <T>(path: string, body: unknown) =>
    (
      (await (
        await fetch(`${suite.apiUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as { data: T }
    ).data;
  const { user_id } = await post<{ user_id: number }>('/auth/login', ADMIN);
  const { token } = await post<{ token: string }>('/auth/verify', { otp: FIXED_OTP, user_id });
  const customers: Seeded['customers'] = [];
  for (const page of [37, 211, 480, 733, 1502]) {
    const list = await apiJson<{ data: Array<{ id: number; name: string; phone: string }> }>(
      suite,
      token,
      `/v2/customer?page=${page}&limit=10`,
    );
    customers.push(...list.data.slice(2, 4));
  }
  const orderIds: number[] = [];
  for (const page of [3, 900, 4100, 7700, 9500, 9990])
    orderIds.push(
      (await apiJson<{ data: Array<{ id: number }> }>(suite, token, `/v2/order?page=${page}&limit=10`)).data[5]!.id,
    );
  return { customers, orderIds };
}

/** Resident memory of every Chromium process this bench started (children of this process), MiB. */
function chromiumRssMiB(): number {
  const parentOf = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const name = /^Name:\s+(\S+)/m.exec(status)?.[1] ?? '';
      parentOf.set(Number(entry), Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      if (name.startsWith('chrom')) rss.set(Number(entry), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0));
    } catch {
      // The process ended while reading.
    }
  }
  const descends = (pid: number): boolean => {
    for (let p = parentOf.get(pid); p; p = parentOf.get(p)) if (p === process.pid) return true;
    return false;
  };
  let kib = 0;
  for (const [pid, value] of rss) if (descends(pid)) kib += value;
  return kib / 1024;
}

async function countLines(path: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(path)) for (const byte of chunk as Buffer) if (byte === 10) lines++;
  return lines;
}

export interface ScaleOptions {
  coldLoads: number;
  nextPages: number;
  customers: number;
  statusChanges: number;
}

/** Every measure of the part on one database; `suite` serves the apps against it. */
export async function measureScale(
  browser: Browser,
  suite: Suite,
  database: ScaleDatabase,
  options: ScaleOptions,
  progress: (text: string) => void,
): Promise<Sample[]> {
  const isPostgres = database.label.startsWith('PostgreSQL');
  const apiGoal = isPostgres ? 150 : undefined;
  const samples: Sample[] = [];
  const seeded = await seededRecords(suite);

  // Cold loads of the order list.
  progress(`${database.label}: order list, ${options.coldLoads} cold loads`);
  const firstRows: number[] = [];
  const coldCalls: number[] = [];
  for (let i = 0; i < options.coldLoads; i++) {
    const context = await browser.newContext({ viewport: VIEWPORT, storageState: await signedInState(suite) });
    const page = await context.newPage();
    const api = trackApi(page, suite.apiUrl);
    await page.goto(`${suite.shellUrl}/orders`);
    await firstScreenRendered(page, 60_000);
    firstRows.push(
      await page.evaluate((mark) => performance.getEntriesByName(mark, 'mark')[0]!.startTime, FIRST_SCREEN_MARK),
    );
    await page.waitForLoadState('networkidle').catch(() => undefined);
    coldCalls.push(...api.since(0, '/v2/order'));
    await context.close();
  }
  samples.push({
    key: 'orders.firstRowCold',
    label: 'order list, first row, cold load',
    values: firstRows,
    unit: 'ms',
    show: 'median',
    goal: 1000,
  });
  samples.push({
    key: 'orders.coldApi',
    label: '  its GET /v2/order',
    values: coldCalls,
    unit: 'ms',
    show: 'p95',
    goal: apiGoal,
  });

  const totalsShown = `(() => { const dl = document.querySelector('dl[aria-label="Totals of the filtered orders"]'); return !!dl && !dl.hasAttribute('data-stale') && /\\d/.test(dl.querySelector('dd')?.textContent ?? ''); })()`;
  // One interaction going wrong (a timeout on a loaded machine) is printed, and the others still run.
  const attempt = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      progress(`${database.label}: ${name} went wrong: ${(error as Error).message.split('\n')[0]}`);
      samples.push({
        key: `failed.${name.replace(/\W+/g, '-')}`,
        label: `${name}: went wrong`,
        values: [],
        unit: 'ms',
        show: 'value',
        note: (error as Error).message.split('\n')[0]!.slice(0, 160),
      });
    }
  };

  // One signed-in page for the interactions, as a user works.
  const context = await browser.newContext({
    viewport: VIEWPORT,
    storageState: await signedInState(suite),
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const api = trackApi(page, suite.apiUrl);
  await page.goto(`${suite.shellUrl}/orders`);
  await firstScreenRendered(page, 60_000);

  let mark = 0;
  let t0 = 0;

  // Paging.
  await attempt('paging', async () => {
    progress(`${database.label}: page 500, then Next ×${options.nextPages}`);
    mark = api.mark();
    t0 = await now(page);
    await goInApp(page, '/orders?page=500');
    samples.push({
      key: 'orders.page500',
      label: 'order list, to page 500 inside the app',
      values: [(await paintedWhen(page, currentPageIs(500))) - t0],
      unit: 'ms',
      show: 'value',
    });
    const nexts: number[] = [];
    for (let n = 501; n < 501 + options.nextPages; n++) {
      t0 = await now(page);
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: /Next/ }).click();
      nexts.push((await paintedWhen(page, currentPageIs(n))) - t0);
    }
    samples.push({
      key: 'orders.next',
      label: `  then Next ×${nexts.length}, click to rows`,
      values: nexts,
      unit: 'ms',
      show: 'median+p95',
    });
    samples.push({
      key: 'orders.pagingApi',
      label: '  their GET /v2/order',
      values: api.since(mark, '/v2/order'),
      unit: 'ms',
      show: 'p95',
      goal: apiGoal,
    });
  });

  // A filter by customer: the name typed, their option chosen.
  await attempt('customer filter', async () => {
    progress(`${database.label}: filter by customer ×${options.customers}`);
    mark = api.mark();
    const typed: number[] = [];
    const applied: number[] = [];
    await page.evaluate(() => {
      const w = window as unknown as { lastKeyAt: number };
      document.addEventListener('keydown', () => (w.lastKeyAt = performance.now()), { capture: true });
    });
    for (const customer of seeded.customers.slice(0, options.customers)) {
      await goInApp(page, '/orders');
      await screenRendered(page, '/orders');
      const field = page.locator('main').getByRole('combobox', { name: 'Customer' });
      await field.click();
      await field.fill('');
      await field.pressSequentially(customer.name, { delay: 60 });
      const optionShown = await paintedWhen(
        page,
        `[...document.querySelectorAll('[role="option"]')].some((o) => o.textContent?.includes(${JSON.stringify(`#${customer.id}`)}))`,
      );
      typed.push(optionShown - (await page.evaluate(() => (window as unknown as { lastKeyAt: number }).lastKeyAt)));
      t0 = await now(page);
      await page
        .getByRole('option', { name: new RegExp(`#${customer.id}\\b`) })
        .first()
        .click();
      applied.push((await paintedWhen(page, `location.search.includes('user_id=${customer.id}') && ${mainIdle}`)) - t0);
    }
    samples.push({
      key: 'filter.typed',
      label: 'customer filter: last keystroke to their option',
      values: typed,
      unit: 'ms',
      show: 'median+p95',
      note: 'debounce included',
    });
    samples.push({
      key: 'filter.searchApi',
      label: '  the customer search, GET /v2/order/filter',
      values: api.since(mark, '/v2/order/filter'),
      unit: 'ms',
      show: 'p95',
      goal: apiGoal,
    });
    samples.push({
      key: 'filter.applied',
      label: '  option chosen to filtered rows',
      values: applied,
      unit: 'ms',
      show: 'median+p95',
    });
    samples.push({
      key: 'filter.listApi',
      label: '  the filtered GET /v2/order',
      values: api.since(mark, '/v2/order', 'user_id='),
      unit: 'ms',
      show: 'p95',
      goal: apiGoal,
    });
  });

  // The order report's totals.
  await attempt('order report totals', async () => {
    progress(`${database.label}: order report totals`);
    mark = api.mark();
    t0 = await now(page);
    await goInApp(page, '/order-report');
    samples.push({
      key: 'report.open',
      label: 'order report: open to totals',
      values: [(await paintedWhen(page, totalsShown)) - t0],
      unit: 'ms',
      show: 'value',
    });
    const statusChanges: number[] = [];
    // Each a first visit (a cached answer would show at once).
    const statuses = [
      'Booked',
      'Full_Payment_Done',
      'Refunded',
      'Token_Transfer',
      'Document_Signature_Pending',
      'Full_Payment_Pending',
    ];
    for (const status of statuses.slice(0, options.statusChanges)) {
      t0 = await now(page);
      const answered = page.waitForResponse(
        (r) => r.url().includes('/order/report?') && r.url().includes(`status=${status}`),
        { timeout: 60_000 },
      );
      await page.locator('main').getByLabel('Status').selectOption(status);
      await answered;
      statusChanges.push((await paintedWhen(page, totalsShown)) - t0);
    }
    samples.push({
      key: 'report.status',
      label: '  a status filter to its totals',
      values: statusChanges,
      unit: 'ms',
      show: 'median+p95',
    });
    samples.push({
      key: 'report.api',
      label: '  GET /order/report (page + totals)',
      values: api.since(mark, '/order/report'),
      unit: 'ms',
      show: 'p95',
      goal: apiGoal,
    });
  });

  // The CSV export of every order.
  await attempt('CSV export', async () => {
    progress(`${database.label}: CSV export of every order`);
    await goInApp(page, '/order-report');
    await page.waitForFunction(totalsShown, undefined, { timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const heapMiB = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
    };
    const heapBefore = await heapMiB();
    const rssBefore = chromiumRssMiB();
    let heapPeak = heapBefore;
    let rssPeak = rssBefore;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        heapPeak = Math.max(heapPeak, await heapMiB());
        rssPeak = Math.max(rssPeak, chromiumRssMiB());
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    mark = api.mark();
    const started = Date.now();
    let file: string;
    let exportMs: number;
    try {
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 120_000 }),
        page.locator('main').getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      file = await download.path();
      exportMs = Date.now() - started;
    } finally {
      sampling = false;
      await sampler;
    }
    const rows = (await countLines(file)) - 1;
    samples.push({
      key: 'csv.time',
      label: 'CSV export of every order: click to file saved',
      values: [exportMs],
      unit: 'ms',
      show: 'value',
      goal: 10_000,
    });
    samples.push({ key: 'csv.rows', label: '  rows in the file', values: [rows], unit: 'rows', show: 'value' });
    samples.push({
      key: 'csv.linkApi',
      label: '  POST /order/report/csv/link',
      values: api.since(mark, '/order/report/csv/link'),
      unit: 'ms',
      show: 'value',
    });
    samples.push({
      key: 'csv.heapPeak',
      label: "  page's JS heap, peak growth",
      values: [heapPeak - heapBefore],
      unit: 'MiB',
      show: 'value',
      note: `${heapBefore.toFixed(1)} MiB before`,
    });
    samples.push({
      key: 'csv.rssPeak',
      label: '  Chromium resident memory, peak growth',
      values: [rssPeak - rssBefore],
      unit: 'MiB',
      show: 'value',
      note: `all its processes, ${rssBefore.toFixed(0)} MiB before`,
    });
    await cdp.detach();
  });

  // The command palette. Phone parts are nine digits: the seed's phones are consecutive, so six
  // would match dozens of customers, and the palette shows the best few.
  await attempt('palette', async () => {
    const texts: Array<{ text: string; expect: string; kind: string }> = [];
    for (const c of seeded.customers.slice(0, 7))
      texts.push({ text: c.phone.slice(1), expect: c.name, kind: 'phone part' });
    for (const c of seeded.customers.slice(3, 10)) texts.push({ text: c.name, expect: c.name, kind: 'name' });
    for (const id of seeded.orderIds) texts.push({ text: `#${id}`, expect: `#${id} `, kind: 'order id' });
    progress(`${database.label}: command palette, ${texts.length} texts`);
    mark = api.mark();
    const paletteTimes: number[] = [];
    const palette = page.getByRole('dialog', { name: 'Search and commands' });
    for (const { text, expect } of texts) {
      await page.keyboard.press('Control+k');
      const box = palette.getByRole('combobox');
      await box.waitFor();
      await box.fill('');
      await box.pressSequentially(text, { delay: 40 });
      const shown = await paintedWhen(
        page,
        `[...document.querySelectorAll('dialog[open] [role="option"]')].some((o) => o.textContent?.includes(${JSON.stringify(expect)}))`,
      ).catch(async (error: Error) => {
        throw new Error(
          `palette: no option with "${expect}" for "${text}"; it shows: ${(await palette.innerText().catch(() => 'no dialog')).slice(0, 600)}\n${error.message}`,
        );
      });
      paletteTimes.push(shown - (await page.evaluate(() => (window as unknown as { lastKeyAt: number }).lastKeyAt)));
      await page.keyboard.press('Escape');
    }
    samples.push({
      key: 'palette.toResults',
      label: `palette: last keystroke to results on screen (${texts.length} texts)`,
      values: paletteTimes,
      unit: 'ms',
      show: 'median+p95',
      note: '120 ms debounce included',
    });
    samples.push({
      key: 'palette.searchApi',
      label: '  GET /v2/search',
      values: api.since(mark, '/v2/search'),
      unit: 'ms',
      show: 'p95',
      goal: isPostgres ? 100 : undefined,
    });
  });

  await context.close();
  return samples;
}

/** A sample as one printed value: p50, p95, median or the single value. */
export function shown(sample: Sample): { value: number | null; text: string } {
  const v = sample.values;
  if (v.length === 0) return { value: null, text: 'n/a' };
  switch (sample.show) {
    case 'value':
      return { value: v[0]!, text: '' };
    case 'median':
      return { value: median(v), text: `median of ${v.length}` };
    case 'p50':
      return { value: percentile(v, 50), text: `p50 of ${v.length}` };
    case 'p95':
      return { value: percentile(v, 95), text: `p95 of ${v.length}; p50 ${percentile(v, 50).toFixed(0)}` };
    case 'median+p95':
      return { value: median(v), text: `median of ${v.length}; p95 ${percentile(v, 95).toFixed(0)}` };
  }
}
