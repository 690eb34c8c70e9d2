// The price of federation: the suite measured beside the same sources built as one app without
// federation (bench/monolith), in the same run, by the same definitions. Each figure is the ratio
// federated / monolith, with both values in its note.
import type { Browser, Page } from '@playwright/test';
import { VIEWPORT } from '../../../tools/measure/browser';
import { scriptsUntilRendered, type Download } from '../../../tools/measure/initial-js';
import { firstScreenRendered, signedInState } from '../../../tools/measure/session';
import type { Suite } from '../../../tools/measure/suite';
import { everyScreen, type Stop, tour } from '../../../tools/measure/tour';
import { measureLoads, measureRouteSwitches, median, percentile } from './timings';

type StorageState = Awaited<ReturnType<typeof signedInState>>;

interface VariantFigures {
  /** gzip bytes of every script requested until the project list's first rows are on screen (cold), and of the HTML's inline scripts. */
  bytesToFirstRow: number;
  /** Cold loads of `/` to the first rows, ms. */
  coldFirstRow: number[];
  switchLoaded: number[];
  switchFresh: number[];
  /** gzip bytes of every script one page downloads on a tour of every screen, from its first load. */
  tourBytes: number;
}

/** Every script one page requests from a signed-in load of `/` until the project list's first rows, then through `more`. */
async function scriptsOfVisit(
  browser: Browser,
  suite: Suite,
  state: StorageState,
  more?: (page: Page) => Promise<unknown>,
): Promise<Download[]> {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: state });
  const page = await context.newPage();
  const scripts = await scriptsUntilRendered(page, async () => {
    await page.goto(`${suite.shellUrl}/`);
    await firstScreenRendered(page);
    await more?.(page);
  });
  await context.close();
  return scripts;
}

/** Every script a signed-in first load of `/` requests until the project list's first rows are on screen. */
export const firstLoadScripts = (browser: Browser, suite: Suite, state: StorageState) =>
  scriptsOfVisit(browser, suite, state);

/** Every script one page requests from its first load of `/` through a tour of every screen (of the builds in apps/\*\/dist unless given). */
export const tourScripts = (browser: Browser, suite: Suite, state: StorageState, screens: Stop[] = everyScreen()) =>
  scriptsOfVisit(browser, suite, state, (page) => tour(page, screens, { settle: true }));

const gzipSum = (scripts: Download[]) => scripts.reduce((total, d) => total + d.gzip, 0);

async function measureVariant(
  browser: Browser,
  suite: Suite,
  reps: { loads: number; switches: number },
  progress: (text: string) => void,
): Promise<VariantFigures> {
  const state = await signedInState(suite);
  const first = await firstLoadScripts(browser, suite, state);
  const tourBytes = gzipSum(await tourScripts(browser, suite, state));

  const loads = await measureLoads(browser, suite, reps.loads, progress);
  const switches = await measureRouteSwitches(browser, suite, reps.switches, progress);
  return {
    bytesToFirstRow: gzipSum(first),
    coldFirstRow: loads.cold.map((l) => l.firstScreen),
    switchLoaded: switches.loaded,
    switchFresh: switches.fresh,
    tourBytes,
  };
}

export interface RatioFigure {
  key: string;
  label: string;
  federated: number;
  monolith: number;
  unit: 'KiB' | 'ms';
}

/** Measures the federated suite and the monolith one after the other, and pairs their figures. */
export async function measureFederationPrice(
  browser: Browser,
  suite: Suite,
  monolithUrl: string,
  reps: { loads: number; switches: number },
  progress: (text: string) => void,
): Promise<RatioFigure[]> {
  progress('federation price: the federated suite');
  const fed = await measureVariant(browser, suite, reps, progress);
  progress('federation price: the same app as one build (bench/monolith)');
  const mono = await measureVariant(browser, { ...suite, shellUrl: monolithUrl }, reps, progress);
  const KiB = (bytes: number) => bytes / 1024;
  return [
    {
      key: 'bytesToFirstRow',
      label: 'JS to the project list’s first row, gzip (files + inline)',
      federated: KiB(fed.bytesToFirstRow),
      monolith: KiB(mono.bytesToFirstRow),
      unit: 'KiB',
    },
    {
      key: 'coldFirstRow',
      label: `cold load to the first row, median of ${fed.coldFirstRow.length}`,
      federated: median(fed.coldFirstRow),
      monolith: median(mono.coldFirstRow),
      unit: 'ms',
    },
    {
      key: 'switchLoaded.median',
      label: `switch to a loaded area, median of ${fed.switchLoaded.length}`,
      federated: median(fed.switchLoaded),
      monolith: median(mono.switchLoaded),
      unit: 'ms',
    },
    {
      key: 'switchLoaded.p95',
      label: `switch to a loaded area, p95 of ${fed.switchLoaded.length}`,
      federated: percentile(fed.switchLoaded, 95),
      monolith: percentile(mono.switchLoaded, 95),
      unit: 'ms',
    },
    {
      key: 'switchFresh.median',
      label: `switch to a new area, median of ${fed.switchFresh.length}`,
      federated: median(fed.switchFresh),
      monolith: median(mono.switchFresh),
      unit: 'ms',
    },
    {
      key: 'switchFresh.p95',
      label: `switch to a new area, p95 of ${fed.switchFresh.length}`,
      federated: percentile(fed.switchFresh, 95),
      monolith: percentile(mono.switchFresh, 95),
      unit: 'ms',
    },
    {
      key: 'tourBytes',
      label: 'JS of a tour of every screen, gzip',
      federated: KiB(fed.tourBytes),
      monolith: KiB(mono.tourBytes),
      unit: 'KiB',
    },
  ];
}
