// Parcel mode (docs/architecture.md): the Configuration pages served by a remote on React 18
// (e2e/fixtures/react18-remote), mounted by the shell as single-spa parcels. Each journey turns parcel
// mode on in its own browser the way a deployment would: runtime-config.json points config_mfe at the
// React 18 build and says `"parcels": { "config_mfe": true }`. /config and /templates are existing
// routes of the shell's table; switching their remote is what a team on another React would deploy.
import type { Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { heapFigures, topGrowth, type HeapFigures } from '../../tools/measure/heap';
import { react18RemoteDist } from '../support/react18-remote';
import { expiredAccessToken, KEYS, signInViaApi } from '../support/session';
import { manifestUrl, ports } from '../support/suite';
import { serveStatic, stopStatic } from '../../tools/deploy/serve-static';

const REACT18_MANIFEST = manifestUrl('config_mfe', ports.react18_remote);
/** Where nothing listens, until the Retry journey starts a server there. */
const DOWN_PORT = ports.react18_remote_down;

/** Serves this browser a runtime config that puts config_mfe in parcel mode, at `manifest`. */
async function deployParcelMode(page: Page, manifest = REACT18_MANIFEST) {
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Record<string, string> };
    await route.fulfill({
      response,
      json: { ...config, remotes: { ...config.remotes, config_mfe: manifest }, parcels: { config_mfe: true } },
    });
  });
}

const parcelPage = (page: Page) => page.getByRole('region', { name: 'Configuration on React 18' });

async function openParcelPage(page: Page, path = '/config') {
  await deployParcelMode(page);
  await page.goto(path);
  await expect(parcelPage(page)).toBeVisible();
}

test('the React 18 page renders inside the shell layout, with the signed-in user and the runtime config', async ({
  page,
}) => {
  // What opening the page costs in JavaScript (gzip -9, as tools/measure/size.ts counts): printed for the docs.
  const scripts: Promise<[string, number]>[] = [];
  await deployParcelMode(page);
  await page.goto('/getting-started');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.body().then((body) => [response.url(), gzipSync(body, { level: 9 }).length]));
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Config', exact: true }).click();
  await expect(parcelPage(page)).toBeVisible();
  const downloaded = await Promise.all(scripts);
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const fromRemote = downloaded.filter(([url]) => url.startsWith(new URL(REACT18_MANIFEST).origin));
  console.log(
    `[parcel bytes] opening the parcel page from /getting-started downloads ${kib(downloaded.reduce((sum, [, bytes]) => sum + bytes, 0))} KiB gz of JS: ` +
      downloaded.map(([url, bytes]) => `${new URL(url).port}${new URL(url).pathname} ${kib(bytes)}`).join(', ') +
      `; of which the React 18 remote ${kib(fromRemote.reduce((sum, [, bytes]) => sum + bytes, 0))}`,
  );

  const parcel = parcelPage(page);
  await expect(parcel).toContainText(/Rendered by React 18\.\d+\.\d+, mounted by the shell as a parcel\./);
  await expect(parcel).toContainText(/Signed in as Asha Admin \(\d+ permissions\)/);
  await expect(parcel).toContainText(`API base: http://127.0.0.1:${ports.api}/api`);
  // The shell's layout around it, and the shell itself still on React 19.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll('h1').length)).toBe(1);
  await page.screenshot({ path: 'screenshots/parcel-react18.png' });
});

test("navigates with the handed-over navigate: its memory router and the shell's address bar stay in step", async ({
  page,
}) => {
  await openParcelPage(page);
  const parcel = parcelPage(page);

  // A link of the parcel's own router moves the address bar…
  await parcel.getByRole('link', { name: 'Limits' }).click();
  await expect(page).toHaveURL('/config?section=limits');
  await expect(parcel).toContainText('Section: limits');
  // …and the shell's Back moves the parcel's router (same parcel, an update).
  await page.goBack();
  await expect(page).toHaveURL('/config');
  await expect(parcel).toContainText('Section: general');

  // To a shell route and back.
  await parcel.getByRole('button', { name: 'Open orders' }).click();
  await expect(page).toHaveURL('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
  await page.goBack();
  await expect(page).toHaveURL('/config');
  await expect(parcelPage(page)).toContainText('Section: general');

  // To the remote's other page (another route of the shell's table, mounted as a new parcel).
  await parcelPage(page).getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL('/templates');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Templates on React 18');
});

test("an authenticated call through the http prop survives a token refresh: one refresh, the shell's session", async ({
  page,
}) => {
  await openParcelPage(page);
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/auth/refresh')) refreshes.push(request.url());
  });
  // The access token expires while the page is open.
  const { userId } = await signInViaApi();
  const expired = await expiredAccessToken(userId);
  await page.evaluate(([key, token]) => localStorage.setItem(key!, token!), [KEYS.accessToken, expired]);

  await parcelPage(page).getByRole('button', { name: 'Check session' }).click();
  await expect(parcelPage(page).getByRole('status')).toHaveText('The API answered for Asha Admin');
  expect(refreshes).toHaveLength(1);
  const stored = await page.evaluate((key) => localStorage.getItem(key), KEYS.accessToken);
  expect(stored).not.toBe(expired);
  // Still signed in: the shell's own screens keep working on the renewed session.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
});

test("a toast from the parcel shows in the shell's toast viewport", async ({ page }) => {
  await openParcelPage(page);
  await parcelPage(page).getByRole('button', { name: 'Show a toast' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Hello from React 18' });
  await expect(toast).toBeVisible();
  // Rendered by the shell's viewport (react-hot-toast, top-right), not inside the parcel's root.
  await expect(parcelPage(page).getByText('Hello from React 18')).toHaveCount(0);
  await page.screenshot({ path: 'screenshots/parcel-toast.png' });
});

// The heap is compared without V8's compiled code, which grows as the same functions get optimised
// (it grew about as much over 20 visits of the shared-path page); the figures print both.
test('20 mounts and unmounts leave no React root behind and grow the heap by less than 1 MB', async ({ page }) => {
  test.setTimeout(180_000);
  await openParcelPage(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const cycle = async () => {
    // Unmount through the handed-over navigate, mount again through the shell's sidebar.
    await parcelPage(page).getByRole('button', { name: 'Open orders' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
    await nav.getByRole('link', { name: 'Config', exact: true }).click();
    await expect(parcelPage(page)).toBeVisible();
  };
  const unmount = async () => {
    await parcelPage(page).getByRole('button', { name: 'Open orders' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
    await page.waitForLoadState('networkidle');
  };

  // While the first parcel is mounted the count sees its React 18 root beside the shell's React 19 one.
  const mounted = await heapFigures(page);
  // The baseline is taken after five warm-up rounds: the first visits still fill caches that keep (the
  // pages' chunks, V8's feedback, the query cache's one entry per page), which a single round left
  // growing by up to 1.2 MB over the next 20 with no root left behind. A leak grows with every round.
  for (let i = 0; i < 5; i += 1) await cycle();
  await unmount();
  const first = await heapFigures(page);
  await nav.getByRole('link', { name: 'Config', exact: true }).click();
  await expect(parcelPage(page)).toBeVisible();
  for (let i = 0; i < 19; i += 1) await cycle();
  await unmount(); // the 20th unmount after the baseline
  const after = await heapFigures(page);

  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  const objects = (figures: HeapFigures) => figures.totalBytes - figures.codeBytes;
  const growth = objects(after) - objects(first);
  console.log(
    `[parcel heap] React roots: ${mounted.reactRoots} while the first parcel is mounted, ${first.reactRoots} after its unmount, ${after.reactRoots} after 20 ` +
      `(nodes named FiberRootNode: ${first.namedFiberRootNodes}, ${after.namedFiberRootNodes}; every React here is minified). ` +
      `Heap without compiled code: ${mb(objects(first))} -> ${mb(objects(after))}, growth ${(growth / 1024).toFixed(1)} KiB; ` +
      `whole heap ${mb(first.totalBytes)} -> ${mb(after.totalBytes)} (compiled code ${mb(first.codeBytes)} -> ${mb(after.codeBytes)}). ` +
      `Grew most: ${topGrowth(first, after).join(', ')}`,
  );
  expect(first.reactRoots).toBeGreaterThanOrEqual(1); // the shell's own root
  expect(mounted.reactRoots).toBe(first.reactRoots + 1); // the parcel's root, counted while it lives
  expect(after.reactRoots).toBeLessThanOrEqual(first.reactRoots);
  expect(growth).toBeLessThan(1024 * 1024);
});

test('a parcel remote that is down shows the remote fallback with Retry, and Retry mounts it once it is back', async ({
  page,
}) => {
  await deployParcelMode(page, manifestUrl('config_mfe', DOWN_PORT));
  await page.goto('/config');
  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText('Configuration is unavailable', { timeout: 15_000 });
  await expect(fallback).toContainText('config-mfe');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  const server: Server = await serveStatic({ dir: react18RemoteDist, port: DOWN_PORT });
  try {
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(parcelPage(page)).toContainText(/Rendered by React 18\./);
  } finally {
    await stopStatic(server);
  }
});
