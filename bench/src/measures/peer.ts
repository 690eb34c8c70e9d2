// The peers: two small react-admin apps (bench/peer), production builds, measured with the suite's
// definitions: JS to the first row, cold load to the first row, a menu switch between two loaded lists,
// and the first switch after a fresh load (clicked at once, and with the pointer resting on the link).
// - the fair peer (dist/api): its lists read from our API with the calls our screens make
//   (`GET /users/filter`, `GET /v2/order`, after `GET /auth/me`), signed in with our session, on the
//   same seeded database, so it pays the same round trips as ours;
// - the in-memory peer (dist/memory): its lists on react-admin's fake REST provider, no server at all,
//   kept for reference.
// Only `npm run bench -- --peer` (or --all) runs them; their packages are installed into bench/peer on first use.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { VIEWPORT } from '../../../tools/measure/browser';
import { scriptsUntilRendered } from '../../../tools/measure/initial-js';
import { signedInState } from '../../../tools/measure/session';
import { loopbackPort, repoRoot, type Suite } from '../../../tools/measure/suite';
import { serveStatic, stopStatic } from '../../../tools/deploy/serve-static';
import { HOVER_DWELL_MS, median } from './timings';

const peerDir = join(repoRoot, 'bench/peer');

export function buildPeers(): void {
  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, { cwd: peerDir, encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${command} ${args.join(' ')} failed in bench/peer:\n${result.stdout}\n${result.stderr}`);
  };
  if (!existsSync(join(peerDir, 'node_modules/react-admin')))
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  run(join(repoRoot, 'node_modules/.bin/rsbuild'), ['build', '-c', join(peerDir, 'rsbuild.config.ts'), '-r', peerDir]);
}

export type PeerName = 'api' | 'memory';
type ListName = 'customers' | 'orders';

interface PeerKind {
  /** Each list's own column header, to tell that list's rows from the previous one's (and from skeletons). */
  headers: Record<ListName, string>;
  /** Signed in as the seeded admin (our session in its localStorage), as ours is. */
  signedIn: boolean;
  /** Its loopback port: BENCH_PORT_BASE + this (the suite's apps use 0-5, the API 10). */
  portOffset: number;
}

const PEERS: Record<PeerName, PeerKind> = {
  api: { headers: { customers: 'Joined', orders: 'Booked on' }, signedIn: true, portOffset: 7 },
  memory: { headers: { customers: 'First name', orders: 'Reference' }, signedIn: false, portOffset: 6 },
};

export interface PeerSites {
  origins: Record<PeerName, string>;
  /** Writes the fair peer's runtime config: the API it reads from. */
  pointAt(apiUrl: string): void;
  stop(): Promise<void>;
}

/**
 * Serves both peers, before the suite starts, so that the API's CORS_ORIGINS can name the fair peer's
 * origin; its /runtime-config.json is written once the API's address is known (pointAt).
 */
export async function servePeers(): Promise<PeerSites> {
  const work = mkdtempSync(join(tmpdir(), 'admin-bench-peer-'));
  const configFile = join(work, 'runtime-config.json');
  const servers: Server[] = [];
  const origins = {} as Record<PeerName, string>;
  for (const name of Object.keys(PEERS) as PeerName[]) {
    const server = await serveStatic({
      dir: join(peerDir, 'dist', name),
      port: await loopbackPort(PEERS[name].portOffset),
      spa: true,
      overrides: { '/runtime-config.json': configFile },
    });
    servers.push(server);
    origins[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  return {
    origins,
    pointAt: (apiUrl) => writeFileSync(configFile, JSON.stringify({ apiBaseUrl: apiUrl })),
    stop: async () => {
      await Promise.all(servers.map(stopStatic));
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** Records, from navigation start, when the first row of the list headed `header` is on screen (the peers have no mark of their own). */
const firstRowObserver = (header: string) => {
  const observer = new MutationObserver(() => {
    const headed = [...document.querySelectorAll('table thead th')].some((th) => th.textContent?.trim() === header);
    if (!headed || !document.querySelector('table tbody tr td')) return;
    (window as unknown as { __firstRow: number }).__firstRow = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
};

async function firstRow(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __firstRow?: number }).__firstRow !== undefined, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => (window as unknown as { __firstRow: number }).__firstRow);
}

/** Clicks the menu link of `list` and times it until that list's rows are on screen. */
function timeMenuSwitch(page: Page, list: ListName, header: string): Promise<number> {
  return page.evaluate(
    async ({ list, header }) => {
      const link = [...document.querySelectorAll('a')].find((a) => a.getAttribute('href') === `#/${list}`) as
        | HTMLElement
        | undefined;
      if (!link) throw new Error(`No menu link to ${list}`);
      const start = performance.now();
      link.click();
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${list} not rendered within 20 s`)), 20_000);
        const observer = new MutationObserver(() => {
          const headed = [...document.querySelectorAll('table thead th')].some(
            (th) => th.textContent?.trim() === header,
          );
          if (!headed || !document.querySelector('table tbody tr td')) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - start;
    },
    { list, header },
  );
}

export interface PeerFigures {
  bytesToFirstRow: number;
  coldFirstRow: number;
  switchLoaded: number;
  switchFresh: number;
  switchFreshHovered: number;
}

export async function measurePeer(
  browser: Browser,
  suite: Suite,
  sites: PeerSites,
  name: PeerName,
  reps: { loads: number; switches: number },
  progress: (text: string) => void,
): Promise<PeerFigures> {
  const { headers, signedIn } = PEERS[name];
  const origin = sites.origins[name];
  const url = `${origin}/#/customers`;
  // Each context a session of its own, as ours gets (tools/measure/session.ts), in the peer's localStorage.
  const newPage = async () => {
    const session = signedIn ? await signedInState(suite) : undefined;
    const context = await browser.newContext({
      viewport: VIEWPORT,
      ...(session ? { storageState: { ...session, origins: session.origins.map((o) => ({ ...o, origin })) } } : {}),
    });
    const page = await context.newPage();
    await page.addInitScript(firstRowObserver, headers.customers);
    return page;
  };

  const bytesPage = await newPage();
  const scripts = await scriptsUntilRendered(bytesPage, async () => {
    await bytesPage.goto(url);
    await firstRow(bytesPage);
  });
  await bytesPage.context().close();

  const cold: number[] = [];
  for (let run = 0; run < reps.loads; run++) {
    progress(`${name} peer: load to the first row ${run + 1}/${reps.loads}`);
    const page = await newPage();
    await page.goto(url);
    cold.push(await firstRow(page));
    await page.context().close();
  }

  const page = await newPage();
  await page.goto(url);
  await firstRow(page);
  await timeMenuSwitch(page, 'orders', headers.orders);
  await timeMenuSwitch(page, 'customers', headers.customers);
  const loaded: number[] = [];
  for (let i = 0; i < reps.switches; i++) {
    progress(`${name} peer: menu switch between loaded lists ${i + 1}/${reps.switches}`);
    const list = i % 2 === 0 ? 'orders' : 'customers';
    loaded.push(await timeMenuSwitch(page, list, headers[list]));
  }
  // The first switch after a fresh load, clicked at once or after the pointer has rested on the link.
  const freshSwitches = async (restFirst: boolean): Promise<number[]> => {
    const times: number[] = [];
    for (let i = 0; i < reps.switches; i++) {
      progress(
        `${name} peer: first menu switch after a fresh load${restFirst ? ', the pointer resting on the link first' : ''} ${i + 1}/${reps.switches}`,
      );
      // A new document each time: from #/orders, going to #/customers alone would only change the hash.
      await page.goto('about:blank');
      await page.goto(url);
      await firstRow(page);
      if (restFirst) {
        await page.locator('a[href="#/orders"]').first().hover();
        await page.waitForTimeout(HOVER_DWELL_MS);
      }
      times.push(await timeMenuSwitch(page, 'orders', headers.orders));
    }
    return times;
  };
  const fresh = await freshSwitches(false);
  const hovered = await freshSwitches(true);
  await page.context().close();
  return {
    bytesToFirstRow: scripts.reduce((total, d) => total + d.gzip, 0),
    coldFirstRow: median(cold),
    switchLoaded: median(loaded),
    switchFresh: median(fresh),
    switchFreshHovered: median(hovered),
  };
}
