// Live lists beyond orders (docs/live.md, "What screens do"), two staff in two browsers: what one
// changes shows on the other's open list within 2 s, with no reload: a row still in the list updates
// in place; a row that leaves it (decided, moved out of the filters) stays, marked with who, showing
// its new status, and the pager counts the rows on screen; a record one creates shows on the other's
// list as "1 new · Show", and Show brings it in. The KYC review queue's sidebar count follows too.
import type { Browser, Page } from '@playwright/test';
import { callApi, uniqueSuffix } from '../support/api';
import { expect, test } from '../support/fixtures';
import { SAMPLE_PHOTO, uploadEvidence } from '../support/kyc-evidence';
import { confirmKycAsSecondOfficer, createEmployee, customerVersion, registerCustomer } from '../support/people';
import { adminApi } from '../support/projects-data';
import { ADMIN, signInViaApi, STAFF_PHONES, storageStateWith } from '../support/session';

/** A page signed in as the staff user with this phone. */
async function signedInAs(browser: Browser, phone?: string): Promise<Page> {
  const session = await signInViaApi(phone);
  const context = await browser.newContext({ storageState: storageStateWith(session) });
  return context.newPage();
}

/** Opens `path` and resolves once the page's live stream is open (the shell opens it after the first screen is idle). */
async function openLive(page: Page, path: string): Promise<void> {
  const opened = page.waitForResponse(
    (response) => response.url().endsWith('/api/live/events') && response.status() === 200,
    { timeout: 20_000 },
  );
  await page.goto(path);
  await opened;
}

/** Fails the test if the page navigates (a reload would hide what live updates do). */
function watchReloads(page: Page): () => boolean {
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  return () => reloaded;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const kycCount = async (page: Page) =>
  Number(
    /: (\d+) waiting$/.exec(
      (await nav(page)
        .getByRole('link', { name: /^KYC to review: \d+ waiting$/ })
        .getAttribute('aria-label')) ?? '',
    )?.[1],
  );
const LIVE = { timeout: 2_000 };

/** A record someone else added: counted as "1 new · Show" within 2 s, not slipped into the table, until Show brings it in. */
async function showsAsNew(page: Page, name: string): Promise<void> {
  const show = page.getByRole('button', { name: '1 new · Show' });
  await expect(show).toBeVisible(LIVE);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await show.click();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await expect(show).toHaveCount(0);
}

test('customers: a KYC decision by one officer shows on the other’s open review queue within 2 s (in place, then marked with its new status), and the sidebar count follows', async ({
  browser,
}) => {
  const { accessToken: adminToken } = await signInViaApi();
  const customer = await registerCustomer(adminToken, `Live KYC ${uniqueSuffix()}`);
  await uploadEvidence(adminToken, customer.id, 'pan', [SAMPLE_PHOTO]);

  // The watcher: a Compliance officer with the review queue open on this customer.
  const watcher = await signedInAs(browser, STAFF_PHONES.compliance);
  await openLive(watcher, `/customers?awaiting_review=true&search=${encodeURIComponent(customer.name)}`);
  const row = watcher.getByRole('row').filter({ hasText: customer.name });
  await expect(row).toBeVisible();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(watcher.getByText('Showing 1–1 of 1')).toBeVisible();
  const waiting = nav(watcher).getByRole('link', { name: /^KYC to review: \d+ waiting$/ });
  await expect(waiting).toBeVisible({ timeout: 15_000 });
  const before = await kycCount(watcher);
  const reloaded = watchReloads(watcher);

  // The Admin rejects the PAN check: a first decision, the customer still waits in the queue. The row
  // updates in place.
  await callApi(
    adminToken,
    'PUT',
    `/v2/customer/${customer.id}/kyc`,
    { verification: 'pan', status: 'rejected', comment: 'The photo is blurred' },
    await customerVersion(adminToken, customer.id),
  );
  await expect(row.getByText('Awaiting second approval')).toBeVisible(LIVE);
  await expect(row).not.toHaveAttribute('data-marked');

  // The second officer confirms it: the customer leaves the queue. On the watcher's screen the row
  // stays, marked with who decided, showing the decision's status; the pager counts the row shown.
  await confirmKycAsSecondOfficer(customer.id, 'pan');
  const secondOfficer = await callApi<{ name: string }>(
    (await signInViaApi(STAFF_PHONES.secondCompliance)).accessToken,
    'GET',
    '/auth/me',
  );
  await expect(watcher.getByText(`Decided by ${secondOfficer.name}`)).toBeVisible(LIVE);
  await expect(row).toHaveAttribute('data-marked');
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible(LIVE);
  await expect(watcher.getByText('Showing 1–1 of 1')).toBeVisible();
  // The sidebar's count of the queue went down with it, with no reload.
  await expect(waiting).toHaveAttribute('aria-label', `KYC to review: ${before - 1} waiting`, LIVE);
  expect(reloaded()).toBe(false);
  await watcher.screenshot({ path: 'test-results/live/kyc-queue-after-decision.png', fullPage: true });

  // Fetched again, the queue no longer holds it.
  await watcher.reload();
  await expect(watcher.getByText('No customers found')).toBeVisible({ timeout: 15_000 });
});

test('employees: an employee one Admin adds shows on the other’s open list as "1 new · Show", and a change shows in place within 2 s', async ({
  browser,
}) => {
  const { accessToken: adminToken } = await signInViaApi();
  const prefix = `Live Staff ${uniqueSuffix()}`;
  const first = await createEmployee(adminToken, { role: 6, name: `${prefix} One` });

  const watcher = await signedInAs(browser, STAFF_PHONES.secondAdmin);
  await openLive(watcher, `/employee?search=${encodeURIComponent(prefix)}`);
  const firstRow = watcher.getByRole('row').filter({ hasText: first.name });
  await expect(firstRow.getByText('Active', { exact: true })).toBeVisible();
  const reloaded = watchReloads(watcher);

  // A change by the other Admin: the row updates in place.
  const { version } = await callApi<{ version: number }>(adminToken, 'GET', `/v2/admin/employee/${first.id}`);
  await callApi(adminToken, 'PUT', `/v2/admin/employee/${first.id}`, { status: 'Inactive' }, version);
  await expect(firstRow.getByText('Inactive', { exact: true })).toBeVisible(LIVE);
  await expect(firstRow).not.toHaveAttribute('data-marked');

  // One they add: counted, not slipped into the table.
  const second = await createEmployee(adminToken, { role: 6, name: `${prefix} Two` });
  await showsAsNew(watcher, second.name);
  expect(reloaded()).toBe(false);
});

test('projects: a status one staff member changes in their browser shows on the other’s open list within 2 s, and a new project as "1 new · Show"', async ({
  browser,
}) => {
  const api = await adminApi();
  const prefix = `Live Project ${uniqueSuffix()}`;
  const project = await api.createProject({ name: `${prefix} One` });
  await api.setProjectStatus(project.id, 'Active');

  const watcher = await signedInAs(browser, STAFF_PHONES.secondAdmin);
  await openLive(watcher, `/?search=${encodeURIComponent(prefix)}`);
  const status = watcher.getByRole('combobox', { name: `Change status of ${project.name}` });
  await expect(status).toHaveValue('Active');
  const reloaded = watchReloads(watcher);

  // The Admin, in a browser of their own, deactivates it.
  const actor = await signedInAs(browser, ADMIN.phone);
  await actor.goto(`/?search=${encodeURIComponent(prefix)}`);
  await actor.getByRole('combobox', { name: `Change status of ${project.name}` }).selectOption('Inactive');
  await actor.getByRole('button', { name: 'Set to Inactive' }).click();
  await expect(actor.getByRole('combobox', { name: `Change status of ${project.name}` })).toHaveValue('Inactive');

  await expect(status).toHaveValue('Inactive', LIVE);
  await expect(watcher.getByRole('row').filter({ hasText: project.name })).not.toHaveAttribute('data-marked');

  // A project the Admin adds: counted until Show.
  const added = await api.createProject({ name: `${prefix} Two` });
  await showsAsNew(watcher, added.name);
  expect(reloaded()).toBe(false);
});

test('companies: one deactivated by another staff member stays on the Active filter marked, showing Inactive, and a new one shows as "1 new · Show"', async ({
  browser,
}) => {
  const api = await adminApi();
  const prefix = `Live Company ${uniqueSuffix()}`;
  const company = await api.createCompany({ name: `${prefix} One` });
  const other = await api.createCompany({ name: `${prefix} Two` });

  const watcher = await signedInAs(browser, STAFF_PHONES.secondAdmin);
  await openLive(watcher, `/company?search=${encodeURIComponent(prefix)}&status=Active`);
  const active = watcher.getByRole('switch', { name: `Active: ${company.name}` });
  await expect(active).toHaveAttribute('aria-checked', 'true');
  await expect(watcher.getByText('Showing 1–2 of 2')).toBeVisible();
  const reloaded = watchReloads(watcher);

  // Deactivated by the Admin: out of the Active filter, but not out from under the watcher's pointer.
  await api.call('PUT', `/v2/company/${company.id}`, { status: 'Inactive' });
  await expect(watcher.getByText(`Changed by ${ADMIN.name}`)).toBeVisible(LIVE);
  const row = watcher.getByRole('row').filter({ hasText: company.name });
  await expect(row).toHaveAttribute('data-marked');
  await expect(active).toHaveAttribute('aria-checked', 'false');
  await expect(active).toBeDisabled();
  // Two rows show, so the pager says two until the marked one goes.
  await expect(watcher.getByText('Showing 1–2 of 2')).toBeVisible();
  await expect(watcher.getByRole('switch', { name: `Active: ${other.name}` })).toBeEnabled();

  // A company the Admin adds: counted until Show, which also takes the marked row away.
  const added = await api.createCompany({ name: `${prefix} Three` });
  await showsAsNew(watcher, added.name);
  await expect(row).toHaveCount(0);
  await expect(watcher.getByText('Showing 1–2 of 2')).toBeVisible();
  expect(reloaded()).toBe(false);
});
