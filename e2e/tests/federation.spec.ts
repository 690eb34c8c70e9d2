import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { stopProcessGroup } from '../../tools/process-group';
import { serveStatic } from '../../tools/serve-static';
import { waitForHttp } from '../../tools/wait-for';
import { deployDir, manifestUrl, repoRoot } from './../support/suite';

const DEAD_PORT = 4399;

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
  await page.goto(`/orders?remote-override=orders_mfe@${encodeURIComponent(manifestUrl('orders_mfe', DEAD_PORT))}`);
  await expect(page.getByRole('status', { name: 'QA override active' })).toContainText(`orders-mfe → ${manifestUrl('orders_mfe', DEAD_PORT)}`);
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
    await new Promise((resolve) => server.close(resolve));
  }

  // Clearing the override returns to the deployment's configuration.
  await page.getByRole('button', { name: 'Clear overrides' }).click();
  await expect(page.getByRole('status', { name: 'QA override active' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel Requests');
});

test('a remote redeployed with a changed page shows up after a reload, without rebuilding the shell', async ({ page }) => {
  const live = deployDir('orders-mfe');
  const backup = mkdtempSync(join(tmpdir(), 'orders-backup-'));
  cpSync(live, backup, { recursive: true });
  try {
    await page.goto('/orders');
    await expect(page.getByLabel('Route details')).toContainText('orders-mfe release dev');

    // Build the orders remote again, as a new release, straight into the folder its server serves.
    execFileSync('npx', ['rsbuild', 'build'], {
      cwd: join(repoRoot, 'apps/orders-mfe'),
      env: { ...process.env, PUBLIC_RELEASE: 'e2e-redeploy', DIST_DIR: live },
      stdio: 'pipe',
    });

    await page.reload();
    await expect(page.getByLabel('Route details')).toContainText('orders-mfe release e2e-redeploy');
    // The shell is the same build: its footer still shows its own release.
    await expect(page.getByRole('contentinfo')).toContainText('shell release dev');
  } finally {
    rmSync(live, { recursive: true, force: true });
    cpSync(backup, live, { recursive: true });
    rmSync(backup, { recursive: true, force: true });
  }
});

test('a remote in development mode (rsbuild dev) runs inside the built shell', async ({ page }) => {
  const DEV_PORT = 4396;
  const dev = spawn('npx', ['rsbuild', 'dev', '--port', String(DEV_PORT)], {
    cwd: join(repoRoot, 'apps/orders-mfe'),
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForHttp(manifestUrl('orders_mfe', DEV_PORT), 'The orders-mfe dev server', 60_000);
    await page.goto(`/orders?remote-override=orders_mfe@${encodeURIComponent(manifestUrl('orders_mfe', DEV_PORT))}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
    await expect(page.getByLabel('Route details')).toContainText('orders-mfe release dev');
  } finally {
    stopProcessGroup(dev);
  }
});
