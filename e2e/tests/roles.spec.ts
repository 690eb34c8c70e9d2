// Roles journey: a role created on the Roles screen with two permissions; an
// employee holding it sees and may do exactly that, in the screens and at the API.
import type { Role } from '@admin/api-client';
import { callApi, uniqueSuffix } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createEmployee, registerCustomer } from '../support/people';
import { signInViaApi, storageStateWith } from '../support/session';
import { scrollToRow } from '../support/long-page';

test('create a role with two permissions; an employee with it is limited to them', async ({ page, browser }) => {
  const admin = await signInViaApi();
  const roleName = `E2E Viewer ${uniqueSuffix()}`;

  await page.goto('/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await dialog.getByLabel(/^Name/).fill(roleName);
  await dialog.getByLabel('Description').fill('Reads customers and employees');
  await dialog.getByRole('group', { name: 'Customers' }).getByLabel('See customers and their portfolios').check();
  await dialog.getByRole('group', { name: 'Employees and roles' }).getByLabel('See employees').check();
  await page.screenshot({ path: '/tmp/customers-role-form.png' });
  await dialog.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByText(`Role ${roleName} created`)).toBeVisible();

  const roles = await callApi<Role[]>(admin.accessToken, 'GET', '/role?limit=100');
  const role = roles.find((r) => r.name === roleName) as Role & { permissions: string[] };
  expect(role.permissions).toEqual(['customers.read', 'employees.read']);
  // Roles list oldest first; other journeys add roles too, so show them all.
  await page.goto('/roles?limit=100');
  // The newest role is the page's last row: a long page draws its rows as its box scrolls to them.
  await scrollToRow(
    page.getByRole('region', { name: 'Roles' }),
    page.getByRole('list', { name: `Permissions of ${roleName}` }),
  );
  // Permissions read as words; the code is in each one's tooltip.
  await expect(page.getByRole('list', { name: `Permissions of ${roleName}` }).getByRole('listitem')).toHaveText([
    'See customers and their portfolios',
    'See employees',
  ]);
  await page.screenshot({ path: '/tmp/customers-roles.png', fullPage: true });

  const customer = await registerCustomer(admin.accessToken, 'E2E Limited View');
  const viewer = await createEmployee(admin.accessToken, { role: role.id });
  const session = await signInViaApi(viewer.phone);
  const context = await browser.newContext({ storageState: storageStateWith(session) });
  const limited = await context.newPage();

  // customers.read: the list and the profile, but nothing that changes them, and PAN stays masked.
  await limited.goto(`/customers?search=${encodeURIComponent(customer.name)}`);
  await expect(
    limited.getByRole('table', { name: 'Customers' }).getByRole('link', { name: customer.name, exact: true }),
  ).toBeVisible();
  await limited.goto(`/customers-profile/${customer.id}`);
  await expect(limited.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  await expect(limited.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await expect(limited.getByRole('button', { name: 'Deactivate' })).toBeDisabled();
  await expect(limited.getByRole('button', { name: 'Show PAN and bank details' })).toBeDisabled();
  await limited.getByRole('tab', { name: 'KYC' }).click();
  await expect(limited.getByRole('button', { name: 'Approve PAN verification' })).toBeDisabled();
  await limited.getByRole('tab', { name: /Comments/ }).click();
  await expect(limited.getByLabel('Add a comment')).toHaveCount(0);

  // employees.read: the list, but no adding or deleting, and no changing roles.
  await limited.goto('/employee');
  await expect(limited.getByRole('table', { name: 'Employees' })).toBeVisible();
  await expect(limited.getByRole('button', { name: 'Add employee' })).toBeDisabled();
  await limited.goto('/roles');
  await expect(limited.getByRole('button', { name: 'New role' })).toBeDisabled();
  await limited.screenshot({ path: '/tmp/customers-limited-roles.png', fullPage: true });

  // The API holds the same line: anything outside the two permissions is refused.
  await expect(
    callApi(session.accessToken, 'PUT', `/v2/customer/${customer.id}`, { comment: 'Not allowed' }),
  ).rejects.toThrow(/403/);
  await expect(callApi(session.accessToken, 'GET', '/v2/order')).rejects.toThrow(/403/);
  expect(
    (
      await callApi<{ id: number }[]>(
        session.accessToken,
        'GET',
        `/users/filter?search=${encodeURIComponent(customer.name)}`,
      )
    ).map((c) => c.id),
  ).toEqual([customer.id]);
  await context.close();
});
