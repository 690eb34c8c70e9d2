// Companies (the first screen built on the kit): list, paging and search in the URL, the status
// switch (and its rollback), the one add/edit form with team members and logo, a failed save.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adminApi } from '../support/projects-data';
import { uniqueSuffix } from '../support/api';

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const searchParam = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
const companyName = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true }).first();
// Exact accessible names: a substring match would find 'PAN' in 'Company'.
const text = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const select = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });
const companyRows = (page: Page) => page.getByRole('region', { name: 'Companies' }).locator('tbody tr');

test('companies are searched and paged in the URL, and Back restores each list', async ({ page }) => {
  const prefix = `Paging ${uniqueSuffix()}`;
  const api = await adminApi();
  for (let i = 1; i <= 12; i++) await api.createCompany({ name: `${prefix} ${String(i).padStart(2, '0')} LLP` });

  await page.goto('/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await expect(companyRows(page).first()).toBeVisible();

  await page.getByLabel('Search by name').fill(prefix);
  await expect.poll(() => searchParam(page, 'search')).toBe(prefix);
  await expect(companyRows(page)).toHaveCount(10);
  // Newest first: 12 down to 03 on page 1.
  await expect(companyRows(page).first()).toContainText(`${prefix} 12 LLP`);
  await expect(page.getByText('Showing 1–10 of 12')).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => searchParam(page, 'page')).toBe('2');
  await expect(companyRows(page)).toHaveCount(2);
  await expect(companyRows(page).last()).toContainText(`${prefix} 01 LLP`);

  await page.goBack();
  await expect.poll(() => searchParam(page, 'page')).toBeNull();
  await expect(companyRows(page)).toHaveCount(10);
  await expect(companyRows(page).first()).toContainText(`${prefix} 12 LLP`);

  await page.goBack();
  await expect.poll(() => searchParam(page, 'search')).toBeNull();
  await expect(page.getByLabel('Search by name')).toHaveValue('');

  await page.screenshot({ path: '/tmp/projects-company-list.png' });
  await page.setViewportSize({ width: 700, height: 800 });
  await page.screenshot({ path: '/tmp/projects-company-list-narrow.png', fullPage: true });
});

test('the status switch asks first (Cancel changes nothing), applies once confirmed, and rolls back with a toast when the API refuses', async ({
  page,
}) => {
  const name = `Toggle ${uniqueSuffix()} LLP`;
  const api = await adminApi();
  const company = await api.createCompany({ name });

  await page.goto(`/company?search=${encodeURIComponent(name)}`);
  const active = page.getByRole('switch', { name: `Active: ${name}` });
  await expect(active).toHaveAttribute('aria-checked', 'true');
  // Customers see the change, so it asks first, naming the company; Cancel sends nothing.
  await active.click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText(`Deactivate “${name}”?`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(active).toHaveAttribute('aria-checked', 'true');
  expect((await api.getCompany(company.id)).status).toBe('Active');
  await active.click();
  await ask.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(active).toHaveAttribute('aria-checked', 'false');
  await expect.poll(async () => (await api.getCompany(company.id)).status).toBe('Inactive');

  // The next PUT fails slowly: the switch flips at once, then flips back with the fallback toast.
  await page.route(`**/api/v2/company/${company.id}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fulfill({ status: 500, json: {} });
  });
  await active.click();
  await expect(ask).toContainText(`Activate “${name}”?`);
  await ask.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(active).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Failed to update company status')).toBeVisible();
  await expect(active).toHaveAttribute('aria-checked', 'false');
  expect((await api.getCompany(company.id)).status).toBe('Inactive');
});

async function fillTeamMember(page: Page, index: number, member: { name: string; role: string; email: string }) {
  const row = page.getByRole('listitem', { name: `Team member ${index}` });
  await text(row, 'Name').fill(member.name);
  await select(row, 'Role').selectOption(member.role);
  await text(row, 'Email').fill(member.email);
}

test('a company is created with a logo and two team members, reopened showing both, and edited', async ({ page }) => {
  const name = `Banyan ${uniqueSuffix()} Partners`;
  await page.goto('/company');
  await page.getByRole('link', { name: 'Add company' }).first().click();
  await expect(page).toHaveURL(/\/add-company$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Company' })).toBeVisible();

  // Validated before sending: no name, no type.
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('Enter the company name')).toBeVisible();
  await expect(page.getByText('Choose a company type')).toBeVisible();

  await companyName(page).fill(name);
  await select(page, 'Company type').selectOption('Partnership');
  await select(page, 'Certificate type').selectOption('Partner Share Certificate');
  await select(page, 'Ownership type').selectOption('partnership');
  await text(page, 'PAN').fill('ABCDE1234F');
  await text(page, 'GSTIN').fill('27ABCDE1234F1Z5');
  await text(page, 'Email').first().fill('hello@banyan.example.com');
  await text(page, 'City').fill('Pune');
  await page.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Logo: current file' })).toBeVisible();

  await page.getByRole('button', { name: 'Add team member' }).click();
  await fillTeamMember(page, 1, { name: 'Asha Rao', role: 'Manager', email: 'asha@banyan.example.com' });
  await page.getByRole('button', { name: 'Add team member' }).click();
  await fillTeamMember(page, 2, { name: 'Dev Mehta', role: 'Board Member', email: 'dev@banyan.example.com' });
  await page.screenshot({ path: '/tmp/projects-company-form.png', fullPage: true });

  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('Company created')).toBeVisible();
  await expect(page).toHaveURL(/\/company$/);

  await page.getByLabel('Search by name').fill(name);
  await expect.poll(() => searchParam(page, 'search')).toBe(name);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/edit-company\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Company' })).toBeVisible();
  await expect(select(page, 'Company type')).toHaveValue('Partnership');
  const first = page.getByRole('listitem', { name: 'Team member 1' });
  const second = page.getByRole('listitem', { name: 'Team member 2' });
  await expect(text(first, 'Name')).toHaveValue('Asha Rao');
  await expect(select(first, 'Role')).toHaveValue('Manager');
  await expect(text(second, 'Name')).toHaveValue('Dev Mehta');
  await expect(select(second, 'Role')).toHaveValue('Board Member');

  await text(page, 'City').fill('Mumbai');
  await select(second, 'Role').selectOption('Advisor');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Company updated')).toBeVisible();
  await expect(page).toHaveURL(/\/company$/);

  const api = await adminApi();
  const saved = await api.getCompany(id);
  expect(saved).toMatchObject({ name, type: 'Partnership', city: 'Mumbai', pan_number: 'ABCDE1234F' });
  expect(saved.logo).toMatch(/\/ipfs\/bafkrei/);
  expect(saved.team_members.map((m) => `${m.name}/${m.role}`)).toEqual(['Asha Rao/Manager', 'Dev Mehta/Advisor']);
});

test('a save that fails keeps every field as typed, and the next try saves', async ({ page }) => {
  const name = `Kept ${uniqueSuffix()} LLP`;
  await page.goto('/add-company');
  await companyName(page).fill(name);
  await select(page, 'Company type').selectOption('LLP');
  await select(page, 'Certificate type').selectOption('LLP Certificate');
  await text(page, 'Registration number').fill('AAB-1234');
  await text(page, 'Phone').fill('9876543210');
  await page.getByRole('button', { name: 'Add team member' }).click();
  await fillTeamMember(page, 1, { name: 'Nia Kapoor', role: 'Advisor', email: 'nia@kept.example.com' });

  // The API is unreachable for this one call.
  await page.route('**/api/v2/company', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
  );
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Network Error' })).toBeVisible();
  await expect(page).toHaveURL(/\/add-company$/);
  await expect(companyName(page)).toHaveValue(name);
  await expect(select(page, 'Company type')).toHaveValue('LLP');
  await expect(select(page, 'Certificate type')).toHaveValue('LLP Certificate');
  await expect(text(page, 'Registration number')).toHaveValue('AAB-1234');
  await expect(text(page, 'Phone')).toHaveValue('9876543210');
  const member = page.getByRole('listitem', { name: 'Team member 1' });
  await expect(text(member, 'Name')).toHaveValue('Nia Kapoor');
  await expect(select(member, 'Role')).toHaveValue('Advisor');
  await expect(text(member, 'Email')).toHaveValue('nia@kept.example.com');

  await page.unroute('**/api/v2/company');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('Company created')).toBeVisible();
});
