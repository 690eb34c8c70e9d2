// The signed-in first load and each remote's first page, by initial-js.ts's one definition, measured
// the same way for `npm run size` (the CI gate) and `npm run bench`:
// - `/` signed in (a fresh session of the seeded admin), cold cache, until the project list has
//   rows, split by origin: the shell's part (its own code and every shared chunk, all served by the
//   shell) and projects-mfe's part (its entry and first page);
// - from there, each other remote's first page through its sidebar link: the scripts from its own
//   origin (plus any of its files prefetched earlier, hover or idle), and the shared chunks from the
//   shell's origin that it was the first to need. Another remote's file fetched during a step (the
//   idle prefetch) is left for that remote's own row, where it counts as prefetched.
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { VIEWPORT } from './browser';
import { loadedSingletonCopies, scriptsUntilRendered, type Download } from './initial-js';
import { firstScreenRendered, signedInState } from './session';
import type { Suite } from './suite';
import { clickSidebar, remoteFirstPages, screenRendered } from './tour';

interface RemoteFirstPage {
  app: string;
  path: string;
  /** From the remote's origin, including its files prefetched before the page was opened. */
  own: Download[];
  /** From the shell's origin: shared chunks this page was the first to need. */
  shared: Download[];
}

export interface FirstLoads {
  /** `/` until the project list has rows; `others` are other remotes' files prefetched meanwhile. */
  firstLoad: { shell: Download[]; projects: Download[]; others: Download[] };
  /** Federated shared modules loaded once the project list was on screen. */
  sharedOnFirstLoad: string[];
  /** orders-mfe, customers-mfe and config-mfe, in the sidebar's order. */
  remotes: RemoteFirstPage[];
  /** Copies of each federated shared module after every remote's first page (1 each when sharing works). */
  copies: Record<string, number>;
}

const key = (d: Download) => `${d.origin}${d.file}`;

export async function measureFirstLoads(browser: Browser, suite: Suite): Promise<FirstLoads> {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: await signedInState(suite) });
  try {
    const page = await context.newPage();
    // Every script URL requested so far, in order: a remote's entry may be prefetched (sidebar hover,
    // browser idle) before its first page is opened, and still counts towards that page's cost.
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(request.url());
    });
    const first = await scriptsUntilRendered(page, async () => {
      await page.goto(`${suite.shellUrl}/`);
      await firstScreenRendered(page);
    });
    const sharedOnFirstLoad = Object.entries(await loadedSingletonCopies(page))
      .filter(([, copies]) => copies > 0)
      .map(([name]) => name);
    const firstLoad = {
      shell: first.filter((d) => d.origin === suite.origins.shell),
      projects: first.filter((d) => d.origin === suite.origins['projects-mfe']),
      others: first.filter((d) => d.origin !== suite.origins.shell && d.origin !== suite.origins['projects-mfe']),
    };
    const counted = new Set([...firstLoad.shell, ...firstLoad.projects].map(key));

    const remotes: RemoteFirstPage[] = [];
    for (const remote of remoteFirstPages().slice(1)) {
      const step = await scriptsUntilRendered(page, async () => {
        await clickSidebar(page, remote.label);
        await screenRendered(page, remote.path);
      });
      const origin = suite.origins[remote.app];
      const own = step.filter((d) => d.origin === origin);
      const shared = step.filter((d) => d.origin === suite.origins.shell && !counted.has(key(d)));
      const prefetched = await Promise.all(
        [...new Set(requested)]
          .filter((url) => new URL(url).origin === origin && !counted.has(url) && !own.some((d) => key(d) === url))
          .map(async (url) => {
            const body = Buffer.from(await (await fetch(url)).arrayBuffer());
            return { origin, file: `${new URL(url).pathname} (prefetched)`, gzip: gzipSync(body, { level: 9 }).length };
          }),
      );
      for (const d of [...own, ...shared]) counted.add(key(d));
      for (const d of prefetched) counted.add(`${d.origin}${d.file.replace(' (prefetched)', '')}`);
      remotes.push({ app: remote.app, path: remote.path, own: [...own, ...prefetched], shared });
    }
    return { firstLoad, sharedOnFirstLoad, remotes, copies: await loadedSingletonCopies(page) };
  } finally {
    await context.close();
  }
}
