// Bytes on the wire (gzip -9), by tools/measure/initial-js.ts's one definition of "initial JS":
// every script requested until the screen is rendered.
// - the sign-in page, for a signed-out visitor: until the form shows; then signing in through it
//   until the project list has rows;
// - the first load of a signed-in user and each other remote's first page from there, exactly as
//   `npm run size` gates them (tools/measure/first-loads.ts);
// - every shared chunk the shell provides (its mf-manifest.json), each marked when on the first load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { VIEWPORT } from '../../../tools/measure/browser';
import { measureFirstLoads, type FirstLoads } from '../../../tools/measure/first-loads';
import { scriptsUntilRendered, type Download } from '../../../tools/measure/initial-js';
import { signInFormRendered, signInThroughScreen } from '../../../tools/measure/session';
import { repoRoot, type Suite } from '../../../tools/measure/suite';

const sum = (downloads: Download[]) => downloads.reduce((total, d) => total + d.gzip, 0);

export interface BytesResult {
  signInPage: Download[];
  signInToList: Download[];
  firstLoad: FirstLoads['firstLoad'];
  remotes: FirstLoads['remotes'];
  sharedChunks: Array<{ name: string; gzip: number; onFirstLoad: boolean; files: string[] }>;
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

  // Signed in, cold cache: the first load, then each other remote's first page (as `npm run size`).
  const { firstLoad, sharedOnFirstLoad, remotes } = await measureFirstLoads(browser, suite);

  return {
    signInPage,
    signInToList,
    firstLoad,
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
        files: files.map((file) => file.replace(/^.*\//, '')),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

export { sum as gzipTotal };
