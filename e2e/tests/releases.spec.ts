// Releases (docs/releases.md), in real Chromium from built releases: a canary for half of staff,
// a canary that fails and is stopped by the registry, a rollback reaching an open browser within a
// minute, a promote while a browser is mid-session, the gate at publish, deploy tokens and the
// permission. Each release is a copy of the harness's orders-mfe build under its own id, served from
// the orders origin under /releases/<id>/; which one a page runs shows in the files it fetches.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '../support/fixtures';
import { callApi } from '../support/api';
import { createEmployee } from '../support/people';
import {
  buildAs,
  deployToken,
  lastReleaseFetched,
  publish,
  publishShell,
  release,
  releasesFetched,
  shareBucket,
} from '../support/releases';
import { signInViaApi, STAFF_PHONES, storageStateWith, type ApiSession } from '../support/session';
import { apiUrl, shellUrl } from '../support/suite';
import type { Page } from '@playwright/test';
import type { ReleasesOverview } from '@admin/api-client/contract';

test.describe.configure({ mode: 'serial' });

let admin: ApiSession;
const tokens: Record<string, string> = {};

/** The remote entry's file in a build, as its manifest names it (`static/js/orders_mfe.<hash>.js`). */
function remoteEntryOf(dist: string): string {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as {
    metaData: { remoteEntry: { path: string; name: string } };
  };
  return join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
}

/** orders-mfe as the Releases screen sees it. */
async function ordersStatus() {
  const answer = await fetch(`${apiUrl}/v2/releases`, { headers: { authorization: `Bearer ${admin.accessToken}` } });
  const { apps } = (await answer.json()) as ReleasesOverview;
  const orders = apps.find((app) => app.app === 'orders-mfe');
  if (!orders) throw new Error('no orders-mfe in the registry');
  return orders;
}

/** An orders-mfe page is on screen (its marker is a hidden element; its heading shows it rendered). */
async function ordersPageShown(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 5_000 });
  await expect(page.locator('[data-served-by="orders-mfe"]')).toBeAttached();
}

/** Two navigations between orders pages: the first one after a move loads the page afresh. */
async function navigateInOrders(page: Page) {
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByRole('link', { name: 'Cancel Requests' }).click();
  await ordersPageShown(page, 'Cancel Requests');
  await sidebar.getByRole('link', { name: 'Orders', exact: true }).click();
  await ordersPageShown(page, 'Orders');
}

/**
 * The release the page runs after one navigation into orders (polled until the move reaches it):
 * each call goes to the other of two orders pages, or with `samePage` clicks the link of the page on
 * screen (which loads it again only once its release moved). A broken release shows its fallback
 * instead of the page: that attempt counts as not moved yet.
 */
async function releaseAfterNavigation(
  page: Page,
  running: () => string | undefined,
  { samePage = false } = {},
): Promise<string | undefined> {
  const onOrders = new URL(page.url()).pathname === '/orders';
  const target = onOrders === samePage ? 'Orders' : 'Cancel Requests';
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: target, exact: true }).click();
  try {
    await ordersPageShown(page, target);
  } catch {
    // Still on the broken release: the next poll navigates again.
  }
  return running();
}

test.beforeAll(async () => {
  admin = await signInViaApi();
  for (const app of ['shell', 'orders-mfe', 'customers-mfe']) tokens[app] = await deployToken(admin.accessToken, app);
  await publishShell(tokens.shell ?? '', 'shell-1');
  await publish(tokens['orders-mfe'] ?? '', 'orders-mfe', buildAs('orders-mfe', 'a1'));
  await release(tokens['orders-mfe'] ?? '', 'promote', 'orders-mfe', 'a1');
});

test('a release needing a React the live shell lacks, or naming an expose it lacks, is refused at publish', async () => {
  const orders = tokens['orders-mfe'] ?? '';
  const newReact = buildAs('orders-mfe', 'r20', (_dist, metadata) => {
    metadata.requires = { ...(metadata.requires as object), react: '20.0.0' };
  });
  await expect(publish(orders, 'orders-mfe', newReact)).rejects.toThrow(
    'Refused: orders-mfe r20 needs react 20.0.0 (major 20); the live shell shell-1 provides react 19.',
  );
  const missingExpose = buildAs('orders-mfe', 'x1', (_dist, metadata) => {
    metadata.pages = [
      { path: '/order-forecast', expose: './OrderForecastPage', title: 'Order Forecast', section: '/orders' },
    ];
  });
  await expect(publish(orders, 'orders-mfe', missingExpose)).rejects.toThrow(
    'orders-mfe x1 declares the page /order-forecast with the expose ./OrderForecastPage, which it does not expose',
  );
});

test('a deploy token for one remote cannot release another; a role without releases.manage sees no Releases controls and gets 403', async ({
  browser,
}) => {
  await expect(release(tokens['orders-mfe'] ?? '', 'rollback', 'customers-mfe')).rejects.toThrow(
    '403: This deploy token releases orders-mfe only, not customers-mfe',
  );
  const manager = await signInViaApi(STAFF_PHONES.manager);
  const answer = await fetch(`${apiUrl}/v2/releases`, { headers: { authorization: `Bearer ${manager.accessToken}` } });
  expect(answer.status).toBe(403);
  const context = await browser.newContext({ storageState: storageStateWith(manager) });
  const page = await context.newPage();
  await page.goto('/orders');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Releases' })).toHaveCount(0);
  await page.goto('/releases');
  await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible();
  await context.close();
});

test('a 50% canary: each of ten staff runs A or B by their place, keeps it across reloads; a named member opts in', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const orders = tokens['orders-mfe'] ?? '';
  await publish(orders, 'orders-mfe', buildAs('orders-mfe', 'b1'));
  const staff: ApiSession[] = [];
  // Ten staff, and more until two are outside the share: one the named member, one who runs A (the
  // places follow the ids the database hands out: ten of them fell inside about once in a hundred).
  const outsideShare = () => staff.filter((person) => shareBucket(person.userId, 'orders_mfe') >= 50).length;
  while (staff.length < 10 || (outsideShare() < 2 && staff.length < 40)) {
    const employee = await createEmployee(admin.accessToken, { role: 3 });
    staff.push(await signInViaApi(employee.phone));
  }
  const outside = staff.find((person) => shareBucket(person.userId, 'orders_mfe') >= 50);
  await release(orders, 'canary', 'orders-mfe', 'b1', '--share', '50', '--members', String(outside?.userId ?? 0));
  const ran: string[] = [];
  for (const person of staff) {
    const expected = shareBucket(person.userId, 'orders_mfe') < 50 || person === outside ? 'b1' : 'a1';
    const context = await browser.newContext({ storageState: storageStateWith(person) });
    const page = await context.newPage();
    const fetched = releasesFetched(page);
    await page.goto('/orders');
    await ordersPageShown(page, 'Orders');
    await page.reload();
    await ordersPageShown(page, 'Orders');
    expect(fetched, `staff ${person.userId}`).toEqual([expected]);
    ran.push(expected);
    await context.close();
  }
  expect(ran).toContain('a1');
  expect(ran).toContain('b1');
  await release(orders, 'stop', 'orders-mfe');
});

test('a canary whose page fails is stopped by the registry past its threshold; the trail says why; an open browser runs A at its next navigation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const orders = tokens['orders-mfe'] ?? '';
  // Its remote entry throws as it loads: every page load of it fails.
  const broken = buildAs('orders-mfe', 'c1', (dist) =>
    writeFileSync(join(dist, remoteEntryOf(dist)), 'throw new Error("c1 is broken");'),
  );
  await publish(orders, 'orders-mfe', broken);
  await callApi(admin.accessToken, 'PUT', '/v2/releases/orders-mfe/settings', { ratio: 2, points: 5, minLoads: 3 });
  await release(orders, 'canary', 'orders-mfe', 'c1', '--share', '100');
  const fetched = releasesFetched(page);
  const running = lastReleaseFetched(page);
  // Three page loads of c1, each until it shows the remote's fallback (the failed load is reported
  // after the loader's retries; leaving earlier would drop the report with the page).
  for (let i = 0; i < 3; i++) {
    await page.goto('/orders');
    await expect(page.getByRole('alert')).toContainText('Orders is unavailable', { timeout: 15_000 });
  }
  expect(fetched).toEqual(['c1']);
  await expect.poll(async () => (await ordersStatus()).lastStop?.move, { timeout: 20_000 }).toBe('auto_stop');
  expect((await ordersStatus()).canary).toBeNull();
  const trail = await callApi<{ note: string | null; actor: unknown }[]>(
    admin.accessToken,
    'GET',
    '/v2/audit?record_type=release&record_id=orders-mfe&limit=1',
  );
  expect(trail[0]?.note).toMatch(/^Stopped automatically: orders-mfe c1 failed 3 of 3 page loads/);
  // The open page learns of it at its next re-check (within 60 s), then its next navigation into orders runs a1.
  await expect.poll(() => releaseAfterNavigation(page, running), { timeout: 100_000, intervals: [2_000] }).toBe('a1');
  await callApi(admin.accessToken, 'PUT', '/v2/releases/orders-mfe/settings', { ratio: 2, points: 5, minLoads: 50 });
});

test('a promote while a browser is mid-session keeps it working, and npm run release -- rollback reaches it within 60 s (time printed)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const orders = tokens['orders-mfe'] ?? '';
  const fetched = releasesFetched(page);
  const running = lastReleaseFetched(page);
  await page.goto('/orders');
  await ordersPageShown(page, 'Orders');
  expect(fetched).toEqual(['a1']);

  // Promoted while the page is open: it keeps working on a1 (its files stay served), no missing chunk…
  await release(orders, 'promote', 'orders-mfe', 'b1');
  await navigateInOrders(page);
  expect(fetched).toEqual(['a1']);
  // …and runs b1 from its first navigation into orders after its re-check.
  await expect.poll(() => releaseAfterNavigation(page, running), { timeout: 75_000, intervals: [5_000] }).toBe('b1');

  const printed = await release(orders, 'rollback', 'orders-mfe');
  const movedAt = Date.now();
  expect(printed[0]).toMatch(/^Rolled back orders-mfe to a1 at /);
  // Staff click the link of the page they are on: once the re-check found the move, that click loads it afresh.
  await expect
    .poll(() => releaseAfterNavigation(page, running, { samePage: true }), { timeout: 75_000, intervals: [2_000] })
    .toBe('a1');
  const seconds = (Date.now() - movedAt) / 1000;
  console.log(`[releases] the rollback reached the open browser ${seconds.toFixed(1)} s after the pointer moved`);
  expect(seconds).toBeLessThan(60);
});

test('an Admin starts a canary and sets its stop thresholds on the Releases screen, each move confirmed', async ({
  page,
}) => {
  await page.goto('/releases');
  const panel = page.getByRole('region', { name: 'orders-mfe' });
  const thresholds = panel.getByRole('form', { name: 'Automatic stop of orders-mfe' });
  await thresholds.getByRole('spinbutton', { name: 'Over at least these page loads' }).fill('80');
  await thresholds.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(page.getByText('Stop thresholds saved')).toBeVisible();
  expect((await ordersStatus()).settings).toEqual({ ratio: 2, points: 5, minLoads: 80 });

  const canary = panel.getByRole('form', { name: 'Canary of orders-mfe' });
  await canary.getByRole('combobox', { name: 'Release' }).selectOption('b1');
  await canary.getByRole('spinbutton', { name: 'Share of staff (%)' }).fill('10');
  await canary.getByRole('textbox', { name: 'Named staff' }).fill(String(admin.userId));
  await canary.getByRole('button', { name: 'Start canary' }).click();
  const dialog = page.getByRole('alertdialog', {
    name: 'Start the canary of orders-mfe: b1 for 10% of staff and 1 named?',
  });
  await dialog.getByRole('button', { name: 'Start canary' }).click();
  // The toast (the history's row for the move reads the same words).
  await expect(page.getByText('Canary started').and(page.locator(':not(td)'))).toBeVisible();
  await expect(panel.getByText(/b1 for 10% of staff and 1 named/)).toBeVisible();
  const status = await ordersStatus();
  expect(status.canary?.release.release).toBe('b1');
  expect(status.canary?.share).toBe(10);
  expect(status.canary?.memberIds).toEqual([admin.userId]);

  await panel.getByRole('button', { name: 'Stop canary' }).click();
  await page
    .getByRole('alertdialog', { name: 'Stop the canary of orders-mfe?' })
    .getByRole('button', { name: 'Stop canary' })
    .click();
  await expect.poll(async () => (await ordersStatus()).canary).toBeNull();
  await callApi(admin.accessToken, 'PUT', '/v2/releases/orders-mfe/settings', { ratio: 2, points: 5, minLoads: 50 });
});

test('--smoke loads each page of the release in headless Chromium against the live shell before the pointer moves: a broken one is refused', async () => {
  test.setTimeout(180_000);
  const orders = tokens['orders-mfe'] ?? '';
  process.env.RELEASE_SMOKE_ACCESS_TOKEN = admin.accessToken;
  try {
    // c1's remote entry throws (the automatic stop's journey): every page shows the remote's fallback.
    await expect(
      release(orders, 'canary', 'orders-mfe', 'c1', '--share', '10', '--smoke', '--shell', shellUrl),
    ).rejects.toThrow(
      /^Smoke test of orders-mfe c1 against .* failed, the pointer did not move: \/orders: Orders is unavailable/,
    );
    expect((await ordersStatus()).canary).toBeNull();

    const printed = await release(orders, 'promote', 'orders-mfe', 'b1', '--smoke', '--shell', shellUrl);
    expect(printed).toContain('Smoke b1 /orders: ok');
    expect(printed.filter((line) => line.includes(': FAILED'))).toEqual([]);
    expect((await ordersStatus()).live?.release).toBe('b1');
  } finally {
    delete process.env.RELEASE_SMOKE_ACCESS_TOKEN;
  }
});
