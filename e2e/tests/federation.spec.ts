import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { stopProcessGroup } from '../../tools/start/process-group';
import { serveStatic, stopStatic } from '../../tools/deploy/serve-static';
import { liveApps } from '../../tools/release/release-pages';
import { waitForHttp } from '../../tools/start/wait-for';
import { deployDir, manifestUrl, ports, repoRoot, type RemoteName } from './../support/suite';
import {
  buildOrdersWithoutReport,
  WITHOUT_REPORT_RELEASE,
  withoutReportDist,
} from '../variants/orders-without-report/build';
import { buildOrdersWithSummary, WITH_SUMMARY_RELEASE, withSummaryDist } from '../variants/orders-with-summary/build';

// Under E2E_PORT_BASE like every port: another checkout's browser must not reach this run's server.
const DEAD_PORT = ports.orders_down;

/** Opens `path` with a QA override of `remote` and confirms loading from its origin. */
async function overrideRemote(page: Page, path: string, remote: RemoteName, manifest: string) {
  await page.goto(`${path}?remote-override=${remote}@${encodeURIComponent(manifest)}`);
  const confirm = page.getByRole('alertdialog', { name: 'Load code from another origin?' });
  await expect(confirm).toContainText(new URL(manifest).origin);
  await confirm.getByRole('button', { name: `Load from ${new URL(manifest).origin}` }).click();
}

test('react-dom is downloaded once, however many remotes the page uses', async ({ page }) => {
  let reactDomDownloads = 0;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .text()
        .then((body) => {
          // A string only React DOM's client renderer contains.
          if (body.includes('__reactContainer')) reactDomDownloads += 1;
        })
        .catch(() => undefined),
    );
  });
  await page.goto('/');
  const visits: Array<[link: string, heading: string]> = [
    ['Customers', 'Customers'],
    ['Orders', 'Orders'],
    ['Config', 'Config'],
    ['Companies', 'Companies'],
  ];
  for (const [link, heading] of visits) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await Promise.all(pending);
  expect(reactDomDownloads).toBe(1);
});

test('a remote that is down shows its fallback with Retry, and everything else keeps working', async ({ page }) => {
  // Point the orders remote (in this browser only) at a port where nothing listens: the QA override.
  await overrideRemote(page, '/orders', 'orders_mfe', manifestUrl('orders_mfe', DEAD_PORT));
  await expect(page.getByRole('status', { name: 'QA override active' })).toContainText(
    `orders-mfe → ${manifestUrl('orders_mfe', DEAD_PORT)}`,
  );
  await expect(page).toHaveURL('/orders');

  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText('Orders is unavailable', { timeout: 15_000 });
  await expect(fallback).toContainText('orders-mfe');
  await page.screenshot({ path: 'screenshots/remote-down.png' });

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Companies' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Companies');
  await nav.getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customers');

  // The remote comes back: Retry loads it without a reload.
  await nav.getByRole('link', { name: 'Cancel Requests' }).click();
  await expect(page.getByRole('alert')).toContainText('Orders is unavailable', { timeout: 15_000 });
  const server: Server = await serveStatic({ dir: deployDir('orders-mfe'), port: DEAD_PORT });
  try {
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel Requests');
  } finally {
    await stopStatic(server);
  }

  // Clearing the override returns to the deployment's configuration.
  await page.getByRole('button', { name: 'Clear overrides' }).click();
  await expect(page.getByRole('status', { name: 'QA override active' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel Requests');
});

test('a remote deployed without a page the shell routes to names the missing page, and its other pages and the rest keep working', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The orders remote as built from a checkout without the order report, served beside the real one.
  buildOrdersWithoutReport();
  const server: Server = await serveStatic({ dir: withoutReportDist, port: ports.orders_without_report });
  try {
    await overrideRemote(page, '/order-report', 'orders_mfe', manifestUrl('orders_mfe', ports.orders_without_report));

    const fallback = page.getByRole('alert');
    await expect(fallback.getByRole('heading', { name: 'Order Report is unavailable' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(fallback).toContainText(
      'The Order Report page is missing from the orders screens deployed (orders-mfe does not expose OrderReportPage). The other orders pages and the rest of the site keep working.',
    );
    await page.screenshot({ path: 'screenshots/remote-page-missing.png' });

    // The same build serves its other pages; the other remotes are untouched.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
    await expect(page.locator('[data-served-by="orders-mfe"]')).toHaveAttribute('data-release', WITHOUT_REPORT_RELEASE);
    await nav.getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customers');
  } finally {
    await stopStatic(server);
  }
});

/** The sha-256 of every file of a deployed folder but its runtime config (the deployment's, not the build's). */
function fileHashes(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== 'runtime-config.json')
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path.slice(dir.length), createHash('sha256').update(readFileSync(path)).digest('hex')];
      }),
  );
}

test('a team adds a page to orders-mfe and releases it: staff find it in the Orders tabs and the palette, with the sidebar and the shell unchanged', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const shell = fileHashes(deployDir('shell'));
  // The team's change: a page added with the page generator, built as release orders-with-summary.
  await buildOrdersWithSummary();
  const live = deployDir('orders-mfe');
  const runtimeConfig = process.env.E2E_RUNTIME_CONFIG!;
  const backup = mkdtempSync(join(tmpdir(), 'orders-backup-'));
  cpSync(live, backup, { recursive: true });
  const config = readFileSync(runtimeConfig, 'utf8');
  try {
    // The release: its files served where orders-mfe is, and the runtime config's pages from its
    // release.json, as the release registry writes them when the pointer moves. Nothing of the shell.
    rmSync(live, { recursive: true, force: true });
    cpSync(withSummaryDist, live, { recursive: true });
    const deployed = JSON.parse(config) as { remotes: Record<string, string> };
    writeFileSync(
      runtimeConfig,
      JSON.stringify({ ...deployed, apps: await liveApps(deployed.remotes, WITH_SUMMARY_RELEASE) }),
    );

    await page.goto('/orders');
    await expect(page.locator('[data-served-by="orders-mfe"]')).toHaveAttribute('data-release', WITH_SUMMARY_RELEASE);
    const tabs = page.getByRole('navigation', { name: 'Orders sections' });
    await expect(tabs.getByRole('link')).toHaveText(['Orders', 'Order report', 'Transactions', 'Order summary']);
    await tabs.getByRole('link', { name: 'Order summary' }).click();
    await expect(page).toHaveURL('/order-summary');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Summary');

    // The sidebar is the product's, its Orders link marked as the section of the page open.
    const nav = page.getByRole('navigation', { name: 'Main' });
    // (Beside some links, a work queue's count is a link of its own showing only its number.)
    await expect(nav.getByRole('link').filter({ hasNotText: /^\d+$/ })).toHaveText([
      'Project List',
      'Companies',
      'Customers',
      'Orders',
      'Cancel Requests',
      'Templates',
      'Config',
      'Getting started',
    ]);
    await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute('aria-current', 'true');
    await page.screenshot({ path: 'screenshots/released-page.png' });

    // The palette offers it among the screens, and opens it.
    await nav.getByRole('link', { name: 'Customers', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customers');
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search and commands' });
    await palette.getByRole('combobox').pressSequentially('order sum');
    await palette.getByRole('option', { name: 'Order summary' }).click();
    await expect(page).toHaveURL('/order-summary');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Summary');

    // Not one file of the shell changed: no shell build, no shell release.
    expect(fileHashes(deployDir('shell'))).toEqual(shell);
  } finally {
    writeFileSync(runtimeConfig, config);
    rmSync(live, { recursive: true, force: true });
    cpSync(backup, live, { recursive: true });
    rmSync(backup, { recursive: true, force: true });
  }
});

test('a remote redeployed with a changed page shows up after a reload, without rebuilding the shell', async ({
  page,
}) => {
  const live = deployDir('orders-mfe');
  const backup = mkdtempSync(join(tmpdir(), 'orders-backup-'));
  cpSync(live, backup, { recursive: true });
  try {
    await page.goto('/orders');
    await expect(page.locator('[data-served-by="orders-mfe"]')).toHaveAttribute('data-release', 'dev');

    // Build the orders remote again, as a new release, straight into the folder its server serves.
    execFileSync('npx', ['rsbuild', 'build'], {
      cwd: join(repoRoot, 'apps/orders-mfe'),
      env: { ...process.env, PUBLIC_RELEASE: 'e2e-redeploy', DIST_DIR: live },
      stdio: 'pipe',
    });

    await page.reload();
    await expect(page.locator('[data-served-by="orders-mfe"]')).toHaveAttribute('data-release', 'e2e-redeploy');
    // The shell is the same build: its footer still shows its own release.
    await expect(page.getByRole('contentinfo').locator('[data-release]')).toHaveAttribute('data-release', 'dev');
  } finally {
    rmSync(live, { recursive: true, force: true });
    cpSync(backup, live, { recursive: true });
    rmSync(backup, { recursive: true, force: true });
  }
});

test('a remote in development mode (rsbuild dev) runs inside the built shell', async ({ page }) => {
  const DEV_PORT = ports.orders_dev;
  const dev = spawn('npx', ['rsbuild', 'dev', '--port', String(DEV_PORT)], {
    cwd: join(repoRoot, 'apps/orders-mfe'),
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForHttp(manifestUrl('orders_mfe', DEV_PORT), 'The orders-mfe dev server', 60_000);
    await overrideRemote(page, '/orders', 'orders_mfe', manifestUrl('orders_mfe', DEV_PORT));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
    await expect(page.locator('[data-served-by="orders-mfe"]')).toHaveAttribute('data-release', 'dev');
  } finally {
    stopProcessGroup(dev);
  }
});

test('a QA override from an origin the deployment does not allow is refused, not kept, and nothing of it loads', async ({
  page,
}) => {
  const stranger = 'https://anywhere.example.net/orders/mf-manifest.json';
  const foreignRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'anywhere.example.net') foreignRequests.push(request.url());
  });
  await page.goto(`/orders?remote-override=orders_mfe@${encodeURIComponent(stranger)}`);
  const refusal = page.getByRole('alertdialog', { name: 'QA override refused' });
  await expect(refusal).toContainText('Refused: this override comes from an origin this deployment does not allow');
  await expect(refusal).toContainText('orders-mfe from https://anywhere.example.net');
  await page.screenshot({ path: 'screenshots/override-refused.png' });
  await refusal.getByRole('button', { name: 'Continue' }).click();

  // The deployment's orders remote runs; no override is active or stored; nothing was fetched from the stranger.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
  await expect(page.getByRole('status', { name: 'QA override active' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('admin.remoteOverrides'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
  expect(foreignRequests).toEqual([]);
});

test('a QA override from an allowed origin loads only after the confirmation naming it, which is remembered', async ({
  page,
}) => {
  const server: Server = await serveStatic({ dir: deployDir('orders-mfe'), port: DEAD_PORT });
  try {
    const manifest = manifestUrl('orders_mfe', DEAD_PORT);
    let overrideFetches = 0;
    page.on('request', (request) => {
      if (request.url().startsWith(new URL(manifest).origin)) overrideFetches += 1;
    });
    await page.goto(`/orders?remote-override=orders_mfe@${encodeURIComponent(manifest)}`);
    const confirm = page.getByRole('alertdialog', { name: 'Load code from another origin?' });
    await expect(confirm).toContainText(`code from ${new URL(manifest).origin}`);
    await page.screenshot({ path: 'screenshots/override-confirm.png' });
    // Nothing of the override is fetched while the user decides.
    expect(overrideFetches).toBe(0);

    // Declining starts with the deployment's remotes and keeps nothing.
    await confirm.getByRole('button', { name: 'Don’t load' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
    await expect(page.getByRole('status', { name: 'QA override active' })).toHaveCount(0);
    expect(overrideFetches).toBe(0);

    await overrideRemote(page, '/orders', 'orders_mfe', manifest);
    await expect(page.getByRole('status', { name: 'QA override active' })).toContainText(`orders-mfe → ${manifest}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
    expect(overrideFetches).toBeGreaterThan(0);

    // Remembered: a reload asks nothing and keeps the override.
    await page.reload();
    await expect(page.getByRole('status', { name: 'QA override active' })).toContainText(`orders-mfe → ${manifest}`);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  } finally {
    await stopStatic(server);
  }
});
