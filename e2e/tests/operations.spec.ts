// What operators see: the status page (footer link for system.read holders), and errors browsers
// report. Staff see no release stamps; a remote that cannot load is reported to the API and shows
// up, with the request id the API logged it under, on the status page.
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signInViaApi, STAFF_PHONES, storageStateWith } from '../support/session';
import { manifestUrl, remoteNames, remoteApps } from '../support/suite';

test('staff see no release stamp: the shell and the remote name theirs in data attributes and the footer tooltip', async ({
  page,
}) => {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
  await expect(page.locator('[data-served-by="orders-mfe"]')).toHaveAttribute('data-release', 'dev');
  await expect(page.locator('[data-served-by="orders-mfe"]')).toBeHidden();
  await expect(page.getByRole('contentinfo').locator('[data-release]')).toHaveAttribute('data-release', 'dev');
  await expect(page.locator('body')).not.toContainText(/release dev/);

  await page.getByRole('contentinfo').getByText('Admin back-office').hover();
  await expect(page.getByRole('tooltip')).toHaveText('shell release dev');
});

test('the status page checks each remote, shows each release with its commit and time, the API, and a broken remote reported with its request id, grouped with its count', async ({
  page,
}) => {
  // The orders remote is down for this browser: its manifest does not answer.
  await page.route(manifestUrl('orders_mfe'), (route) => route.abort('connectionrefused'));
  const reported = page.waitForResponse(
    (response) => response.url().endsWith('/api/client-errors') && response.request().method() === 'POST',
  );
  await page.goto('/orders');
  await expect(page.getByRole('alert')).toContainText('Orders is unavailable', { timeout: 20_000 });
  const report = await reported;
  expect(report.status()).toBe(204);
  const requestId = (await report.allHeaders())['x-request-id'];
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(report.request().postDataJSON()).toMatchObject({
    kind: 'remote-load',
    remote: 'orders_mfe',
    route: '/orders',
  });

  // Another remote loads fine; then the operator opens the status page from the footer.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Companies');
  await page.getByRole('contentinfo').getByRole('link', { name: 'System status' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('System status');

  const remotes = page.getByRole('table', { name: 'Remotes' });
  for (const name of remoteNames)
    await expect(remotes.getByRole('row', { name: new RegExp(remoteApps[name]) })).toContainText(manifestUrl(name));
  await expect(remotes.getByRole('row', { name: /orders-mfe/ })).toContainText('Failed');
  await expect(remotes.getByRole('row', { name: /projects-mfe/ })).toContainText('Loaded');
  await expect(remotes.getByRole('row', { name: /projects-mfe/ })).toContainText('dev');
  // Each remote is checked now (its manifest fetched), opened on this page or not: no "Not loaded yet".
  await expect(remotes.getByRole('row', { name: /orders-mfe/ })).toContainText('Unreachable');
  for (const app of ['projects-mfe', 'customers-mfe', 'config-mfe']) {
    const row = remotes.getByRole('row', { name: new RegExp(app) });
    await expect(row).toContainText('Reachable');
    // The release's commit and its time, in the app's format and the staff member's zone.
    await expect(row).toContainText(/commit [0-9a-f]{7,}, [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M IST/);
  }
  await expect(remotes.getByRole('row', { name: /customers-mfe/ })).toContainText('Not opened on this page');
  await expect(remotes).not.toContainText('Not loaded yet');

  const api = page.getByRole('region', { name: 'API' });
  await expect(api).toContainText('Ready');
  await expect(api).toContainText('database reachable, migrations applied');

  const errors = page.getByRole('table', { name: 'Last client errors' });
  const row = errors.getByRole('row', { name: new RegExp(requestId ?? 'none') });
  await expect(row).toContainText('remote-load');
  // The app by the name the Remotes table gives it.
  await expect(row).toContainText('orders-mfe');
  await expect(row).toContainText('/orders');
  // One line per message and release, with its count and first and last seen in the app's date format.
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d+$/);
  await expect(row).toContainText(/[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M IST/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('staff without system.read get no status link, and a deep link shows the calm no-access page', async ({
  browser,
}) => {
  const context = await browser.newContext({
    storageState: storageStateWith(await signInViaApi(STAFF_PHONES.manager)),
  });
  const page = await context.newPage();
  try {
    await page.goto('/company');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Companies');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Getting started' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'System status' })).toHaveCount(0);
    await page.goto('/system-status');
    await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible();
    await expect(page.getByText('“See the system status page”')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
