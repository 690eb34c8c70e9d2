// Employees journey: add, edit the role (a role that decides waits for a second Admin, who confirms it
// on the same form), refuse demoting yourself, delete. It runs as an Admin of its own (created through
// the API), so nothing it tries can touch the seeded admin.
import type { Browser, Page } from '@playwright/test';
import type { Employee } from '@admin/api-client';
import { callApi, uniquePhone, uniqueSuffix } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createEmployee } from '../support/people';
import { signInViaApi, STAFF_PHONES, storageStateWith } from '../support/session';

async function pageAs(browser: Browser, phone: string): Promise<{ page: Page; token: string; userId: number }> {
  const session = await signInViaApi(phone);
  const context = await browser.newContext({ storageState: storageStateWith(session) });
  return { page: await context.newPage(), token: session.accessToken, userId: session.userId };
}

test('add an employee, change their role (a second Admin confirms one that decides), cannot demote yourself, delete them', async ({
  browser,
}) => {
  const admin = await signInViaApi();
  const me = await createEmployee(admin.accessToken, { role: 1, name: `E2E Admin ${uniqueSuffix()}` });
  const { page, token, userId } = await pageAs(browser, me.phone);
  expect(userId).toBe(me.id);

  await page.goto('/employee');
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  await page.getByRole('link', { name: 'Add employee' }).click();
  await expect(page).toHaveURL('/add-employee');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Employee' })).toBeVisible();

  const name = `E2E Staff ${uniqueSuffix()}`;
  const phone = uniquePhone();
  await page.getByRole('button', { name: 'Add employee' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Email/).fill(`${phone}@example.com`);
  await page.getByLabel(/^Phone/).fill(phone);
  await page.getByLabel(/^Role/).selectOption({ label: 'Manager' });
  await page.getByLabel(/^Status/).selectOption('Inactive');
  await page.getByLabel(/^Join date/).fill('2026-02-01');
  await page.getByLabel(/^Meeting link/).fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Add employee' }).click();
  await expect(page.getByText('Enter a link starting with http:// or https://')).toBeVisible();
  await page.getByLabel(/^Meeting link/).fill('https://meet.example.com/new');
  await page.screenshot({ path: '/tmp/customers-employee-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Add employee' }).click();
  await expect(page.getByText(`${name} added`)).toBeVisible();
  await expect(page).toHaveURL('/employee');

  await page.getByLabel('Search').fill(name);
  const table = page.getByRole('table', { name: 'Employees' });
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Manager');
  await expect(row).toContainText('Inactive');
  await expect(row).toContainText('February 1, 2026');
  const [created] = await callApi<Employee[]>(token, 'GET', `/v2/admin/employee?search=${encodeURIComponent(name)}`);
  expect(created).toMatchObject({ status: 'Inactive', meeting_link: 'https://meet.example.com/new', role: 3 });

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Employee' })).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  // Operations decides refunds: the role waits for a second Admin; the employee stays a Manager.
  await page.getByLabel(/^Role/).selectOption({ label: 'Operations' });
  await page.getByRole('button', { name: 'Save employee' }).click();
  await expect(page.getByText(`${name} saved; the role Operations awaits a second Admin`)).toBeVisible();
  await page.getByLabel('Search').fill(name);
  const waitingRow = table.getByRole('row', { name: new RegExp(name) });
  await expect(waitingRow).toContainText('Manager');
  await expect(waitingRow).toContainText('Operations awaits a second Admin');
  // The asker sees what waits, with the second step disabled, and cannot change the role meanwhile.
  await waitingRow.getByRole('link', { name }).click();
  await expect(page.getByRole('note').filter({ hasText: 'Awaiting second approval' })).toContainText(
    `Awaiting second approval: the role Operations by ${me.name}`,
  );
  await expect(page.getByRole('button', { name: `Confirm the role Operations for ${name}` })).toBeDisabled();
  await expect(page.getByLabel(/^Role/)).toBeDisabled();

  // The seeded Admin, independent of the asker, confirms it on the same form.
  const second = await pageAs(browser, STAFF_PHONES.secondAdmin);
  await second.page.goto(`/edit-employee/${created?.id}`);
  const waitingNote = second.page.getByRole('note').filter({ hasText: 'Awaiting second approval' });
  await expect(waitingNote).toContainText('the role Operations');
  await second.page.screenshot({ path: '/tmp/customers-employee-role-waiting.png', fullPage: true });
  await second.page.getByRole('button', { name: `Confirm the role Operations for ${name}` }).click();
  const dialog = second.page.getByRole('alertdialog', { name: `Give ${name} the role Operations?` });
  await dialog.getByRole('button', { name: 'Confirm the role' }).click();
  await expect(
    second.page.getByText(`${name} now has the role Operations (given by ${me.name}, confirmed)`),
  ).toBeVisible();
  await expect(waitingNote).toHaveCount(0);
  await expect(second.page.getByLabel(/^Role/)).toHaveValue('4');
  await second.page.context().close();
  await page.goto(`/employee?search=${encodeURIComponent(name)}`);
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('Operations');
  await expect(table.getByRole('row', { name: new RegExp(name) })).not.toContainText('awaits a second Admin');

  // Yourself: role and status are locked on the form, and the API refuses the change too.
  await page.goto(`/edit-employee/${me.id}`);
  await expect(page.getByLabel(/^Name/)).toHaveValue(me.name);
  await expect(page.getByLabel(/^Role/)).toBeDisabled();
  await expect(page.getByLabel(/^Status/)).toBeDisabled();
  await expect(page.getByText('You cannot change your own role or status: ask another administrator.')).toBeVisible();
  await expect(callApi(token, 'PUT', `/v2/admin/employee/${me.id}`, { role: 3 })).rejects.toThrow(
    /403 You cannot change your own role or status/,
  );

  await page.goto(`/employee?search=${encodeURIComponent(me.name)}`);
  await expect(table.getByRole('button', { name: `Delete ${me.name}` })).toBeDisabled();

  await page.goto(`/employee?search=${encodeURIComponent(name)}`);
  await table.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await expect(confirm).toContainText(`${name} is removed from the employee list`);
  await page.screenshot({ path: '/tmp/customers-employee-delete.png' });
  await confirm.getByRole('button', { name: 'Delete employee' }).click();
  await expect(page.getByText(`${name} deleted`)).toBeVisible();
  await expect(page.getByText('No employees found')).toBeVisible();
  await page.setViewportSize({ width: 700, height: 900 });
  await page.goto('/employee');
  await page.screenshot({ path: '/tmp/customers-employees-narrow.png', fullPage: true });
  await page.context().close();
});
