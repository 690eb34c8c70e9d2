// Access control in the browser: a staff user sees their role and what it lets them do,
// and a call the API refuses for a missing permission shows a message naming it, without a token
// refresh and without signing the user out.
import { PERMISSIONS } from '@admin/api-client/contract';
import { apiUrl } from '../support/suite';
import { expect, test } from '../support/fixtures';
import { KEYS, signInViaApi, STAFF_PHONES, storageStateWith } from '../support/session';
import { seriousViolations } from '../support/axe';
import { adminApi } from '../support/projects-data';
import { registerCustomer } from '../support/people';
import { uniqueSuffix } from '../support/api';

test.describe('signed in as Support', () => {
  test.use({
    storageState: async ({ browserName: _browserName }, provide) => {
      await provide(storageStateWith(await signInViaApi(STAFF_PHONES.support)));
    },
  });

  test('the profile shows the role and the permissions it grants, and nothing more', async ({ page }) => {
    await page.goto('/profile');
    const permissions = page.getByRole('region', { name: 'What your role (Support) lets you do' });
    await expect(permissions).toBeVisible();
    // In words only: staff never read a permission's key.
    await expect(permissions.getByRole('listitem')).toHaveText([
      'See projects and their risk items',
      'See companies',
      'See orders, payments and cancel requests',
      'See customers and their portfolios',
      'Add comments on customers',
      'Send messages to customers',
      'See configuration',
      'See templates',
    ]);
    await expect(permissions).not.toContainText('kyc.decide');
    await expect(permissions).not.toContainText('employees.write');
    await page.screenshot({ path: 'test-results/access-support-profile.png', fullPage: true });
  });

  test('one calm not-allowed card in staff words; a read-only project is titled "Project"; Support comments on a customer for Compliance', async ({
    page,
  }) => {
    const { accessToken: adminToken } = await signInViaApi();
    const project = await (await adminApi()).createProject({ name: `Calm ${uniqueSuffix()} Film` });
    const customer = await registerCustomer(adminToken, 'Calm Customer');
    const permissionKey = /\b(projects|companies|orders|customers|employees|cancel|kyc)\.(read|write|decide|comment)\b/;

    // A form the role may not fill: the same card as a page it may not open, not a red alert.
    for (const [path, label] of [
      ['/add-project', 'Create, edit, change status of and delete projects'],
      ['/add-company', 'Create and edit companies'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible();
      await expect(page.getByText(`Your role does not include “${label}”.`, { exact: false })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText(permissionKey);
    }
    expect(await seriousViolations(page)).toEqual([]);

    // A record the role may only read is titled as such, and says why once.
    await page.goto(`/edit-project/${project.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Project: ${project.name}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Edit/ })).toHaveCount(0);
    await expect(
      page.getByText(
        'You can see this project but not change it. Your role does not include “Create, edit, change status of and delete projects”.',
      ),
    ).toBeVisible();
    await expect(page.locator('main')).not.toContainText(permissionKey);
    expect(await seriousViolations(page)).toEqual([]);

    // Support leaves a note for Compliance on the customer (customers.comment), without editing the account.
    await page.goto(`/customers-profile/${customer.id}?tab=comments`);
    await page.getByLabel('Add a comment').fill('Customer called twice about the PAN check');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await expect(page.getByText('Comment added')).toBeVisible();
    const comments = page.getByRole('region', { name: 'Comments' });
    await expect(comments.getByText('Customer called twice about the PAN check')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Deactivate/ })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    // Compliance reads it on the record.
    const compliance = await signInViaApi(STAFF_PHONES.compliance);
    const read = await fetch(`${apiUrl}/v2/customer/${customer.id}`, {
      headers: { authorization: `Bearer ${compliance.accessToken}` },
    });
    const { data } = (await read.json()) as { data: { comments: { comment: string }[] } };
    expect(data.comments.map((c) => c.comment)).toContain('Customer called twice about the PAN check');
  });

  test('a deep link to a page the role may not open says so calmly; its tabs and links are not shown', async ({
    page,
  }) => {
    const employeeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v2/admin/employee')) employeeCalls.push(request.url());
    });
    await page.goto('/employee');
    await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible();
    await expect(
      page.getByText(
        'Your role does not include “See employees”. If your work needs it, ask an Admin to add it to your role.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Missing permission')).toHaveCount(0);
    expect(employeeCalls).toEqual([]);
    for (const [width, height] of [
      [1440, 900],
      [1024, 768],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `test-results/screens/support_no-access_${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // "How to get access" leads to the staff help.
    await page.getByRole('link', { name: 'How to get access' }).click();
    await expect(page).toHaveURL('/getting-started#get-access');
    await expect(page.getByRole('heading', { level: 2, name: 'How to get access' })).toBeInViewport();

    // The People section shows Support no staff tabs (a row left with one tab is not shown).
    await page.goto('/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Employees' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Roles' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Customers, employees and roles' })).toHaveCount(0);
    // Projects: no Fee management tab without fees.read.
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Project sections' }).getByRole('link')).toHaveText([
      'Project List',
      'Properties',
    ]);
  });

  test('a forbidden call shows the missing permission, costs no refresh and keeps the session', async ({ page }) => {
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/refresh')) refreshes.push(request.url());
    });
    // Force a call Support may not make: the profile's own request is sent to the employee list
    // instead, so the real API answers it (403, code 'forbidden') through the app's real client.
    await page.route('**/api/auth/me', (route) => route.continue({ url: `${apiUrl}/v2/admin/employee` }));
    const forbidden = page.waitForResponse((response) => response.status() === 403);

    await page.goto('/profile');
    expect(await (await forbidden).json()).toEqual({
      message: 'Missing permission: employees.read',
      code: 'forbidden',
      permission: 'employees.read',
    });

    // The screen says it in staff words, never the permission's key.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your role does not include “See employees”.' }),
    ).toBeVisible();
    await expect(page.getByText('employees.read')).toHaveCount(0);
    await expect(page).toHaveURL('/profile');
    expect(refreshes).toEqual([]);
    const stored = await page.evaluate(
      (keys) => [localStorage.getItem(keys.accessToken), localStorage.getItem(keys.refreshToken)],
      KEYS,
    );
    expect(stored.every((value) => typeof value === 'string' && value !== '')).toBe(true);

    // The session still works: without the forced call the profile loads.
    await page.unroute('**/api/auth/me');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'What your role (Support) lets you do' })).toBeVisible();
    expect(refreshes).toEqual([]);
  });
});

test('the seeded Admin sees every permission on the profile', async ({ page }) => {
  await page.goto('/profile');
  const permissions = page.getByRole('region', { name: 'What your role (Admin) lets you do' });
  // Every permission of the contract, each once.
  await expect(permissions.getByRole('listitem')).toHaveCount(PERMISSIONS.length);
  await expect(permissions).toContainText('Add, edit and delete employees');
  await expect(permissions).toContainText('Create and edit roles and their permissions');
  await expect(permissions).toContainText('Approve or reject KYC');
  await expect(permissions).toContainText('See the activity of every record and person');
});
