// Saved views shared with the team (docs/architecture.md, "Saved views"): an Operations officer shares
// their view of the companies list (a search and a status); a Support colleague, in another browser,
// sees it under Team views with its owner's name, opens it and gets the same filters in the URL and the
// same rows; copies it to their own views. Then the owner deletes it after the row asks. The journey
// makes its own companies and its own view name.
import type { Browser, Page } from '@playwright/test';
import { callApi, uniqueSuffix } from '../support/api';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { adminApi } from '../support/projects-data';
import { signInViaApi, STAFF_PHONES, storageStateWith } from '../support/session';

const SHOTS = 'test-results/shared-views';

async function signedInAs(browser: Browser, phone: string): Promise<{ page: Page; name: string }> {
  const session = await signInViaApi(phone);
  const context = await browser.newContext({ storageState: storageStateWith(session) });
  const me = await callApi<{ name: string }>(session.accessToken, 'GET', '/auth/me');
  return { page: await context.newPage(), name: me.name };
}

const companyRows = (page: Page) => page.getByRole('table').getByRole('row').filter({ hasText: 'LLP' });

test('a view one staff member shares opens with the same filters for a colleague, who copies it to their own', async ({
  browser,
}) => {
  test.slow();
  const prefix = `Shared ${uniqueSuffix()}`;
  const api = await adminApi();
  await api.createCompany({ name: `${prefix} Active LLP` });
  const dormant = await api.createCompany({ name: `${prefix} Dormant LLP` });
  await api.call('PUT', `/v2/company/${dormant.id}`, { status: 'Inactive' });
  const viewName = `Dormant ${prefix}`;

  // The Operations officer filters the list and shares it with the team.
  const owner = await signedInAs(browser, STAFF_PHONES.operations);
  await owner.page.goto(`/company?search=${encodeURIComponent(prefix)}&status=Inactive&sort=name`);
  await expect(companyRows(owner.page)).toHaveCount(1);
  await owner.page.getByRole('button', { name: 'Views' }).click();
  const ownerMenu = owner.page.getByRole('group', { name: 'Saved views' });
  await ownerMenu.getByRole('textbox', { name: 'View name' }).fill(viewName);
  await ownerMenu.getByRole('button', { name: 'Share with the team' }).click();
  await expect(owner.page.getByText(`View “${viewName}” shared with the team`)).toBeVisible();
  const ownerTeam = ownerMenu.getByRole('list', { name: 'Team views' });
  await expect(ownerTeam.getByRole('listitem').filter({ hasText: viewName })).toContainText('by you');
  expect(await seriousViolations(owner.page)).toEqual([]);
  await owner.page.screenshot({ path: `${SHOTS}/owner-shared.png` });

  // A Support colleague, elsewhere on the list, opens it from Team views: the same filters in the URL.
  const colleague = await signedInAs(browser, STAFF_PHONES.support);
  await colleague.page.goto('/company');
  await colleague.page.getByRole('button', { name: 'Views' }).click();
  const menu = colleague.page.getByRole('group', { name: 'Saved views' });
  const row = menu.getByRole('list', { name: 'Team views' }).getByRole('listitem').filter({ hasText: viewName });
  await expect(row).toContainText(`by ${owner.name}`);
  // Not theirs: they may copy it, not rename or delete it.
  await expect(row.getByRole('button', { name: `Delete team view ${viewName}` })).toHaveCount(0);
  expect(await seriousViolations(colleague.page)).toEqual([]);
  await colleague.page.screenshot({ path: `${SHOTS}/colleague-menu.png` });
  // Keyboard: the open button is reached and pressed like any other.
  await row.getByRole('button', { name: `Open team view ${viewName}` }).focus();
  await colleague.page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  const url = new URL(colleague.page.url());
  expect(url.pathname).toBe('/company');
  expect(Object.fromEntries(url.searchParams)).toEqual({ search: prefix, sort: 'name', status: 'Inactive' });
  await expect(companyRows(colleague.page)).toHaveCount(1);
  await expect(companyRows(colleague.page).first()).toContainText(`${prefix} Dormant LLP`);

  // Copied to their own views, it stays when the owner deletes the shared one.
  await colleague.page.getByRole('button', { name: 'Views' }).click();
  await menu.getByRole('button', { name: `Copy team view ${viewName} to my views` }).click();
  await expect(colleague.page.getByText(`View “${viewName}” copied to your views`)).toBeVisible();
  await expect(
    menu.getByRole('list', { name: 'My views' }).getByRole('button', { name: `Open view ${viewName}` }),
  ).toBeVisible();

  await owner.page.getByRole('button', { name: `Delete team view ${viewName}` }).click();
  await expect(ownerMenu.getByText(`Delete “${viewName}”?`)).toBeVisible();
  await ownerMenu.getByRole('button', { name: `Yes, delete team view ${viewName}` }).click();
  await expect(owner.page.getByText(`View “${viewName}” deleted`)).toBeVisible();
  await expect(ownerTeam.getByText(viewName)).toHaveCount(0);

  await colleague.page.reload();
  await colleague.page.getByRole('button', { name: 'Views' }).click();
  await expect(menu.getByRole('button', { name: `Open view ${viewName}` })).toBeVisible();
  await expect(menu.getByRole('button', { name: `Open team view ${viewName}` })).toHaveCount(0);
  await owner.page.context().close();
  await colleague.page.context().close();
});
