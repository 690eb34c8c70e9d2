// One cold load of a signed-in page traced request by request: what starts when, and what it waits
// for. Read from the page's own Resource Timing (start = fetchStart, end = responseEnd, both from
// navigation start) and its marks, so it is the order the browser saw, not the server.
import type { Browser } from '@playwright/test';
import { VIEWPORT } from '../../../tools/measure/browser';
import { FIRST_SCREEN_MARK, firstScreenRendered, signedInState } from '../../../tools/measure/session';
import type { Suite } from '../../../tools/measure/suite';
import { remoteFirstPages, screenRendered } from '../../../tools/measure/tour';
import { timeSwitch, visitSidebarOnce } from './timings';

export interface TraceRow {
  /** The request as "origin name + path" (the query string kept for API calls), or a mark's name. */
  what: string;
  start: number;
  end: number;
}

export interface LoadTrace {
  rows: TraceRow[];
  firstRow: number;
}

/** Names a resource URL by the suite's origin names ("orders-mfe /static/…", "api /v2/order?…"). */
function labeller(suite: Suite) {
  const names = Object.entries({
    ...suite.origins,
    api: new URL(suite.apiUrl).origin,
    monolith: suite.monolithUrl ?? '',
  }).filter(([, o]) => o);
  return (name: string) => {
    const url = new URL(name);
    const origin = names.find(([, o]) => o === url.origin)?.[0] ?? url.origin;
    const path = origin === 'api' ? `${url.pathname.replace(/^\/api/, '')}${url.search}` : url.pathname;
    return `${origin} ${path}`;
  };
}

/** Traces a cold load (a new context, empty cache) of `url`, signed in, until its first rows. */
export async function traceColdLoad(browser: Browser, suite: Suite, url: string): Promise<LoadTrace> {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: await signedInState(suite) });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await firstScreenRendered(page);
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
    return { rows, firstRow: raw.firstRow };
  } finally {
    await context.close();
  }
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
