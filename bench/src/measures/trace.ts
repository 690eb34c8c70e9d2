// One cold load of a signed-in page traced request by request: what starts when, and what it waits
// for. Read from the page's own Resource Timing (start = fetchStart, end = responseEnd, both from
// navigation start) and its marks, so it is the order the browser saw, not the server.
import type { Browser } from '@playwright/test';
import { VIEWPORT } from '../../../tools/measure/browser';
import { FIRST_SCREEN_MARK, firstScreenRendered, signedInState } from '../../../tools/measure/session';
import type { Suite } from '../../../tools/measure/suite';
import { remoteFirstPages, screenRendered } from '../../../tools/measure/tour';
import type { Origin } from './source-maps';
import { timeSwitch, visitSidebarOnce } from './timings';

interface TraceRow {
  /** The request as "origin name + path" (the query string kept for API calls), or a mark's name. */
  what: string;
  start: number;
  end: number;
}

export interface LoadTrace {
  rows: TraceRow[];
  firstRow: number;
  /** With `profile`: the main thread's CPU until the first rows (CDP Profiler, sampled every 100 µs). */
  cpu?: CpuProfileSummary;
}

/** A function (or a file) and the CPU time spent in its own code, not in what it called. */
interface SelfTime {
  what: string;
  ms: number;
}

export interface CpuProfileSummary {
  /** Sampled time in the page's scripts, garbage collection and the engine, until the first rows. */
  totalMs: number;
  /** Time not spent running anything (the main thread waiting: network, timers). */
  idleMs: number;
  topFunctions: SelfTime[];
  byFile: SelfTime[];
  /** With source maps: self time by the source's package, app or lib (react-dom, libs/ui, the federation runtime…). */
  bySource?: SelfTime[];
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/**
 * Self time by function and by file of a CDP Profiler profile, URLs named by `label`; with `origin`
 * (source maps), each function also by its source, and the time by the sources' packages.
 */
export function summariseProfile(
  profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] },
  label: (url: string) => string,
  top = 15,
  origin?: (label: string, line: number, column: number) => Origin | undefined,
): CpuProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // Each sample's time is the delta to the next one.
  for (let i = 0; i < samples.length; i++)
    selfUs.set(samples[i]!, (selfUs.get(samples[i]!) ?? 0) + (deltas[i + 1] ?? 0));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  const bySource = new Map<string, number>();
  let totalUs = 0;
  let idleUs = 0;
  for (const [id, us] of selfUs) {
    const frame = nodes.get(id)!.callFrame;
    if (frame.functionName === '(idle)') {
      idleUs += us;
      continue;
    }
    if (frame.functionName === '(root)') continue;
    totalUs += us;
    const file = frame.url ? label(frame.url) : frame.functionName;
    const source = frame.url && origin ? origin(file, frame.lineNumber, frame.columnNumber) : undefined;
    const at = `${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    const fn = !frame.url
      ? frame.functionName
      : source
        ? `${source.name ?? frame.functionName ?? '(anonymous)'}  ${source.where}  (${at})`
        : `${frame.functionName || '(anonymous)'}  ${at}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    byFile.set(file, (byFile.get(file) ?? 0) + us);
    const group = source?.group ?? (frame.url ? `${file} (not mapped)` : frame.functionName);
    bySource.set(group, (bySource.get(group) ?? 0) + us);
  }
  const sorted = (map: Map<string, number>) =>
    [...map]
      .map(([what, us]) => ({ what, ms: us / 1000 }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top);
  return {
    totalMs: totalUs / 1000,
    idleMs: idleUs / 1000,
    topFunctions: sorted(byFunction),
    byFile: sorted(byFile),
    ...(origin ? { bySource: sorted(bySource) } : {}),
  };
}

/** Names a resource URL by the suite's origin names ("orders-mfe /static/…", "api /v2/order?…"). */
function labeller(suite: Suite) {
  const names = Object.entries({
    ...suite.origins,
    api: new URL(suite.apiUrl).origin,
    monolith: suite.monolithUrl ?? '',
  }).filter(([, o]) => o);
  return (name: string) => {
    if (!URL.canParse(name)) return name;
    const url = new URL(name);
    const origin = names.find(([, o]) => o === url.origin)?.[0] ?? url.origin;
    const path = origin === 'api' ? `${url.pathname.replace(/^\/api/, '')}${url.search}` : url.pathname;
    return `${origin} ${path}`;
  };
}

/**
 * Traces a cold load (a new context, empty cache) of `url`, signed in, until its first rows; with
 * `profile`, also the main thread's CPU profile over that time (the profiler's sampling slows the
 * page a little: the first row of a profiled load is not a timing to compare).
 */
export async function traceColdLoad(
  browser: Browser,
  suite: Suite,
  url: string,
  profile = false,
  origin?: (label: string, line: number, column: number) => Origin | undefined,
): Promise<LoadTrace> {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: await signedInState(suite) });
  try {
    const page = await context.newPage();
    const cdp = profile ? await context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await page.goto(url);
    await firstScreenRendered(page);
    const cpu = cdp
      ? summariseProfile((await cdp.send('Profiler.stop')).profile, labeller(suite), 15, origin)
      : undefined;
    // Anything the first screen requested after its rows (a lazy view, the idle prefetch) is not on the path.
    const raw = await page.evaluate((mark) => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        firstRow: performance.getEntriesByName(mark, 'mark')[0]!.startTime,
        rows: [
          { name: nav.name, start: nav.fetchStart, end: nav.responseEnd },
          ...resources.map((r) => ({ name: r.name, start: r.fetchStart, end: r.responseEnd })),
        ],
      };
    }, FIRST_SCREEN_MARK);
    const label = labeller(suite);
    const rows = raw.rows
      .filter((r) => r.start <= raw.firstRow)
      .map((r) => ({ what: label(r.name), start: r.start, end: r.end }))
      .sort((a, b) => a.start - b.start);
    return { rows, firstRow: raw.firstRow, ...(cpu ? { cpu } : {}) };
  } finally {
    await context.close();
  }
}

/** The CPU profile's summary as lines: the top self-time functions, then by file. */
export function renderCpuProfile(cpu: CpuProfileSummary): string {
  const ms = (v: number) => v.toFixed(1).padStart(6);
  return [
    `Main thread until the first rows: ${cpu.totalMs.toFixed(0)} ms running, ${cpu.idleMs.toFixed(0)} ms idle (CDP Profiler, 100 µs samples)`,
    'Top self time by function (ms, function, file:line:column):',
    ...cpu.topFunctions.map((f) => `${ms(f.ms)}  ${f.what}`),
    'Self time by file (ms):',
    ...cpu.byFile.map((f) => `${ms(f.ms)}  ${f.what}`),
    ...(cpu.bySource
      ? [
          'Self time by source (ms; source maps of the same build):',
          ...cpu.bySource.map((f) => `${ms(f.ms)}  ${f.what}`),
        ]
      : []),
  ].join('\n');
}

/**
 * Traces the first switch to each remote's first page, as the bench times it ("new remote"): a fresh
 * load of /getting-started with every remote's files in the HTTP cache, the sidebar link clicked as
 * soon as it shows. Times are from the click.
 */
export async function traceFreshSwitches(
  browser: Browser,
  suite: Suite,
): Promise<{ label: string; trace: LoadTrace }[]> {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: await signedInState(suite) });
  try {
    const page = await context.newPage();
    const headings = await visitSidebarOnce(page, suite);
    const label = labeller(suite);
    const traces = [];
    for (const target of remoteFirstPages()) {
      await page.goto(`${suite.shellUrl}/getting-started`);
      await screenRendered(page, '/getting-started');
      await page.locator('nav[aria-label="Main"] a', { hasText: target.label }).first().waitFor();
      const clicked = await page.evaluate(() => performance.now());
      const took = await timeSwitch(page, target.label, headings.get(target.label)!);
      const rows = await page.evaluate(
        (since) =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((r) => r.fetchStart >= since)
            .map((r) => ({ name: r.name, start: r.fetchStart - since, end: r.responseEnd - since })),
        clicked,
      );
      traces.push({
        label: target.label,
        trace: { rows: rows.map((r) => ({ what: label(r.name), start: r.start, end: r.end })), firstRow: took },
      });
    }
    return traces;
  } finally {
    await context.close();
  }
}

/** The trace as lines: start and end in ms from navigation start, then the request. */
export function renderTrace(trace: LoadTrace, end = `first rows on screen (${FIRST_SCREEN_MARK})`): string {
  const ms = (v: number) => v.toFixed(0).padStart(5);
  return [
    ...trace.rows.map((r) => `${ms(r.start)} → ${ms(r.end)} ms  ${r.what}`),
    `${ms(trace.firstRow)}          ${end}`,
  ].join('\n');
}
