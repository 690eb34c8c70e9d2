// Work queues: the sidebar's counts beside Customers, Orders and Cancel Requests each equal the rows
// of the list they open and go down when an item is decided; an item claimed ("Assign to me") is
// found under Mine; Support, who may act on no queue, sees no count; a queue list passes axe.
import type { Locator, Page } from '@playwright/test';
import { callApi } from '../support/api';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { SAMPLE_PHOTO, uploadEvidence } from '../support/kyc-evidence';
import { bookOrder, createActiveProject, customerVersion, registerCustomer } from '../support/people';
import { ADMIN, signInViaApi, STAFF_PHONES, storageStateWith } from '../support/session';
import { apiUrl } from '../support/suite';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** A count link of the sidebar: its name is the queue's and the number ("To decide: 3 waiting"). */
const countLink = (page: Page, title: string) =>
  nav(page).getByRole('link', { name: new RegExp(`^${title}: \\d+ waiting$`) });
const countOf = async (link: Locator) =>
  Number(/: (\d+) waiting$/.exec((await link.getAttribute('aria-label')) ?? '')?.[1]);
/** The list's pager once it says `total` ("Showing 1–10 of 57"); while the next filter loads, the previous page stays on screen. */
const pagerOf = (page: Page, total: number) => page.getByText(new RegExp(`^Showing \\d+–\\d+ of ${total}$`));

/** Work of the journey's own in every queue: a pending cancel request, an order past its deadline and one awaiting payment, a KYC submission. */
async function makeWaitingWork(token: string) {
  const customer = await registerCustomer(token, 'Queue Customer');
  const project = await createActiveProject(token, '10');
  const late = await bookOrder(token, customer.id, project.id, '2', false);
  await callApi(token, 'POST', `/order/update-order-time-status/${late.id}`, {
    investment_deadline_time: new Date(Date.now() - 86_400_000).toISOString(),
  });
  const due = await bookOrder(token, customer.id, project.id, '3', false);
  for (const status of ['Document_Signature_Pending', 'Full_Payment_Pending'])
    await callApi(token, 'PUT', '/order/status', { order_id: due.id, status });
  const toCancel = await bookOrder(token, customer.id, project.id, '1', false);
  const request = await callApi<{ id: number }>(token, 'POST', '/v2/admin/cancel', {
    order_id: toCancel.id,
    reason: 'Queue journey',
  });
  await uploadEvidence(token, customer.id, 'pan', [SAMPLE_PHOTO]);
  return { customer, late, due, request };
}

test('each sidebar count equals the rows of the list it opens, and goes down when one item is decided', async ({
  page,
}) => {
  const { accessToken } = await signInViaApi();
  const work = await makeWaitingWork(accessToken);
  await page.goto('/company');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const queues = [
    { title: 'KYC to review', link: 'Customers', url: '/customers?awaiting_review=true', heading: 'Customers' },
    { title: 'Past deadline', link: 'Orders', url: '/orders?queue=past_deadline', heading: 'Orders' },
    { title: 'Awaiting payment', link: 'Orders', url: '/orders?queue=awaiting_payment', heading: 'Orders' },
    { title: 'To decide', link: 'Cancel Requests', url: '/cancel?status=Pending', heading: 'Cancel Requests' },
  ];
  for (const queue of queues) {
    const link = countLink(page, queue.title);
    await expect(link).toBeVisible();
    // The sidebar link keeps its label as its name; the count is its description.
    const sidebarLink = nav(page).getByRole('link', { name: queue.link, exact: true });
    await expect(sidebarLink).toHaveAccessibleName(queue.link);
    await expect(sidebarLink).toHaveAccessibleDescription(/\d+ (waiting|past deadline|awaiting payment)/);
    const count = await countOf(link);
    await link.click();
    await expect(page).toHaveURL(queue.url);
    await expect(page.getByRole('heading', { level: 1, name: queue.heading })).toBeVisible();
    await expect(
      pagerOf(page, count),
      `${queue.title}: the count beside ${queue.link} is the list's total`,
    ).toBeVisible();
  }
  // The seed's KYC rejection waits on the Admin's eyes too: its count is said after the review's.
  await expect(nav(page).getByRole('link', { name: 'Customers', exact: true })).toHaveAccessibleDescription(
    /^\d+ waiting(, \d+ awaiting my confirmation)?$/,
  );

  // Deciding the journey's own request takes one off the count, without a reload.
  const before = await countOf(countLink(page, 'To decide'));
  await page.goto(`/cancel?status=Pending&user_id=${work.customer.id}`);
  await page.getByRole('button', { name: `Approve cancel request #${work.request.id}` }).click();
  await page.getByRole('button', { name: 'Approve and refund' }).click();
  await expect(page.getByText(/Cancel request approved/).first()).toBeVisible();
  await expect(countLink(page, 'To decide')).toHaveAttribute('aria-label', `To decide: ${before - 1} waiting`);
  await expect(nav(page).getByRole('link', { name: 'Cancel Requests', exact: true })).toHaveAccessibleDescription(
    new RegExp(`^${before - 1} waiting(, \\d+ awaiting my confirmation)?$`),
  );

  // So does deciding the journey's KYC submission.
  const kycBefore = await countOf(countLink(page, 'KYC to review'));
  await callApi(
    accessToken,
    'PUT',
    `/v2/customer/${work.customer.id}/kyc`,
    { verification: 'pan', status: 'verified' },
    await customerVersion(accessToken, work.customer.id),
  );
  await page.reload();
  await expect(countLink(page, 'KYC to review')).toHaveAttribute(
    'aria-label',
    `KYC to review: ${kycBefore - 1} waiting`,
  );
});

test('claim an order with "Assign to me" and find it under Mine', async ({ page }) => {
  const { accessToken } = await signInViaApi();
  const work = await makeWaitingWork(accessToken);
  await page.goto(`/orders?queue=past_deadline&user_id=${work.customer.id}`);
  const row = page.getByRole('row', { name: new RegExp(`#${work.late.id}\\b`) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('combobox', { name: `Assignee of order #${work.late.id}` })).toHaveValue('');
  await row.getByRole('button', { name: `Assign order #${work.late.id} to me` }).click();
  await expect(page.getByText(`Order #${work.late.id} assigned to`).first()).toBeVisible();
  await expect(row.getByRole('button', { name: `Assign order #${work.late.id} to me` })).toHaveCount(0);

  await page.getByLabel('Assignee', { exact: true }).selectOption({ label: 'Mine' });
  await expect(page).toHaveURL(/mine=true/);
  const mine = page.getByRole('row', { name: new RegExp(`#${work.late.id}\\b`) });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('combobox', { name: `Assignee of order #${work.late.id}` })).toHaveValue(/^\d+$/);
  // The other order of the journey's customer is nobody's: not under Mine.
  await expect(page.getByRole('row', { name: new RegExp(`#${work.due.id}\\b`) })).toHaveCount(0);
  // Its age is shown.
  await expect(mine.getByRole('cell', { name: /^(just now|\d+ minutes?)$/ })).toBeVisible();
});

test('an order a colleague holds offers "Take over", which takes it at the version shown', async ({ page }) => {
  const { accessToken } = await signInViaApi();
  const work = await makeWaitingWork(accessToken);
  const operations = await signInViaApi(STAFF_PHONES.operations);
  const held = await callApi<{ assignee: { name: string } }>(
    operations.accessToken,
    'PUT',
    `/order/${work.late.id}/assignee`,
    { assignee_id: operations.userId },
  );
  // Claimed blind by someone else, it is refused with the holder's name.
  const blind = await fetch(`${apiUrl}/order/${work.late.id}/assignee`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ assignee_id: null }),
  });
  expect(blind.status).toBe(409);
  expect(((await blind.json()) as { message: string }).message).toContain(`is held by ${held.assignee.name}`);

  await page.goto(`/orders?queue=past_deadline&user_id=${work.customer.id}`);
  const row = page.getByRole('row', { name: new RegExp(`#${work.late.id}\\b`) });
  await expect(row.getByRole('button', { name: `Assign order #${work.late.id} to me` })).toHaveCount(0);
  await row.getByRole('button', { name: `Take over order #${work.late.id} from ${held.assignee.name}` }).click();
  await expect(page.getByText(`Order #${work.late.id} assigned to ${ADMIN.name}`).first()).toBeVisible();
  await expect(row.getByRole('button', { name: /^Take over/ })).toHaveCount(0);
});

test('a queue list has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/orders?queue=past_deadline');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Assign order #\d+ to me$/ }).first()).toBeVisible();
  await expect(countLink(page, 'Past deadline')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('signed in as Support', () => {
  test.use({
    storageState: async ({ browserName: _browserName }, provide) => {
      await provide(storageStateWith(await signInViaApi(STAFF_PHONES.support)));
    },
  });

  test('Support, who may act on no queue, sees no count and never asks for one', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v2/queues')) asked.push(request.url());
    });
    await page.goto('/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await page.waitForLoadState('load');
    for (const label of ['Customers', 'Orders', 'Cancel Requests']) {
      await expect(nav(page).getByRole('link', { name: label, exact: true })).not.toHaveAttribute('aria-describedby');
    }
    await expect(nav(page).getByRole('link', { name: /waiting$/ })).toHaveCount(0);
    // Window focus refreshes the counts of those who have them; Support has none to ask for.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
  });
});
