// Access control on the project list: Support sees projects but no delete, edit or status controls, and a
// write forced past the screen is refused by the API with a message naming the permission;
// an Admin sees every control.
import { expect, test } from '../support/fixtures';
import { adminApi } from '../support/projects-data';
import { uniqueSuffix } from '../support/api';
import { signInViaApi, STAFF_PHONES, storageStateWith } from '../support/session';
import { apiUrl } from '../support/suite';

let projectName = '';
let projectId = 0;

test.beforeAll(async () => {
  projectName = `Access ${uniqueSuffix()} Film`;
  projectId = (await (await adminApi()).createProject({ name: projectName })).id;
});

test.describe('signed in as Support', () => {
  test.use({
    storageState: async ({ browserName: _browserName }, provide) => {
      await provide(storageStateWith(await signInViaApi(STAFF_PHONES.support)));
    },
  });

  test('the project list shows projects without delete, edit or status controls', async ({ page }) => {
    await page.goto(`/?search=${encodeURIComponent(projectName)}`);
    const row = page.getByRole('region', { name: 'Projects' }).locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Incomplete');
    await expect(page.getByRole('button', { name: 'Add project' })).toBeDisabled();
    await expect(row.getByRole('switch')).toHaveCount(0);
    await expect(row.getByRole('combobox')).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Delete ${projectName}` })).toHaveCount(0);
    await expect(row.getByRole('link')).toHaveCount(0);
    await page.screenshot({ path: '/tmp/projects-support-list.png' });
  });

  test('the disabled Add project says why, on hover and on keyboard focus', async ({ page }) => {
    // The tooltip's code (Radix, floating-ui) is fetched on the first hover or focus, not with the page.
    await page.goto('/');
    const add = page.getByRole('button', { name: 'Add project' });
    await expect(add).toBeDisabled();
    await add.hover({ force: true });
    await expect(page.getByRole('tooltip')).toHaveText(
      'Your role does not include “Create, edit, change status of and delete projects”.',
    );
    await page.screenshot({
      path: '/tmp/projects-support-tooltip.png',
      clip: { x: 780, y: 0, width: 500, height: 220 },
    });
    await page.mouse.move(640, 700, { steps: 5 });
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    // Keyboard: the wrapper around the disabled button takes focus and shows the same hint.
    // (The section tabs sit below the header: its actions come just before the first tab.)
    await page
      .getByRole('navigation', { name: 'Project sections' })
      .getByRole('link', { name: 'Project List' })
      .focus();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('tooltip')).toHaveText(
      'Your role does not include “Create, edit, change status of and delete projects”.',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('a status change forced past the screen is refused, and the list says which permission is missing', async ({
    page,
  }) => {
    // The list's own request is turned into the write Support may not make, so the real API answers it.
    await page.route('**/api/v2/admin/project?*', (route) =>
      route.continue({
        url: `${apiUrl}/v2/project/status/${projectId}`,
        method: 'PUT',
        headers: { ...route.request().headers(), 'content-type': 'application/json' },
        postData: JSON.stringify({ property_id: projectId, status: 'Inactive' }),
      }),
    );
    const refused = page.waitForResponse((response) => response.url().includes(`/v2/project/status/${projectId}`));
    await page.goto(`/?search=${encodeURIComponent(projectName)}`);
    expect((await refused).status()).toBe(403);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Your role does not include “Create, edit, change status of and delete projects”.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/\?search=/);
    expect((await (await adminApi()).getProject(projectId)).status).toBe('Application Pending');
  });
});

test('signed in as Admin, the same row has its status, flag, edit and delete controls', async ({ page }) => {
  await page.goto(`/?search=${encodeURIComponent(projectName)}`);
  const row = page.getByRole('region', { name: 'Projects' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.getByLabel(`Change status of ${projectName}`)).toBeVisible();
  await expect(row.getByRole('switch')).toHaveCount(2);
  await expect(row.getByRole('link', { name: `Edit ${projectName}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Delete ${projectName}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add project' })).toBeVisible();
});
