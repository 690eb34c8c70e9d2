// The audit trail on screen: a change made by one role is told, as one sentence, in the record's
// Activity panel for whoever may read the record, and on the Activity screen for holders of
// audit.read (Admin, Compliance). Each journey makes its own records through the API.
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { apiUrl } from '../support/suite';
import { callApi, editApi, uniqueSuffix } from '../support/api';
import { expect, test } from '../support/fixtures';
import { orderData, uniqueTag } from '../support/orders-data';
import { createEmployee } from '../support/people';
import { adminApi } from '../support/projects-data';
import { signInViaApi, STAFF_PHONES, storageStateWith } from '../support/session';

/** "November 25, 2026, 7:53 AM IST": the kit's date, time and zone, after the sentence. */
const WHEN = String.raw`[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M [A-Z]{2,5}`;
const sentence = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')} · ${WHEN}$`);

/** The record's Activity panel: its entries' sentences, newest first. */
const activityPanel = (page: Page) => page.getByRole('region', { name: 'Activity' });
const entries = (page: Page) =>
  activityPanel(page).getByRole('list', { name: 'Activity, newest first' }).getByRole('listitem');

/** Who a seeded staff phone signs in as (the trail names people as they are). */
async function staffMember(phone: string): Promise<{ id: number; name: string }> {
  const session = await signInViaApi(phone);
  return callApi<{ id: number; name: string }>(session.accessToken, 'GET', '/auth/me');
}

/** A Booked order of a customer and project of this journey's own. */
async function bookedOrder() {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Activity Customer ${tag}`);
  const project = await data.activeProject(`Activity Project ${tag}`);
  const order = await data.book(customer.id, project.id, 4);
  return { data, customer, project, order };
}

test('Operations moves an order’s status; Admin reads it on the order’s Activity and on the Activity screen filtered by that person', async ({
  page,
  browser,
}) => {
  const { order } = await bookedOrder();
  const operations = await staffMember(STAFF_PHONES.operations);
  const moved = `${operations.name} (Operations) moved the status from Booked to Document Signature Pending`;

  // Operations moves the order in its own browser, and sees the change in the order's history at once.
  const opsContext = await browser.newContext({
    storageState: storageStateWith(await signInViaApi(STAFF_PHONES.operations)),
  });
  try {
    const ops = await opsContext.newPage();
    await ops.goto(`/order-details/${order.id}`);
    await ops.getByRole('button', { name: 'Move to Document Signature Pending' }).click();
    await ops.getByRole('alertdialog').getByRole('button', { name: 'Change status' }).click();
    await expect(ops.getByText('Order status updated')).toBeVisible();
    await expect(entries(ops).first().locator('p')).toHaveText(sentence(moved));
    // Operations may not open the Activity screen: no link to it.
    await expect(activityPanel(ops).getByRole('link', { name: 'All activity by this person' })).toHaveCount(0);
  } finally {
    await opsContext.close();
  }

  // Admin opens the order: the same sentence, its field change behind a disclosure.
  await page.goto(`/order-details/${order.id}`);
  const latest = entries(page).first();
  await expect(latest.locator('p')).toHaveText(sentence(moved));
  const toggle = latest.getByRole('button', { name: '1 changed field' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(latest.getByRole('table', { name: 'Fields changed' }).getByRole('row').nth(1)).toHaveText(
    /status\s*Booked\s*Document Signature Pending/,
  );
  await activityPanel(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/activity-order-panel.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // "All activity by this person" opens the Activity screen filtered by Operations.
  await latest.getByRole('link', { name: 'All activity by this person' }).click();
  await expect(page).toHaveURL(`/activity?actor_id=${operations.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`Order #${order.id}`) }).first();
  await expect(row).toContainText(
    `${operations.name} (Operations) moved the status of Order #${order.id} from Booked to Document Signature Pending`,
  );
  await expect(page.getByText(`${operations.name} (Operations)`, { exact: true }).first()).toBeVisible();
  // Every row is by that person; the filter survives a reload.
  const people = await page
    .getByRole('table', { name: 'Activity' })
    .locator('a[href^="/activity?actor_id="]')
    .allTextContents();
  expect(new Set(people)).toEqual(new Set([`${operations.name} (Operations)`]));
  await page.reload();
  await expect(row).toContainText(`${operations.name} (Operations) moved the status of Order #${order.id}`);
  await expect(page).toHaveURL(`/activity?actor_id=${operations.id}`);
  await page.screenshot({ path: 'test-results/activity-screen-operations.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Narrowed by action and text, in the URL too; the row stays.
  await page.getByLabel('Action').selectOption({ label: 'Status change' });
  await page.getByLabel('Search').fill(`Order #${order.id}`);
  await expect(page).toHaveURL(new RegExp(`actor_id=${operations.id}&action=status_change&q=Order`));
  await expect(row).toBeVisible();
  await expect(page.getByRole('table', { name: 'Activity' }).getByRole('row')).toHaveCount(2);
});

test('the Activity screen in staff words: sign-ins one line per person per day, no code names, a cover document by its name', async ({
  page,
}) => {
  const admin = await staffMember('9999999999');
  // Two more sign-ins of the Admin today, so the day has several.
  await signInViaApi();
  await signInViaApi();
  const { data, order } = await bookedOrder();
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<<>>\n%%EOF\n');
  await data.uploadCover(order.id, 'agreement.pdf', pdf);

  await page.goto(`/activity?actor_id=${admin.id}`);
  const table = page.getByRole('table', { name: 'Activity' });
  const grouped = table.getByText(
    new RegExp(`^${admin.name} \\(Admin\\) signed in \\d+ times on [A-Z][a-z]+ \\d{1,2}, \\d{4}$`),
  );
  await expect(grouped.first()).toBeVisible();
  const toggle = table.getByRole('button', { name: /^\d+ sign-ins$/ }).first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  // The switch shows every sign-in again.
  await page.getByRole('checkbox', { name: 'One line per person per day for sign-ins' }).uncheck();
  await expect(table.getByText(/signed in \d+ times/)).toHaveCount(0);

  // The upload reads as the cover document by its file's name: no column name, link or byte count.
  await page.goto(`/activity?record_type=order&record_id=${order.id}`);
  await expect(
    table.getByText(`uploaded the cover document to Order #${order.id} (agreement.pdf)`, { exact: false }),
  ).toBeVisible();
  const lines = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
  expect(lines.length).toBeGreaterThan(0);
  expect(
    lines.filter((line) => /\b[a-z]+_[a-z_]+\b|https?:\/\/|\d+ bytes|cover image PDF|step completed/.test(line)),
  ).toEqual([]);
});

test('the Activity list has the Columns and Views of every list; on a phone a card’s changed fields open under its sentence', async ({
  page,
}) => {
  const { accessToken: token } = await signInViaApi();
  const suffix = uniqueSuffix();
  const { customer } = await bookedOrder();
  await editApi(token, `/v2/customer/${customer.id}`, { address: `${suffix} MG Road, Pune` });
  const table = page.getByRole('table', { name: 'Activity' });
  const changed = `Asha Admin (Admin) changed the address of ${customer.name}`;

  await page.goto(`/activity?record_type=customer&record_id=${customer.id}`);
  await expect(table.getByText(changed)).toBeVisible();
  // Columns: Action hidden, and still hidden after a reload.
  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('group', { name: 'Visible columns' });
  await expect(chooser.getByRole('checkbox', { name: 'When' })).toBeDisabled();
  await chooser.getByRole('checkbox', { name: 'Action' }).uncheck();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(table.getByText(changed)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Action' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'What happened' })).toBeVisible();

  // Views: this record's trail saved under a name, opened again from an unfiltered list.
  const viewName = `Customer ${suffix}`;
  await page.getByRole('button', { name: 'Views' }).click();
  const menu = page.getByRole('group', { name: 'Saved views' });
  await menu.getByRole('textbox', { name: 'View name' }).fill(viewName);
  await menu.getByRole('button', { name: 'Save current view' }).click();
  await expect(page.getByText(`View “${viewName}” saved`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/activity');
  await page.getByRole('button', { name: 'Views' }).click();
  await menu.getByRole('button', { name: `Open view ${viewName}` }).click();
  await expect(page).toHaveURL(new RegExp(`record_id=${customer.id}`));
  await expect(table.getByText(changed)).toBeVisible();

  // At 390 px each row is a card: the changed fields' toggle sits under the sentence, not squeezed beside it.
  await page.setViewportSize({ width: 390, height: 844 });
  const sentence = table.getByText(changed);
  const toggle = table.getByRole('button', { name: '1 changed field' }).first();
  await expect(toggle).toBeVisible();
  const [line, button] = [await sentence.boundingBox(), await toggle.boundingBox()];
  expect(button!.y).toBeGreaterThanOrEqual(line!.y + line!.height - 1);
  expect(line!.width).toBeGreaterThan(180);
  await toggle.click();
  await expect(table.getByRole('table', { name: 'Fields changed' }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/activity-390-card.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});

test('Admin opens the Activity of a customer, a project, a company and an employee', async ({ page }) => {
  const { accessToken: token } = await signInViaApi();
  const admin = await adminApi();
  const suffix = uniqueSuffix();
  const { customer } = await bookedOrder();
  await editApi(token, `/v2/customer/${customer.id}`, { address: `${suffix} Residency Road, Bengaluru` });
  const project = await admin.createProject({ name: `Activity Film ${suffix}` });
  const company = await admin.createCompany({ name: `Activity Studios ${suffix} LLP` });
  const employee = await createEmployee(token, { role: 6 });

  await page.goto(`/customers-profile/${customer.id}`);
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/tab=activity/);
  await expect(entries(page).first().locator('p')).toHaveText(sentence('Asha Admin (Admin) changed the address'));

  await page.goto(`/edit-project/${project.id}`);
  await expect(entries(page).first().locator('p')).toHaveText(sentence(`Asha Admin (Admin) created ${project.name}`));

  await page.goto(`/edit-company/${company.id}`);
  await expect(entries(page).first().locator('p')).toHaveText(sentence(`Asha Admin (Admin) created ${company.name}`));

  await page.goto(`/edit-employee/${employee.id}`);
  await expect(entries(page).first().locator('p')).toHaveText(sentence(`Asha Admin (Admin) created ${employee.name}`));
  await activityPanel(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/activity-employee-panel.png', fullPage: true });

  // The People section's tabs lead to the Activity screen.
  await page.goto('/customers');
  await page
    .getByRole('navigation', { name: 'Customers, employees and roles' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page).toHaveURL('/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
});

test.describe('signed in as Support', () => {
  test.use({
    storageState: async ({ browserName: _browserName }, provide) => {
      await provide(storageStateWith(await signInViaApi(STAFF_PHONES.support)));
    },
  });

  test('sees a record’s history where it may read the record, and never the Activity screen', async ({ page }) => {
    const { order, data } = await bookedOrder();
    await data.moveTo(order.id, 'Document_Signature_Pending');
    const { accessToken: token } = await signInViaApi();
    const employee = await createEmployee(token, { role: 6 });
    const auditCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${apiUrl}/v2/audit`)) auditCalls.push(request.url());
    });

    // An order Support may read: its history, without links to the Activity screen.
    await page.goto(`/order-details/${order.id}`);
    await expect(entries(page).first().locator('p')).toHaveText(
      sentence('Asha Admin (Admin) moved the status from Booked to Document Signature Pending'),
    );
    await expect(activityPanel(page).getByRole('link', { name: 'All activity by this person' })).toHaveCount(0);

    // No Activity tab among the People tabs (nor any staff tab), and a deep link is calmly refused.
    await page.goto('/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Activity', exact: true })).toHaveCount(0);
    auditCalls.length = 0;
    await page.goto('/activity');
    await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible();
    await expect(page.getByText('“See the activity of every record and person”')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

    // An employee's history is not Support's to read: the page is refused, and so is the API.
    await page.goto(`/edit-employee/${employee.id}`);
    await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible();
    expect(auditCalls).toEqual([]);
    const support = await signInViaApi(STAFF_PHONES.support);
    const refused = await fetch(`${apiUrl}/v2/audit?record_type=employee&record_id=${employee.id}`, {
      headers: { authorization: `Bearer ${support.accessToken}` },
    });
    expect(refused.status).toBe(403);
    const everything = await fetch(`${apiUrl}/v2/audit`, {
      headers: { authorization: `Bearer ${support.accessToken}` },
    });
    expect(everything.status).toBe(403);
  });
});

test('Compliance, who may not read employees, picks who acted by name on the Activity screen', async ({ browser }) => {
  const operations = await staffMember(STAFF_PHONES.operations);
  const context = await browser.newContext({
    storageState: storageStateWith(await signInViaApi(STAFF_PHONES.compliance)),
  });
  try {
    const page = await context.newPage();
    await page.goto('/activity');
    const person = page.getByRole('combobox', { name: 'Person' });
    await person.fill(operations.name.split(' ')[0]!);
    const option = page.getByRole('listbox', { name: 'Person' }).getByRole('option', { name: operations.name });
    await option.click();
    await expect(page).toHaveURL(new RegExp(`[?&]actor_id=${operations.id}(&|$)`));
    await expect(person).toHaveValue(operations.name);

    // On a phone, in the filter drawer: the picker's long list scrolls as a listbox, with no axe violation.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: /^Filters/ }).click();
    await person.fill('a');
    const options = page.getByRole('listbox', { name: 'Person' }).getByRole('option');
    await expect(options.nth(5)).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});
