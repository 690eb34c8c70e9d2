// Project list: status, both flags (and a rollback), delete behind a confirmation naming
// the project, a 409 when orders hold it; search and status filter in the URL with Back.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adminApi } from '../support/projects-data';
import { uniqueSuffix } from '../support/api';

const searchParam = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
const projectRows = (page: Page) => page.getByRole('region', { name: 'Projects' }).locator('tbody tr');

test('a project’s status and flags change from its row, a refused toggle rolls back, and delete names it', async ({
  page,
}) => {
  const name = `Journey ${uniqueSuffix()} Film`;
  const api = await adminApi();
  const project = await api.createProject({ name, symbol: 'JRNY', token_amount: 1250, total_token: 4000 });

  await page.goto('/');
  await page.getByLabel('Search by title').fill(name);
  await expect(projectRows(page)).toHaveCount(1);
  const row = projectRows(page).first();
  const status = page.getByLabel(`Change status of ${name}`);
  await expect(status).toHaveValue('Application Pending');
  await expect(status.locator('option:checked')).toHaveText('Incomplete');
  await expect(row).toContainText('Film');
  await expect(row).toContainText('JRNY');
  await expect(row).toContainText('₹1,250.00');
  await page.screenshot({ path: '/tmp/projects-project-list.png' });

  // Customers see the change, so it asks first, naming the project and the change; Cancel sends nothing.
  await status.selectOption('Active');
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText(`Change “${name}” from Incomplete to Active?`);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `/tmp/projects-status-confirm-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(status).toHaveValue('Application Pending');
  expect((await api.getProject(project.id)).status).toBe('Application Pending');
  await status.selectOption('Active');
  await ask.getByRole('button', { name: 'Set to Active' }).click();
  await expect(page.getByText(`${name} is now Active`)).toBeVisible();
  await expect.poll(async () => (await api.getProject(project.id)).status).toBe('Active');

  const booking = page.getByRole('switch', { name: `Booking amount required for ${name}` });
  await expect(booking).toHaveAttribute('aria-checked', 'false');
  await booking.click();
  await expect(ask).toContainText(`Require a booking amount for “${name}”?`);
  await ask.getByRole('button', { name: 'Require booking amount' }).click();
  await expect(booking).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => (await api.getProject(project.id)).is_booking_amount_required).toBe(true);

  const waitlist = page.getByRole('switch', { name: `Join waitlist for ${name}` });
  await waitlist.click();
  await expect(ask).toContainText(`Open the waitlist for “${name}”?`);
  await ask.getByRole('button', { name: 'Open waitlist' }).click();
  await expect(waitlist).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => (await api.getProject(project.id)).join_waitlist).toBe(true);

  // The next flag change fails slowly: shown at once, then rolled back with the spec's message.
  await page.route(`**/api/v2/project/status/${project.id}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fulfill({ status: 500, json: {} });
  });
  await waitlist.click();
  await ask.getByRole('button', { name: 'Close waitlist' }).click();
  await expect(waitlist).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Failed to update join waitlist status')).toBeVisible();
  await expect(waitlist).toHaveAttribute('aria-checked', 'true');
  await page.unroute(`**/api/v2/project/status/${project.id}`);
  expect((await api.getProject(project.id)).join_waitlist).toBe(true);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Delete the project “${name}”?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(projectRows(page)).toHaveCount(1);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete project' }).click();
  await expect(page.getByText(`${name} deleted`)).toBeVisible();
  await expect(page.getByText('No projects match these filters')).toBeVisible();
  await expect(api.getProject(project.id)).rejects.toThrow(/404/);
});

test('deleting a project that orders hold says why and keeps it', async ({ page }) => {
  const api = await adminApi();
  // Orders cannot be created through the API, so this reads (and leaves unchanged) a seeded order's project.
  const [order] = await api.call<{ property_id: number; property_name: string }[]>('GET', '/v2/order?limit=1');
  if (!order) throw new Error('the seed has no orders');
  const held = await api.getProject(order.property_id);

  await page.goto(`/?search=${encodeURIComponent(held.name)}`);
  await page
    .getByRole('button', { name: `Delete ${held.name}` })
    .first()
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete project' }).click();
  await expect(page.getByText('Project has orders and cannot be hard-deleted')).toBeVisible();
  expect((await api.getProject(held.id)).id).toBe(held.id);
});

test('search and status filter live in the URL, and Back restores each step', async ({ page }) => {
  const prefix = `Filter ${uniqueSuffix()}`;
  const api = await adminApi();
  const live = await api.createProject({ name: `${prefix} Live`, property_type_id: 3 });
  await api.setProjectStatus(live.id, 'Active');
  await api.createProject({ name: `${prefix} Draft`, property_type_id: 4 });

  await page.goto('/');
  await page.getByLabel('Search by title').fill(prefix);
  await expect.poll(() => searchParam(page, 'search')).toBe(prefix);
  await expect(projectRows(page)).toHaveCount(2);

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Active' });
  await expect.poll(() => searchParam(page, 'status')).toBe('Active');
  await expect(projectRows(page)).toHaveCount(1);
  await expect(projectRows(page).first()).toContainText(`${prefix} Live`);

  await page.reload();
  await expect(projectRows(page)).toHaveCount(1);
  await expect(page.getByLabel('Search by title')).toHaveValue(prefix);

  await page.goBack();
  await expect.poll(() => searchParam(page, 'status')).toBeNull();
  await expect(projectRows(page)).toHaveCount(2);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('');

  await page.goBack();
  await expect.poll(() => searchParam(page, 'search')).toBeNull();
  await expect(page.getByLabel('Search by title')).toHaveValue('');

  await page.setViewportSize({ width: 700, height: 800 });
  await page.screenshot({ path: '/tmp/projects-project-list-narrow.png', fullPage: true });
});

test('a row changed by someone else since the list loaded: its toggle is refused with the server’s message and rolls back', async ({
  page,
}) => {
  const name = `Stale ${uniqueSuffix()} Row`;
  const api = await adminApi();
  const project = await api.createProject({ name });

  await page.goto(`/?search=${encodeURIComponent(name)}`);
  const waitlist = page.getByRole('switch', { name: `Join waitlist for ${name}` });
  await expect(waitlist).toHaveAttribute('aria-checked', 'false');
  // Another staff member changes the project after this page loaded it.
  await api.call('PUT', `/v2/project/status/${project.id}`, { is_booking_amount_required: true });

  await waitlist.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Open waitlist' }).click();
  await expect(
    page.getByText(
      new RegExp(`Project was changed by someone else since you opened it \\(now version ${project.version + 1}\\)`),
    ),
  ).toBeVisible();
  await expect(waitlist).toHaveAttribute('aria-checked', 'false');
  expect((await api.getProject(project.id)).join_waitlist).toBe(false);
  // The list, reloaded after the refusal, carries the new version: the next toggle applies.
  await expect(page.getByRole('switch', { name: `Booking amount required for ${name}` })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await waitlist.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Open waitlist' }).click();
  await expect(page.getByText(`Join waitlist on for ${name}`)).toBeVisible();
  await expect.poll(async () => (await api.getProject(project.id)).join_waitlist).toBe(true);
});
