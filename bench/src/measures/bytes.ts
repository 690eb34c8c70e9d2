// Bytes on the wire (gzip -9), by tools/measure/initial-js.ts's one definition of "initial JS":
// every script requested until the screen is rendered.
// - the sign-in page, for a signed-out visitor: until the form shows; then signing in through it
//   until the project list has rows;
// - the first load of a signed-in user: `/` until the project list has rows, split by origin into the
//   shell's part (its own code and every shared chunk) and projects-mfe's part (its entry and page);
// - each other remote's entry and first page, reached through its sidebar link from there: the
//   scripts from its own origin (plus any of its files prefetched earlier), and the shared chunks
//   it was the first to need;
// - every shared chunk the shell provides (its mf-manifest.json), each marked when on the first load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { loadedSingletonCopies, scriptsUntilRendered, type Download } from '../../../tools/measure/initial-js';
import { VIEWPORT } from '../browser';
import { firstScreenRendered, signedInState, signInFormRendered, signInThroughScreen } from '../session';
import { repoRoot, type Suite } from '../suite';
import { clickSidebar, REMOTE_FIRST_PAGES, screenRendered } from '../tour';

const sum = (downloads: Download[]) => downloads.reduce((total, d) => total + d.gzip, 0);

export interface BytesResult {
  signInPage: Download[];
  signInToList: Download[];
  firstLoad: { shell: Download[]; projects: Download[] };
  remotes: Array<{ app: string; path: string; own: Download[]; shared: Download[] }>;
  sharedChunks: Array<{ name: string; gzip: number; onFirstLoad: boolean }>;
}

export async function measureBytes(browser: Browser, suite: Suite): Promise<BytesResult> {
  // Signed out: the sign-in page, then signing in through it.
  const signedOut = await browser.newContext({ viewport: VIEWPORT });
  const outPage = await signedOut.newPage();
  const signInPage = await scriptsUntilRendered(outPage, async () => {
    await outPage.goto(`${suite.shellUrl}/sign-in`);
    await signInFormRendered(outPage);
  });
  const signInToList = await scriptsUntilRendered(outPage, () => signInThroughScreen(outPage));
  await signedOut.close();

  // Signed in, cold cache: the first load, then each other remote's first page.
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: await signedInState(suite) });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  });
  const firstLoad = await scriptsUntilRendered(page, async () => {
    await page.goto(`${suite.shellUrl}/`);
    await firstScreenRendered(page);
  });
  const sharedOnFirstLoad = Object.entries(await loadedSingletonCopies(page))
    .filter(([, copies]) => copies > 0)
    .map(([name]) => name);
  const counted = new Set(firstLoad.map((d) => `${d.origin}${d.file}`));
  const remotes: BytesResult['remotes'] = [];
  for (const remote of REMOTE_FIRST_PAGES.slice(1)) {
    const step = await scriptsUntilRendered(page, async () => {
      await clickSidebar(page, remote.label);
      await screenRendered(page, remote.path);
    });
    const origin = suite.origins[remote.app];
    // A remote's files fetched before its page was opened (idle or hover prefetch) still count for it.
    const prefetched = await Promise.all(
      [...new Set(requested)]
        .filter((url) => new URL(url).origin === origin && !counted.has(url) && !step.some((d) => `${d.origin}${d.file}` === url))
        .map(async (url) => {
          const body = Buffer.from(await (await fetch(url)).arrayBuffer());
          return { origin, file: `${new URL(url).pathname} (prefetched)`, gzip: gzipSync(body, { level: 9 }).length };
        }),
    );
    for (const d of step) counted.add(`${d.origin}${d.file}`);
    for (const d of prefetched) counted.add(`${d.origin}${d.file.replace(' (prefetched)', '')}`);
    const own = [...step.filter((d) => d.origin === origin), ...prefetched];
    remotes.push({ app: remote.app, path: remote.path, own, shared: step.filter((d) => d.origin !== origin) });
  }
  await context.close();

  return {
    signInPage,
    signInToList,
    firstLoad: {
      shell: firstLoad.filter((d) => d.origin === suite.origins.shell),
      projects: firstLoad.filter((d) => d.origin === suite.origins['projects-mfe']),
    },
    remotes,
    sharedChunks: sharedChunks(new Set(sharedOnFirstLoad)),
  };
}

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/**
 * Each module the shell shares, with the gzip size of the chunks its build lists for it (its
 * mf-manifest.json), and whether the first load had it loaded (the federation share scope's state).
 */
function sharedChunks(onFirstLoad: Set<string>): BytesResult['sharedChunks'] {
  const dist = join(repoRoot, 'apps/shell/dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as { shared: ManifestShared[] };
  return manifest.shared
    .map(({ name, assets }) => {
      const files = [...assets.js.sync, ...assets.js.async];
      return {
        name,
        gzip: files.reduce((total, file) => total + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0),
        onFirstLoad: onFirstLoad.has(name),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

export { sum as gzipTotal };
