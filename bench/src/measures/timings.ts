// Timings, printed and never asserted (they depend on the machine, printed beside them).
// - Load to the first screen, signed in, `/`: "cold" is a new browser context (empty HTTP cache and
//   memory), "warm" the same URL loaded again in that context (HTTP cache filled, nothing in memory).
//   Two figures per load, from navigation start: LCP (the last largest-contentful-paint entry once the
//   list is on screen) and the `admin:first-screen` mark (libs/ui DataTableView: the first list has rows).
// - Route switch, from a sidebar click to the destination rendered (its h1 in <main>, nothing there
//   aria-busy, then the next animation frame), timed inside the page:
//   "loaded remote": between screens of remotes this page has already loaded and shown once;
//   "new remote": a remote this page has not loaded: each sample is a fresh load of /getting-started
//   (a shell-only screen) in a context whose HTTP cache already holds every remote's files, clicked
//   as soon as it is rendered, before the idle prefetch (3 s after load) and with no hover prefetch;
//   "new remote, pointer resting first": the same, but the pointer rests on the link for
//   HOVER_DWELL_MS before the click, as a hand does (the sidebar starts the route's loader on
//   pointer-enter); still timed from the click.
// - JS heap growth over tours of the sidebar: used heap after forced garbage collection (CDP
//   HeapProfiler.collectGarbage, Runtime.getHeapUsage), after one warm-up tour and after N more.
import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import { VIEWPORT } from '../../../tools/measure/browser';
import { FIRST_SCREEN_MARK, firstScreenRendered, signedInState } from '../../../tools/measure/session';
import type { Suite } from '../../../tools/measure/suite';
import { heapFigures, topGrowth } from '../../../tools/measure/heap';
import {
  clickSidebar,
  remoteFirstPages,
  SIDEBAR,
  SIDEBAR_TOUR,
  screenRendered,
  tour,
} from '../../../tools/measure/tour';

export interface LoadTiming {
  lcp: number | null;
  firstScreen: number;
}

async function readLoadTiming(page: Page): Promise<LoadTiming> {
  await firstScreenRendered(page);
  return page.evaluate(async (mark) => {
    const firstScreen = performance.getEntriesByName(mark, 'mark')[0]!.startTime;
    const lcp = await new Promise<number | null>((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        resolve(entries.length > 0 ? entries[entries.length - 1]!.startTime : null);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(null), 2000);
    });
    return { lcp, firstScreen };
  }, FIRST_SCREEN_MARK);
}

async function signedInContext(browser: Browser, suite: Suite): Promise<BrowserContext> {
  return browser.newContext({ viewport: VIEWPORT, storageState: await signedInState(suite) });
}

/** How long after the first row a cold load's live update stream was requested (docs/live.md: after the first screen is idle); null when none came within 15 s. */
type StreamAfterFirstRow = number | null;

/** When the page requested its live stream, in the page's time (from navigation start), or null. */
async function liveStreamStart(page: Page, opened: Promise<Response | null>) {
  const response = await opened;
  if (!response) return null;
  const origin = await page.evaluate(() => performance.timeOrigin);
  return response.request().timing().startTime - origin;
}

export async function measureLoads(browser: Browser, suite: Suite, runs: number, progress: (text: string) => void) {
  const cold: LoadTiming[] = [];
  const warm: LoadTiming[] = [];
  const streamAfterFirstRow: StreamAfterFirstRow[] = [];
  for (let run = 0; run < runs; run++) {
    progress(`load to the first screen ${run + 1}/${runs}`);
    const context = await signedInContext(browser, suite);
    const page = await context.newPage();
    const opened = page
      .waitForResponse((response) => response.url().endsWith('/api/live/events'), { timeout: 15_000 })
      .catch(() => null);
    await page.goto(`${suite.shellUrl}/`);
    const timing = await readLoadTiming(page);
    cold.push(timing);
    const streamAt = await liveStreamStart(page, opened);
    streamAfterFirstRow.push(streamAt === null ? null : streamAt - timing.firstScreen);
    await page.goto(`${suite.shellUrl}/`);
    warm.push(await readLoadTiming(page));
    await context.close();
  }
  return { cold, warm, streamAfterFirstRow };
}

/** Clicks a sidebar link inside the page and times it until the destination is rendered. */
export async function timeSwitch(page: Page, label: string, heading: string): Promise<number> {
  // After a fresh load the sidebar may still be painting: wait for the link, outside the timing.
  await page.locator('nav[aria-label="Main"] a', { hasText: label }).first().waitFor();
  return page.evaluate(
    async ({ label, heading }) => {
      const link = [...document.querySelectorAll('nav[aria-label="Main"] a')].find(
        (a) => a.textContent?.trim() === label,
      ) as HTMLElement | undefined;
      if (!link) throw new Error(`No sidebar link "${label}"`);
      const start = performance.now();
      link.click();
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`"${heading}" not rendered within 20 s of clicking "${label}"`));
        }, 20_000);
        const observer = new MutationObserver(() => {
          const main = document.querySelector('main');
          if (main?.querySelector('h1')?.textContent !== heading || main.querySelector('[aria-busy="true"]') !== null)
            return;
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - start;
    },
    { label, heading },
  );
}

const mainHeading = (page: Page) => page.locator('main h1').first().innerText();

/**
 * Opens `/`, then every sidebar screen once: loads every remote (so their files are in the HTTP
 * cache) and learns each screen's heading, by its sidebar label.
 */
export async function visitSidebarOnce(page: Page, suite: Suite): Promise<Map<string, string>> {
  await page.goto(`${suite.shellUrl}/`);
  await firstScreenRendered(page);
  const headings = new Map<string, string>();
  for (const { label, path } of SIDEBAR) {
    await clickSidebar(page, label);
    await screenRendered(page, path);
    headings.set(label, await mainHeading(page));
  }
  return headings;
}

/**
 * How long the pointer rests on a link before the click in the "pointer resting first" switches: a
 * short rest, since people seldom press the instant the pointer arrives. The same for the peer.
 */
export const HOVER_DWELL_MS = 150;

export async function measureRouteSwitches(
  browser: Browser,
  suite: Suite,
  samples: number,
  progress: (text: string) => void,
  { withHover = false } = {},
) {
  const context = await signedInContext(browser, suite);
  const page = await context.newPage();
  const headings = await visitSidebarOnce(page, suite);
  const firstPages = remoteFirstPages();
  // Loaded remotes: round the sections' first pages, each switch to another (already loaded) remote.
  const loaded: number[] = [];
  for (let i = 0; i < samples; i++) {
    progress(`route switch to a loaded remote ${i + 1}/${samples}`);
    const target = firstPages[i % firstPages.length]!;
    loaded.push(await timeSwitch(page, target.label, headings.get(target.label)!));
  }
  // New remotes: a fresh page load of a shell screen each time (the HTTP cache is warm from above),
  // clicked at once or after the pointer has rested on the link.
  const freshSwitches = async (restFirst: boolean): Promise<number[]> => {
    const times: number[] = [];
    for (let i = 0; i < samples; i++) {
      progress(
        `route switch to a new remote${restFirst ? ', the pointer resting on the link first' : ''} ${i + 1}/${samples}`,
      );
      const target = firstPages[i % firstPages.length]!;
      await page.goto(`${suite.shellUrl}/getting-started`);
      await screenRendered(page, '/getting-started');
      if (restFirst) {
        await page.locator('nav[aria-label="Main"] a', { hasText: target.label }).first().hover();
        await page.waitForTimeout(HOVER_DWELL_MS);
      }
      times.push(await timeSwitch(page, target.label, headings.get(target.label)!));
    }
    return times;
  };
  const fresh = await freshSwitches(false);
  const hovered = withHover ? await freshSwitches(true) : [];
  await context.close();
  return { loaded, fresh, hovered };
}

/**
 * The heap after one warm-up tour of the sidebar and after `tours` more, each read from a heap snapshot
 * after forced garbage collection, so that V8's compiled code (which grows as the same functions get
 * optimised, whatever the page keeps) can be told apart from what the page keeps.
 */
export async function measureHeap(browser: Browser, suite: Suite, tours: number, progress: (text: string) => void) {
  const context = await signedInContext(browser, suite);
  const page = await context.newPage();
  await page.goto(`${suite.shellUrl}/`);
  await firstScreenRendered(page);
  await tour(page, SIDEBAR_TOUR);
  const before = await heapFigures(page);
  for (let i = 0; i < tours; i++) {
    progress(`heap: tour ${i + 1}/${tours}`);
    await tour(page, SIDEBAR_TOUR);
  }
  const after = await heapFigures(page);
  await context.close();
  return { before, after, topGrowth: topGrowth(before, after, 4, (name) => name.startsWith('code:')) };
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
