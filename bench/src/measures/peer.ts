// The peer: a small react-admin app (bench/peer: a customers and an orders list on its fake REST
// provider, production build), measured with the suite's definitions: JS to the first row, cold load
// to the first row, a menu switch between two loaded lists, and the first switch after a fresh load
// (clicked at once, and with the pointer resting on the link first).
// Only `npm run bench -- --peer` runs it; its packages are installed into bench/peer on first use.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { VIEWPORT } from '../../../tools/measure/browser';
import { scriptsUntilRendered } from '../../../tools/measure/initial-js';
import { loopbackPort, repoRoot } from '../../../tools/measure/suite';
import { serveStatic, stopStatic } from '../../../tools/serve-static';
import { HOVER_DWELL_MS, median } from './timings';

const peerDir = join(repoRoot, 'bench/peer');

export function buildPeer(): void {
  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, { cwd: peerDir, encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${command} ${args.join(' ')} failed in bench/peer:\n${result.stdout}\n${result.stderr}`);
  };
  if (!existsSync(join(peerDir, 'node_modules/react-admin')))
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  run(join(repoRoot, 'node_modules/.bin/rsbuild'), ['build', '-c', join(peerDir, 'rsbuild.config.ts'), '-r', peerDir]);
}

// Each list's own column header, to tell that list's rows from the previous one's.
const LISTS = { customers: 'First name', orders: 'Reference' } as const;
type ListName = keyof typeof LISTS;

/** Records, from navigation start, when the first list row is on screen (the peer has no mark of its own). */
const firstRowObserver = () => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('table tbody tr td')) return;
    (window as unknown as { __firstRow: number }).__firstRow = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true });
};

async function firstRow(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __firstRow?: number }).__firstRow !== undefined, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => (window as unknown as { __firstRow: number }).__firstRow);
}

/** Clicks the menu link of `list` and times it until that list's rows are on screen. */
function timeMenuSwitch(page: Page, list: ListName): Promise<number> {
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
    { list, header: LISTS[list] },
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
  reps: { loads: number; switches: number },
  progress: (text: string) => void,
): Promise<PeerFigures> {
  const server = await serveStatic({ dir: join(peerDir, 'dist'), port: await loopbackPort(6), spa: true });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/#/customers`;
  try {
    const bytesContext = await browser.newContext({ viewport: VIEWPORT });
    const bytesPage = await bytesContext.newPage();
    await bytesPage.addInitScript(firstRowObserver);
    const scripts = await scriptsUntilRendered(bytesPage, async () => {
      await bytesPage.goto(url);
      await firstRow(bytesPage);
    });
    await bytesContext.close();

    const cold: number[] = [];
    for (let run = 0; run < reps.loads; run++) {
      progress(`peer: load to the first row ${run + 1}/${reps.loads}`);
      const context = await browser.newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      await page.addInitScript(firstRowObserver);
      await page.goto(url);
      cold.push(await firstRow(page));
      await context.close();
    }

    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await page.addInitScript(firstRowObserver);
    await page.goto(url);
    await firstRow(page);
    await timeMenuSwitch(page, 'orders');
    await timeMenuSwitch(page, 'customers');
    const loaded: number[] = [];
    for (let i = 0; i < reps.switches; i++) {
      progress(`peer: menu switch between loaded lists ${i + 1}/${reps.switches}`);
      loaded.push(await timeMenuSwitch(page, i % 2 === 0 ? 'orders' : 'customers'));
    }
    // The first switch after a fresh load, clicked at once or after the pointer has rested on the link.
    const freshSwitches = async (restFirst: boolean): Promise<number[]> => {
      const times: number[] = [];
      for (let i = 0; i < reps.switches; i++) {
        progress(
          `peer: first menu switch after a fresh load${restFirst ? ', the pointer resting on the link first' : ''} ${i + 1}/${reps.switches}`,
        );
        await page.goto(url);
        await firstRow(page);
        if (restFirst) {
          await page.locator('a[href="#/orders"]').first().hover();
          await page.waitForTimeout(HOVER_DWELL_MS);
        }
        times.push(await timeMenuSwitch(page, 'orders'));
      }
      return times;
    };
    const fresh = await freshSwitches(false);
    const hovered = await freshSwitches(true);
    await context.close();
    return {
      bytesToFirstRow: scripts.reduce((total, d) => total + d.gzip, 0),
      coldFirstRow: median(cold),
      switchLoaded: median(loaded),
      switchFresh: median(fresh),
      switchFreshHovered: median(hovered),
    };
  } finally {
    await stopStatic(server);
  }
}
