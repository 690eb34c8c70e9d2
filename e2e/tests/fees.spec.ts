// Fee management: create, deactivate and delete a fee entry with the chart following;
// edit one at its version; sync the active fees onto a project and switch its fees off.
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { adminApi } from '../support/projects-data';
import { uniqueSuffix } from '../support/api';

/** The total active fee the page states for a category, e.g. 'Film' → 12.5. */
async function totalFor(page: Page, category: string): Promise<number> {
  const text = await page
    .getByLabel('Total active fee per category')
    .locator('div', { has: page.getByText(category, { exact: true }) })
    .locator('dd')
    .textContent();
  return Number((text ?? '').replace(/[%,]/g, ''));
}

test('a fee entry is created, deactivated and deleted, and the chart follows', async ({ page }) => {
  const name = `Fee ${uniqueSuffix()}`;
  // The chart library is fetched only by this page: none of its code arrives with the project list.
  const chartScripts: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('recharts-cartesian-grid')) chartScripts.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Projects' }).locator('tbody tr').first()).toBeVisible();
  expect(chartScripts).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Project sections' })
    .getByRole('link', { name: 'Fee management' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fee Management' })).toBeVisible();
  await expect.poll(() => chartScripts.length).toBeGreaterThan(0);
  await expect(
    page.getByRole('navigation', { name: 'Project sections' }).getByRole('link', { name: 'Fee management' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Total active fee per category')).toBeVisible();
  const filmBefore = await totalFor(page, 'Film');

  await page.getByRole('button', { name: 'Add fee entry' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add fee entry' });
  await dialog.getByRole('button', { name: 'Create fee entry' }).click();
  await expect(dialog.getByText('Enter a name')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Kind').selectOption('platform');
  await dialog.getByLabel('Film (%)').fill('2.5');
  await dialog.getByLabel('Web Series (%)').fill('1');
  await dialog.getByLabel('Music (%)').fill('1');
  await dialog.getByLabel('Books (%)').fill('1');
  await dialog.getByLabel('Sport (%)').fill('120');
  await dialog.getByRole('button', { name: 'Create fee entry' }).click();
  await expect(dialog.getByText('At most 100')).toBeVisible();
  await dialog.getByLabel('Sport (%)').fill('1');
  await dialog.getByRole('button', { name: 'Create fee entry' }).click();
  await expect(page.getByText(`Fee entry ${name} created`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => totalFor(page, 'Film')).toBeCloseTo(filmBefore + 2.5, 2);
  await page.screenshot({ path: '/tmp/projects-fees.png', fullPage: true });

  const active = page.getByRole('switch', { name: `Active: ${name}` });
  // Customers are charged by it, so the switch asks first, naming the entry; Cancel sends nothing.
  await active.click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText(`Deactivate the fee entry “${name}”?`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(active).toHaveAttribute('aria-checked', 'true');
  await active.click();
  await ask.getByRole('button', { name: 'Deactivate fee' }).click();
  await expect(active).toHaveAttribute('aria-checked', 'false');
  await expect.poll(() => totalFor(page, 'Film')).toBeCloseTo(filmBefore, 2);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Delete the fee entry “${name}”?`);
  await confirm.getByRole('button', { name: 'Delete fee entry' }).click();
  await expect(page.getByText(`Fee entry ${name} deleted`)).toBeVisible();
  await expect(page.getByRole('switch', { name: `Active: ${name}` })).toHaveCount(0);
});

test("a fee edited: its dialog opens prefilled, offers the known kinds, and saves at the row's version", async ({
  page,
}) => {
  const sfx = uniqueSuffix();
  const api = await adminApi();
  const fee = await api.createFee({ name: `EditFee ${sfx}`, types: 'platform', FILM: 1 });
  // Newest entries are last: the largest page keeps this one on the first.
  await page.goto('/fee-management?limit=100');
  await page.getByRole('button', { name: `Edit EditFee ${sfx}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit fee entry EditFee ${sfx}` });
  await expect(dialog.getByLabel('Name')).toHaveValue(`EditFee ${sfx}`);
  await expect(dialog.getByLabel('Kind')).toHaveValue('platform');
  await expect(dialog.getByLabel('Applies to')).toHaveValue('all');
  await expect(dialog.getByLabel('Film (%)')).toHaveValue('1');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('Name').fill(`EditFee ${sfx} exit`);
  await dialog.getByLabel('Kind').selectOption('exit');
  await dialog.getByLabel('Applies to').selectOption('creative');
  await dialog.getByLabel('Film (%)').fill('3.25');
  await dialog.getByRole('button', { name: 'Save fee entry' }).click();
  await expect(page.getByText(`Fee entry EditFee ${sfx} exit saved`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(`EditFee ${sfx} exit`) });
  await expect(row).toContainText('exit');
  await expect(row).toContainText('creative');
  await expect(row).toContainText('3.25%');
  const stored = await api.call<{ id: number; version: number }[]>('GET', '/percentage/all?limit=100');
  expect(stored.find((entry) => entry.id === fee.id)?.version).toBe(fee.version + 1);
});

test('the active fees are synced onto a chosen project, and its fees switched off', async ({ page }) => {
  const sfx = uniqueSuffix();
  const api = await adminApi();
  const project = await api.createProject({ name: `Sync ${sfx} Album`, property_type_id: 3 });
  await api.createFee({ name: `SyncFee ${sfx}`, MUSIC: 4.25 });

  await page.goto('/fee-management');
  const picker = page.getByRole('combobox', { name: 'Project' });
  await picker.fill(`Sync ${sfx}`);
  await page.getByRole('option', { name: `Sync ${sfx} Album` }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('project')).toBe(String(project.id));
  await expect(page.getByText('No fees on this project yet')).toBeVisible();

  await page.getByRole('button', { name: 'Sync', exact: true }).click();
  await expect(page.getByText(/fees? synced/)).toBeVisible();
  const projectFees = page.getByRole('region', { name: 'Fees of a project' });
  const feeRow = projectFees.getByRole('row', { name: new RegExp(`SyncFee ${sfx}`) });
  await expect(feeRow).toContainText('4.25%');
  await expect(feeRow).toContainText('Active');

  const feesOn = page.getByRole('switch', { name: `Fees active for Sync ${sfx} Album` });
  await expect(feesOn).toHaveAttribute('aria-checked', 'true');
  await feesOn.click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText(`Switch off the fees of “Sync ${sfx} Album”?`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(feesOn).toHaveAttribute('aria-checked', 'true');
  expect((await api.getProject(project.id)).fee_status).toBe('Active');
  await feesOn.click();
  await ask.getByRole('button', { name: 'Switch fees off' }).click();
  await expect(page.getByText('Project fees are now Inactive')).toBeVisible();
  await expect(feeRow).toContainText('Inactive');
  await expect(feesOn).toHaveAttribute('aria-checked', 'false');
  await expect.poll(async () => (await api.getProject(project.id)).fee_status).toBe('Inactive');

  // The choice is in the URL: a reload shows the same project and its fees.
  await page.reload();
  await expect(projectFees.getByRole('row', { name: new RegExp(`SyncFee ${sfx}`) })).toContainText('Inactive');
  await page.setViewportSize({ width: 700, height: 800 });
  await page.screenshot({ path: '/tmp/projects-fees-narrow.png', fullPage: true });
});
