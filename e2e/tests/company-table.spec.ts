// The kit's table features on their pilot list, /company: sticky name and actions, the column chooser
// kept across a reload, card rows on a phone, and a bulk status change done from the keyboard where the
// API refuses one company (changed meanwhile), which is reported and stays selected.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adminApi } from '../support/projects-data';
import { uniqueSuffix } from '../support/api';

const SHOTS = '/tmp/tables-screens';
const companyRows = (page: Page) => page.getByRole('region', { name: 'Companies' }).locator('tbody tr');

/** Serious and critical WCAG A/AA violations, by rule and element. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('columns stay in view, the chooser survives a reload, and a phone gets cards', async ({ page }) => {
  const prefix = `Cols ${uniqueSuffix()}`;
  const api = await adminApi();
  for (let i = 1; i <= 3; i++) await api.createCompany({ name: `${prefix} ${i} Studios LLP`, city: 'Mumbai' });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/company?search=${encodeURIComponent(prefix)}`);
  await expect(companyRows(page)).toHaveCount(3);
  // Certificate and Ownership wait in the chooser; the Edit button is in view without scrolling.
  await expect(page.getByRole('columnheader', { name: 'Certificate' })).toHaveCount(0);
  const region = page.getByRole('region', { name: 'Companies' });
  const edit = page.getByRole('link', { name: `Edit ${prefix} 1 Studios LLP` });
  const name = page.getByRole('cell', { name: `${prefix} 1 Studios LLP`, exact: true });
  /** Whether the element is within the table's scroll area, left to right (not scrolled out of it). */
  const inView = async (element: typeof edit) => {
    const [box, area] = [await element.boundingBox(), await region.boundingBox()];
    return box !== null && area !== null && box.x >= area.x - 1 && box.x + box.width <= area.x + area.width + 1;
  };
  expect(await inView(edit)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/company-1440.png` });

  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('group', { name: 'Visible columns' });
  await expect(chooser.getByRole('checkbox', { name: 'Company' })).toBeDisabled();
  await chooser.getByRole('checkbox', { name: 'Certificate' }).check();
  await chooser.getByRole('checkbox', { name: 'Ownership' }).check();
  await chooser.getByRole('checkbox', { name: 'City' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(chooser).toHaveCount(0);

  await page.reload();
  await expect(companyRows(page)).toHaveCount(3);
  await expect(page.getByRole('columnheader', { name: 'Certificate' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Ownership' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'City' })).toHaveCount(0);

  // At 1024 px the wider table scrolls sideways under the sticky name, and Edit stays in view.
  await page.setViewportSize({ width: 1024, height: 800 });
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect(await inView(name)).toBe(true);
  expect(await inView(edit)).toBe(true);
  await region.evaluate((element) => element.scrollTo({ left: 0 }));
  expect(await inView(edit)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/company-1024.png` });

  // A phone: cards, no sideways scroll; the name, the status and Edit are on each card.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = companyRows(page).first();
  await expect(card.getByRole('switch', { name: `Active: ${prefix} 3 Studios LLP` })).toBeVisible();
  await expect(card.getByRole('link', { name: `Edit ${prefix} 3 Studios LLP` })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Type' })).toBeHidden();
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  expect(await card.evaluate((row) => getComputedStyle(row).display)).toBe('flex');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/company-390.png`, fullPage: true });
});

test('a bulk deactivation run from the keyboard reports the company the API refused and keeps it selected', async ({
  page,
}) => {
  const prefix = `Bulk ${uniqueSuffix()}`;
  const api = await adminApi();
  const companies = [];
  for (let i = 1; i <= 3; i++) companies.push(await api.createCompany({ name: `${prefix} ${i} Films LLP` }));
  const [first, changed, third] = companies as [
    (typeof companies)[number],
    (typeof companies)[number],
    (typeof companies)[number],
  ];

  await page.goto(`/company?search=${encodeURIComponent(prefix)}`);
  await expect(companyRows(page)).toHaveCount(3);
  // Someone else changes the second company after the list was loaded: its version moves on.
  // (Off and on again: still Active, so only its moved version makes the API refuse it.)
  await api.call('PUT', `/v2/company/${changed.id}`, { status: 'Inactive' });
  await api.call('PUT', `/v2/company/${changed.id}`, { status: 'Active' });

  // Keyboard only: select the page, go back to the bulk bar, run Deactivate, confirm.
  await page.getByRole('checkbox', { name: 'Select all on this page' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('3 selected')).toBeVisible();
  const deactivate = page.getByRole('button', { name: 'Deactivate' });
  for (let step = 0; step < 8 && !(await deactivate.evaluate((button) => button === document.activeElement)); step++)
    await page.keyboard.press('Shift+Tab');
  await expect(deactivate).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Deactivate 3 companies?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Deactivate' })).toBeFocused();
  await page.keyboard.press('Enter');

  const report = page.getByRole('alert').filter({ hasText: 'Deactivate: 2 of 3 done, 1 failed.' });
  await expect(report).toBeVisible();
  await expect(report.getByRole('listitem')).toContainText(
    `${prefix} 2 Films LLP: Company was changed by someone else`,
  );
  await expect(page.getByRole('checkbox', { name: `Select ${prefix} 2 Films LLP` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `Select ${prefix} 1 Films LLP` })).not.toBeChecked();
  await expect(page.getByText('1 selected')).toBeVisible();
  expect((await api.getCompany(first.id)).status).toBe('Inactive');
  expect((await api.getCompany(third.id)).status).toBe('Inactive');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/company-bulk-report.png` });
});

test('a saved view reopens its filters, and its copied link opens the same list in a new context', async ({
  page,
  browser,
}) => {
  const prefix = `View ${uniqueSuffix()}`;
  const api = await adminApi();
  await api.createCompany({ name: `${prefix} Active LLP` });
  const inactive = await api.createCompany({ name: `${prefix} Dormant LLP` });
  await api.call('PUT', `/v2/company/${inactive.id}`, { status: 'Inactive' });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto(`/company?search=${encodeURIComponent(prefix)}&status=Inactive`);
  await expect(companyRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Views' }).click();
  const menu = page.getByRole('group', { name: 'Saved views' });
  await menu.getByRole('textbox', { name: 'View name' }).fill('Dormant ones');
  await menu.getByRole('button', { name: 'Save current view' }).click();
  await expect(menu.getByRole('button', { name: 'Open view Dormant ones' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/company');
  await page.getByRole('button', { name: 'Views' }).click();
  await menu.getByRole('button', { name: 'Open view Dormant ones' }).click();
  await expect(page.getByLabel('Search by name')).toHaveValue(prefix);
  await expect(companyRows(page)).toHaveCount(1);
  await expect(companyRows(page).first()).toContainText(`${prefix} Dormant LLP`);

  await page.getByRole('button', { name: 'Views' }).click();
  await menu.getByRole('button', { name: 'Copy link to view Dormant ones' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).searchParams.get('status')).toBe('Inactive');

  // A new browser context (a colleague's, signed in) opens the same list from the link alone.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const otherPage = await other.newPage();
  await otherPage.goto(link);
  await expect(companyRows(otherPage)).toHaveCount(1);
  await expect(companyRows(otherPage).first()).toContainText(`${prefix} Dormant LLP`);
  await other.close();
});
