// The kit's table features on the project list and the configuration lists: a server sort kept in
// the URL, a saved view (sort included) opened from its link in another browser context, a bulk
// activation run from the keyboard where the API refuses one project, and card rows on a phone.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { adminApi } from '../support/projects-data';
import { uniqueSuffix } from '../support/api';

const SHOTS = '/tmp/tables-screens';
const projectRows = (page: Page) => page.getByRole('region', { name: 'Projects' }).locator('tbody tr');
/** Each row's title: the row's first link (the checkbox comes before it, Edit after it). */
const rowTitles = (page: Page) =>
  projectRows(page).evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent?.trim() ?? ''));

test('a sorted project list comes back the same from its URL', async ({ page }) => {
  const prefix = `Sort ${uniqueSuffix()}`;
  const api = await adminApi();
  // Created out of name order, so the newest-first list is not already sorted by name.
  for (const name of ['Beta', 'Alpha', 'Gamma']) await api.createProject({ name: `${prefix} ${name}` });

  await page.goto(`/?search=${encodeURIComponent(prefix)}`);
  await expect(projectRows(page)).toHaveCount(3);
  await expect.poll(() => rowTitles(page)).toEqual([`${prefix} Gamma`, `${prefix} Alpha`, `${prefix} Beta`]);

  const title = page.getByRole('columnheader', { name: /Title/ });
  await title.getByRole('button').click();
  await expect(title).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => rowTitles(page)).toEqual([`${prefix} Alpha`, `${prefix} Beta`, `${prefix} Gamma`]);
  await title.getByRole('button').click();
  await expect(title).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => rowTitles(page)).toEqual([`${prefix} Gamma`, `${prefix} Beta`, `${prefix} Alpha`]);
  const sortedUrl = page.url();
  expect(new URL(sortedUrl).searchParams.get('sort')).toBe('name');
  expect(new URL(sortedUrl).searchParams.get('order')).toBe('desc');
  expect(await seriousViolations(page)).toEqual([]);

  // Elsewhere, then back by the URL alone: the same sort, sent to the API, shown on the header.
  await page.goto('/company');
  await page.goto(sortedUrl);
  await expect(page.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => rowTitles(page)).toEqual([`${prefix} Gamma`, `${prefix} Beta`, `${prefix} Alpha`]);
});

test('a saved view of the project list (filters and sort) opens from its link in a new browser context', async ({
  page,
  browser,
}) => {
  const prefix = `PView ${uniqueSuffix()}`;
  const api = await adminApi();
  for (const name of ['One', 'Two', 'Three']) await api.createProject({ name: `${prefix} ${name}` });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto(`/?search=${encodeURIComponent(prefix)}&sort=name&order=asc`);
  await expect.poll(() => rowTitles(page)).toEqual([`${prefix} One`, `${prefix} Three`, `${prefix} Two`]);
  await page.getByRole('button', { name: 'Views' }).click();
  const menu = page.getByRole('group', { name: 'Saved views' });
  await menu.getByRole('textbox', { name: 'View name' }).fill('Mine by name');
  await menu.getByRole('button', { name: 'Save current view' }).click();
  await menu.getByRole('button', { name: 'Copy link to view Mine by name' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());

  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const otherPage = await other.newPage();
  await otherPage.goto(link);
  await expect(otherPage.getByLabel('Search by title')).toHaveValue(prefix);
  await expect(otherPage.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => rowTitles(otherPage)).toEqual([`${prefix} One`, `${prefix} Three`, `${prefix} Two`]);
  await other.close();
});

test('a bulk activation run from the keyboard reports the project the API refused and keeps it selected', async ({
  page,
}) => {
  const prefix = `PBulk ${uniqueSuffix()}`;
  const api = await adminApi();
  const projects = [];
  for (const name of ['A', 'B', 'C']) projects.push(await api.createProject({ name: `${prefix} ${name}` }));
  const [first, changed, third] = projects as [
    (typeof projects)[number],
    (typeof projects)[number],
    (typeof projects)[number],
  ];

  await page.goto(`/?search=${encodeURIComponent(prefix)}&sort=name&order=asc`);
  await expect(projectRows(page)).toHaveCount(3);
  // Someone else shelves project B after the list was loaded: its version moves on, so the
  // activation sent with the version the list showed is refused.
  await api.setProjectStatus(changed.id, 'Inactive');

  // Keyboard only: each row's checkbox with Tab and Space, then back to the bulk bar's Activate.
  await page.getByRole('checkbox', { name: `Select ${prefix} A` }).focus();
  await page.keyboard.press('Space');
  for (const name of ['B', 'C']) {
    const box = page.getByRole('checkbox', { name: `Select ${prefix} ${name}` });
    for (let step = 0; step < 30 && !(await box.evaluate((el) => el === document.activeElement)); step++)
      await page.keyboard.press('Tab');
    await expect(box).toBeFocused();
    await page.keyboard.press('Space');
  }
  await expect(page.getByText('3 selected')).toBeVisible();
  const activate = page.getByRole('button', { name: 'Activate', exact: true });
  for (let step = 0; step < 60 && !(await activate.evaluate((button) => button === document.activeElement)); step++)
    await page.keyboard.press('Shift+Tab');
  await expect(activate).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Activate 3 projects?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Activate' })).toBeFocused();
  await page.keyboard.press('Enter');

  const report = page.getByRole('alert').filter({ hasText: 'Activate: 2 of 3 done, 1 failed.' });
  await expect(report).toBeVisible();
  await expect(report.getByRole('listitem')).toContainText(`${prefix} B:`);
  await expect(page.getByRole('checkbox', { name: `Select ${prefix} B` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `Select ${prefix} A` })).not.toBeChecked();
  await expect(page.getByText('1 selected')).toBeVisible();
  expect((await api.getProject(first.id)).status).toBe('Active');
  expect((await api.getProject(third.id)).status).toBe('Active');
  expect((await api.getProject(changed.id)).status).toBe('Inactive');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/projects-bulk-report.png` });
});

test('the project list keeps title and actions in view, and shows cards on a phone', async ({ page }) => {
  const prefix = `PCard ${uniqueSuffix()}`;
  const api = await adminApi();
  await api.createProject({ name: `${prefix} Film` });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/?search=${encodeURIComponent(prefix)}`);
  await expect(projectRows(page)).toHaveCount(1);
  const region = page.getByRole('region', { name: 'Projects' });
  const edit = page.getByRole('link', { name: `Edit ${prefix} Film` });
  const [box, area] = [await edit.boundingBox(), await region.boundingBox()];
  expect(box && area && box.x + box.width <= area.x + area.width + 1).toBe(true);
  await page.screenshot({ path: `${SHOTS}/projects-1440.png` });
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: `${SHOTS}/projects-1024.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  const card = projectRows(page).first();
  await expect(card.getByRole('link', { name: `${prefix} Film`, exact: true })).toBeVisible();
  await expect(card.getByLabel(`Change status of ${prefix} Film`)).toBeVisible();
  await expect(card.getByRole('link', { name: `Edit ${prefix} Film` })).toBeVisible();
  expect(await card.evaluate((row) => getComputedStyle(row).display)).toBe('flex');
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/projects-390.png`, fullPage: true });
});

test('the other changed lists sort from their headers and pass axe', async ({ page }) => {
  // Four screens, each with an axe run: more than one journey's default time on a busy machine.
  test.setTimeout(120_000);
  for (const [path, caption, header] of [
    ['/properties', 'Properties', /Title/],
    ['/fee-management', 'Fee entries', /Name/],
    ['/templates', 'Templates', /Name/],
    ['/config', 'Settings', /Name/],
  ] as const) {
    await page.goto(path);
    const region = page.getByRole('region', { name: caption });
    await expect(region.locator('tbody tr').first()).toBeVisible();
    const column = region.getByRole('columnheader', { name: header });
    await column.getByRole('button').click();
    await expect(column).toHaveAttribute('aria-sort', 'ascending');
    expect(new URL(page.url()).search, path).toMatch(/sort=name/);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
