// Real faults, not aborted requests: the journeys run against a reference API process of their own,
// which they stop and start again, behind a loopback proxy that can delay every answer by 5 s or
// fail the next save with a 500. Nothing typed is lost, nothing needs a reload, and one click sends
// one request.
import type { Page } from '@playwright/test';
import { uniqueSuffix } from '../support/api';
import { expect, test } from '../support/fixtures';
import { faultProxy, ownApi, pointPageAt, signedInOn, type FaultProxy, type OwnApi } from '../support/own-api';
import { ports } from '../support/suite';

test.describe.configure({ mode: 'serial' });

let api: OwnApi;
let proxy: FaultProxy;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  api = ownApi(ports.own_api);
  await api.start();
  proxy = await faultProxy(ports.api_proxy, `http://127.0.0.1:${ports.own_api}`);
});
test.afterAll(async () => {
  await proxy?.close();
  await api?.dispose();
});

/** Opens /config signed in on `apiUrl`, marking the document so a reload would show. */
async function openConfig(page: Page, apiUrl: string) {
  // Signed in on the journey's own API (the fixture's session belongs to the shared one): put once,
  // on the first load, so the page's own token refreshes are not undone by a later navigation.
  const state = await signedInOn(api.url);
  await page.context().addInitScript((items: { name: string; value: string }[]) => {
    if (sessionStorage.getItem('fault-journey-seeded')) return;
    sessionStorage.setItem('fault-journey-seeded', '1');
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, state.origins[0]!.localStorage);
  await pointPageAt(page, apiUrl);
  await page.goto('/config');
  await expect(page.getByRole('form', { name: 'Add setting' })).toBeVisible();
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

test('the API stopped mid-session: the screen says Network Error, keeps what was typed, and saves once the API is back, without a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openConfig(page, api.url);
  const name = `fault_stop_${uniqueSuffix()}`;
  const add = page.getByRole('form', { name: 'Add setting' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Value').fill('typed before the API stopped');

  await api.stop();
  await add.getByRole('button', { name: 'Add setting' }).click();
  await expect(page.getByText('Network Error').first()).toBeVisible();
  await expect(add.getByLabel('Name')).toHaveValue(name);
  await expect(add.getByLabel('Value')).toHaveValue('typed before the API stopped');

  // Still usable: another section says it could not load and offers Retry; the form keeps its input.
  await page.getByRole('tab', { name: 'Partners' }).click();
  const partners = page.getByRole('region', { name: 'Partners' });
  await expect(partners.getByRole('alert')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(add.getByLabel('Name')).toHaveValue(name);
  await expect(add.getByLabel('Value')).toHaveValue('typed before the API stopped');

  await api.start();
  await add.getByRole('button', { name: 'Add setting' }).click();
  await expect(page.getByText('Setting added')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('typed before the API stopped');
  // The section that failed recovers with its Retry.
  await page.getByRole('tab', { name: 'Partners' }).click();
  const retry = partners.getByRole('button', { name: 'Retry' });
  // The kept tab shows its failure until Retry (or its table, had it refetched by itself): one of them first.
  await expect(retry.or(partners.getByRole('table'))).toBeVisible();
  if (await retry.isVisible()) await retry.click();
  await expect(partners.getByRole('alert')).toHaveCount(0);
  await expect(partners.getByRole('table')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('answers taking 5 s: the save shows it is pending, cannot be sent twice, and one click sends one request', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openConfig(page, proxy.url);
  const name = `fault_slow_${uniqueSuffix()}`;
  const add = page.getByRole('form', { name: 'Add setting' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Value').fill('slow');

  proxy.delayMs = 5_000;
  proxy.seen.length = 0;
  try {
    await add.getByRole('button', { name: 'Add setting' }).click();
    // Pending: the button says so and takes no click.
    const pending = add.getByRole('button', { name: 'Saving…' });
    await expect(pending).toBeDisabled();
    // Impatient clicks while it is pending send nothing more.
    await pending.click({ force: true });
    await pending.click({ force: true });
    await expect(page.getByText('Setting added')).toBeVisible({ timeout: 15_000 });
    expect(proxy.seen.filter((line) => line.startsWith('POST /api/setting'))).toHaveLength(1);

    // A list loading slowly shows that it is loading.
    await page.getByRole('tab', { name: 'Popup texts' }).click();
    await expect(page.locator('main [aria-busy="true"]').first()).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  } finally {
    proxy.delayMs = 0;
  }
  expect(await sameDocument(page)).toBe(true);
});

test('a 500 on a save: the form stays filled, says what failed, and the same click sends it again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openConfig(page, proxy.url);
  const name = `fault_500_${uniqueSuffix()}`;
  const add = page.getByRole('form', { name: 'Add setting' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Value').fill('kept after a 500');

  proxy.failNext = { method: 'POST', path: '/api/setting' };
  await add.getByRole('button', { name: 'Add setting' }).click();
  await expect(page.getByText('Internal Server Error').first()).toBeVisible();
  await expect(add.getByLabel('Name')).toHaveValue(name);
  await expect(add.getByLabel('Value')).toHaveValue('kept after a 500');

  await add.getByRole('button', { name: 'Add setting' }).click();
  await expect(page.getByText('Setting added')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('kept after a 500');
});
