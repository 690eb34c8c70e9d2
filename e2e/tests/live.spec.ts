// Live updates (docs/live.md), two staff in two browsers: a cancel-request decision one makes shows
// on the other's open Pending queue within 2 s, with no reload (the row marked, not taken out, showing
// the decision); a role without orders.read receives no order event on its stream, and no event
// carries a PAN; presence; the order's and the customer profile's notice of a change made under unsaved
// input; the soft lock.
import type { Browser, Page } from '@playwright/test';
import { callApi, editApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { orderData, uniqueTag } from '../support/orders-data';
import { createEmployee, createRole } from '../support/people';
import { signInViaApi, STAFF_PHONES, storageStateWith } from '../support/session';
import { apiUrl } from '../support/suite';

/** A page signed in as the staff user with this phone. */
async function signedInAs(browser: Browser, phone?: string): Promise<Page> {
  const session = await signInViaApi(phone);
  const context = await browser.newContext({ storageState: storageStateWith(session) });
  return context.newPage();
}

/** Resolves once the page's live stream is open (the shell opens it after the first screen is idle). */
const streamOpened = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/live/events') && response.status() === 200, {
    timeout: 20_000,
  });

test('a cancel-request decision by one staff member shows on another’s open Pending queue (marked, not taken out) and order detail within 2 s, with no reload', async ({
  browser,
}) => {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Live Queue ${tag}`);
  const project = await data.activeProject(`Live Queue Project ${tag}`);
  const order = await data.book(customer.id, project.id, 2);
  const request = await data.raiseCancel(order.id, 'Changed my mind');

  // The watcher: the Pending queue of this order's requests, open.
  const watcher = await signedInAs(browser, STAFF_PHONES.manager);
  const opened = streamOpened(watcher);
  await watcher.goto(`/cancel?order_id=${order.id}`);
  const watched = watcher.getByRole('row').filter({ hasText: `#${request.id}` });
  await expect(watched).toBeVisible({ timeout: 15_000 });
  await opened;
  // A second tab of the same browser on the order (it gets the events from the tab holding the stream).
  const watcherOrder = await watcher.context().newPage();
  await watcherOrder.goto(`/order-details/${order.id}`);
  // Its status badge, beside "Booked on …".
  const orderStatus = watcherOrder.getByText(/Booked on/).first();
  await expect(orderStatus).toContainText('Cancelled Request', { timeout: 15_000 });
  let reloaded = false;
  watcher.on('framenavigated', (frame) => {
    if (frame === watcher.mainFrame()) reloaded = true;
  });

  // The decider, in a browser of their own, rejects it.
  const decider = await signedInAs(browser);
  await decider.goto(`/cancel?order_id=${order.id}`);
  await decider.getByRole('button', { name: `Reject cancel request #${request.id}` }).click();
  await decider.getByLabel('Reason (required)').fill('Outside the cancellation window');
  await decider.getByRole('button', { name: 'Reject request' }).click();
  await expect(decider.getByText(/Cancel request rejected/)).toBeVisible();

  // Marked in place on the other's Pending queue, not taken out from under them: dimmed, saying
  // who decided it, its buttons disabled.
  const deciderName = (await callApi<{ name: string }>((await signInViaApi()).accessToken, 'GET', '/auth/me')).name;
  await expect(watcher.getByText(`Decided by ${deciderName}`)).toBeVisible({ timeout: 2_000 });
  await expect(watched).toHaveAttribute('data-marked');
  // It shows the request as it is now: Rejected, the decision where its buttons were.
  await expect(watched.getByText('Rejected', { exact: true })).toBeVisible({ timeout: 2_000 });
  await expect(watched.getByRole('button', { name: `Reject cancel request #${request.id}` })).toHaveCount(0);
  // The order, open in the other tab, is back to its status before the request, as fast.
  await expect(orderStatus).not.toContainText('Cancelled Request', { timeout: 2_000 });
  await expect(orderStatus.getByText('Booked', { exact: true })).toBeVisible();
  expect(reloaded).toBe(false);
  await watcher.screenshot({ path: 'test-results/live/pending-queue-after-decision.png', fullPage: true });
  await watcher.setViewportSize({ width: 390, height: 844 });
  await watcher.screenshot({ path: 'test-results/live/pending-queue-after-decision-narrow.png', fullPage: true });

  // Fetched again (here a reload), the queue no longer holds it.
  await watcher.reload();
  await expect(watcher.getByText(/No pending cancel requests|No cancel requests match/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(watched).toHaveCount(0);
});

test('a session of a role without orders.read receives customer events and no order event; no event carries a PAN', async ({
  browser,
}) => {
  const { accessToken: adminToken } = await signInViaApi();
  const role = await createRole(adminToken);
  await editApi(adminToken, `/role/${role.id}`, { permissions: ['customers.read'] });
  const employee = await createEmployee(adminToken, { role: role.id });
  const session = await signInViaApi(employee.phone);
  const page = await browser.newPage();
  await page.goto('/sign-in');

  // The stream as the browser reads it (fetch, bearer header), for a few seconds.
  const received = page.evaluate(
    async ({ url, token }) => {
      const abort = new AbortController();
      setTimeout(() => abort.abort(), 6_000);
      let text = '';
      try {
        const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` }, signal: abort.signal });
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
        }
      } catch {
        // Aborted: the time is up.
      }
      return text;
    },
    { url: `${apiUrl}/live/events`, token: session.accessToken },
  );
  await page.waitForTimeout(1_000);

  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Live Roles ${tag}`);
  const project = await data.activeProject(`Live Roles Project ${tag}`);
  const order = await data.book(customer.id, project.id, 1);
  await data.raiseCancel(order.id, 'Wrong project');
  const pan = 'LIVEP1234Z';
  const current = await callApi<{ version: number }>(adminToken, 'GET', `/v2/customer/${customer.id}`);
  await callApi(adminToken, 'PUT', `/v2/customer/${customer.id}`, { pan_number: pan }, current.version);

  const text = await received;
  const types = [...text.matchAll(/"type":"(\w+)"/g)].map((match) => match[1]);
  expect(types).toContain('customer');
  expect(types).not.toContain('order');
  expect(types).not.toContain('cancel_request');
  expect(text).not.toContain(pan);
});

test('an open order names the other staff member who has it open, and clears after they leave', async ({ browser }) => {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Live Presence ${tag}`);
  const project = await data.activeProject(`Live Presence Project ${tag}`);
  const order = await data.book(customer.id, project.id, 1);
  const { accessToken: managerToken } = await signInViaApi(STAFF_PHONES.manager);
  const managerName = (await callApi<{ name: string }>(managerToken, 'GET', '/auth/me')).name;

  const admin = await signedInAs(browser);
  const opened = streamOpened(admin);
  await admin.goto(`/order-details/${order.id}`);
  await expect(admin.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible({ timeout: 15_000 });
  await opened;

  const manager = await signedInAs(browser, STAFF_PHONES.manager);
  await manager.goto(`/order-details/${order.id}`);
  await expect(manager.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible({ timeout: 15_000 });
  await expect(admin.getByText(`Also viewing: ${managerName}`)).toBeVisible({ timeout: 5_000 });
  await admin.screenshot({ path: 'test-results/live/order-also-viewing.png', fullPage: true });

  // Leaving the order for another screen says so at once.
  await manager.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(manager).toHaveURL(/\/orders$/);
  await expect(admin.getByText(/^Also viewing:/)).toHaveCount(0, { timeout: 5_000 });
});

test('an order changed by someone else while I have unsaved input shows who changed what, and Keep mine keeps my input', async ({
  browser,
}) => {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Live Notice ${tag}`);
  const project = await data.activeProject(`Live Notice Project ${tag}`);
  const order = await data.book(customer.id, project.id, 1);
  // Someone who may change orders (the seed's second Admin).
  const { accessToken: otherToken } = await signInViaApi(STAFF_PHONES.secondAdmin);
  const otherName = (await callApi<{ name: string }>(otherToken, 'GET', '/auth/me')).name;

  const admin = await signedInAs(browser);
  const opened = streamOpened(admin);
  await admin.goto(`/order-details/${order.id}`);
  const timeline = admin.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toBeVisible({ timeout: 15_000 });
  await opened;
  // Unsaved input in one of the order's time forms.
  await timeline.getByLabel('Investment deadline time').fill('2027-01-15T10:30');

  // Someone else sets another of its times.
  await callApi(otherToken, 'POST', `/order/update-order-time-status/${order.id}`, {
    payment_time: '2027-01-20T12:00:00.000Z',
  });
  const notice = admin.getByRole('alert').filter({ hasText: `${otherName} changed this order` });
  await expect(notice).toBeVisible({ timeout: 2_000 });
  await expect(notice).toContainText('payment time');
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  await admin.screenshot({ path: 'test-results/live/order-changed-notice.png', fullPage: true });
  await notice.getByRole('button', { name: 'Keep mine' }).click();
  await expect(notice).toHaveCount(0);
  await expect(timeline.getByLabel('Investment deadline time')).toHaveValue('2027-01-15T10:30');
});

/**
 * A customer of its own, open on the Admin's profile screen once its live stream is open; and the
 * other Admin (the seed's second one), who edits it: their name and a token.
 */
async function customerOpen(browser: Browser, label: string) {
  const customer = await (await orderData()).customer(`${label} ${uniqueTag()}`);
  const { accessToken: otherToken } = await signInViaApi(STAFF_PHONES.secondAdmin);
  const other = (await callApi<{ name: string }>(otherToken, 'GET', '/auth/me')).name;
  const admin = await signedInAs(browser);
  const opened = streamOpened(admin);
  await admin.goto(`/customers-profile/${customer.id}`);
  await expect(admin.getByRole('heading', { name: customer.name, level: 1 })).toBeVisible({ timeout: 15_000 });
  await opened;
  return { customer, admin, other, otherToken };
}

test('Edit on a customer someone else is editing warns, naming them; Edit anyway opens the form', async ({
  browser,
}) => {
  const { customer, admin, other: editorName } = await customerOpen(browser, 'Live Lock');

  // The other Admin, in a browser of their own, starts editing and types.
  const editor = await signedInAs(browser, STAFF_PHONES.secondAdmin);
  await editor.goto(`/customers-profile/${customer.id}`);
  await editor.getByRole('button', { name: 'Edit', exact: true }).click();
  await editor
    .getByRole('dialog', { name: `Edit ${customer.name}` })
    .getByLabel('Address')
    .fill('12 Park Street');

  await expect(admin.getByText(`Also viewing: ${editorName} (editing)`)).toBeVisible({ timeout: 5_000 });
  await admin.getByRole('button', { name: 'Edit', exact: true }).click();
  const warning = admin.getByRole('alertdialog', { name: `${editorName} is editing this customer` });
  await expect(warning).toBeVisible();
  await admin.screenshot({ path: 'test-results/live/customer-soft-lock.png' });
  await warning.getByRole('button', { name: 'Edit anyway' }).click();
  await expect(admin.getByRole('dialog', { name: `Edit ${customer.name}` })).toBeVisible();
  await expect(
    admin.getByRole('dialog', { name: `Edit ${customer.name}` }).getByRole('textbox', { name: 'Name', exact: true }),
  ).toHaveValue(customer.name);
});

test('a customer changed by someone else while my edit form holds input: a notice names them; Keep mine keeps my input, Reload takes their values', async ({
  browser,
}) => {
  const { customer, admin, other: otherName, otherToken } = await customerOpen(browser, 'Live Profile');
  const changeLanguage = async (language: string) => {
    const current = await callApi<{ version: number }>(otherToken, 'GET', `/v2/customer/${customer.id}`);
    await callApi(otherToken, 'PUT', `/v2/customer/${customer.id}`, { language }, current.version);
  };
  await admin.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = admin.getByRole('dialog', { name: `Edit ${customer.name}` });
  await form.getByLabel('Address').fill('221B Baker Street');

  await changeLanguage('Hindi');
  const notice = form.getByRole('alert').filter({ hasText: `${otherName} changed this customer` });
  await expect(notice).toBeVisible({ timeout: 2_000 });
  await expect(notice).toContainText('language');
  await admin.screenshot({ path: 'test-results/live/customer-changed-notice.png' });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: 'test-results/live/customer-changed-notice-narrow.png' });
  await admin.setViewportSize({ width: 1280, height: 800 });
  await notice.getByRole('button', { name: 'Keep mine' }).click();
  await expect(notice).toHaveCount(0);
  await expect(form.getByLabel('Address')).toHaveValue('221B Baker Street');

  await changeLanguage('Tamil');
  await expect(notice).toBeVisible({ timeout: 2_000 });
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(notice).toHaveCount(0);
  await expect(form.getByLabel('Language')).toHaveValue('Tamil');
  await expect(form.getByLabel('Address')).not.toHaveValue('221B Baker Street');
});
