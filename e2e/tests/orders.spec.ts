// Order journeys against the reference API: each creates its own customers, project and orders
// through the API first (e2e/support/orders-data.ts), then drives the orders remote in Chromium.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import Papa from 'papaparse';
import type { Page, Request } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { STAFF_TIME_ZONE, staffDay } from '../support/suite';
import { orderData, uniqueTag } from '../support/orders-data';

// Each journey creates its data through the API first and walks several screens: more than the
// default 30 s on a loaded 2-core machine.
test.describe.configure({ timeout: 120_000 });

const searchOf = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);
const apiCall = (path: string) => (request: Request) =>
  new URL(request.url()).pathname === `/api${path}` && request.method() === 'GET';

test('orders filter by status and customer: the URL keeps them and only set filters are sent', async ({ page }) => {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Filter Customer ${tag}`);
  const project = await data.activeProject(`Filter Project ${tag}`);
  const booked = await data.book(customer.id, project.id, 2);
  const signing = await data.book(customer.id, project.id, 3);
  await data.moveTo(signing.id, 'Document_Signature_Pending');

  const listCalls: Request[] = [];
  page.on('request', (request) => {
    if (apiCall('/v2/order')(request)) listCalls.push(request);
  });
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
  await expect(
    page.getByRole('navigation', { name: 'Orders sections' }).getByRole('link', { name: 'Orders' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => listCalls.length).toBeGreaterThan(0);
  expect(searchOf(listCalls.at(-1)!)).toEqual({ page: '1', limit: '10' });

  await page.getByLabel('Status').selectOption('Document_Signature_Pending');
  await expect(page).toHaveURL(/[?&]status=Document_Signature_Pending/);
  await expect
    .poll(() => searchOf(listCalls.at(-1)!))
    .toEqual({ page: '1', limit: '10', status: 'Document_Signature_Pending' });

  const customerBox = page.getByRole('combobox', { name: 'Customer' });
  await customerBox.fill(tag);
  await page.getByRole('option', { name: `Filter Customer ${tag} (#${customer.id})` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]user_id=${customer.id}(&|$)`));
  await expect
    .poll(() => searchOf(listCalls.at(-1)!))
    .toEqual({ page: '1', limit: '10', status: 'Document_Signature_Pending', user_id: String(customer.id) });

  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(`#${signing.id}`);
  await expect(table.getByRole('row').nth(1)).toContainText('Document Signature Pending');
  await expect(table.getByRole('link', { name: customer.name })).toHaveAttribute(
    'href',
    `/customers-profile/${customer.id}`,
  );
  await page.screenshot({ path: 'screenshots/orders-list.png' });

  // Status back to all: the customer's two orders, and status is no longer sent.
  await page.getByLabel('Status').selectOption('');
  await expect(table.getByRole('row')).toHaveCount(3);
  expect(searchOf(listCalls.at(-1)!)).toEqual({ page: '1', limit: '10', user_id: String(customer.id) });
  await expect(table).toContainText(`#${booked.id}`);

  // A reload keeps the filter, the customer's name included.
  await page.reload();
  await expect(customerBox).toHaveValue(`Filter Customer ${tag} (#${customer.id})`);
  await page.setViewportSize({ width: 700, height: 800 });
  await page.screenshot({ path: 'screenshots/orders-list-narrow.png', fullPage: true });
});

test('an order detail moves through its allowed statuses to Token Transfer', async ({ page }) => {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Detail Customer ${tag}`);
  const project = await data.activeProject(`Detail Project ${tag}`, 120);
  const order = await data.book(customer.id, project.id, 5);

  await page.goto(`/orders?user_id=${customer.id}`);
  await page
    .getByRole('table', { name: 'Orders' })
    .getByRole('link', { name: `#${order.id}`, exact: true })
    .click();
  await expect(page).toHaveURL(`/order-details/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${order.id}`);
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText(customer.name);
  await expect(page.getByRole('region', { name: 'Amounts' })).toContainText('₹600.00');

  const steps = ['Document Signature Pending', 'Full Payment Pending', 'Full Payment Done', 'Token Transfer'];
  for (const label of steps) {
    // Only the transition table's moves are offered: the next step and, before the end, a cancel request.
    const header = page.locator('main');
    await expect(header.getByRole('button', { name: /^Move to / })).toHaveText([`Move to ${label}`]);
    await expect(header.getByRole('button', { name: 'Raise cancel request' })).toBeVisible();
    await page.getByRole('button', { name: `Move to ${label}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Move order #${order.id} to ${label}?`);
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(label);
  }
  await expect(page.getByRole('button', { name: /^Move to |Raise cancel request/ })).toHaveCount(0);
  expect((await data.order(order.id)).status).toBe('Token_Transfer');
  await page.screenshot({ path: 'screenshots/order-detail.png', fullPage: true });
});

test('the cover document: a PDF uploads and opens by its signed API link; a non-PDF and an 11 MB PDF are refused unsent', async ({
  page,
}) => {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Cover Customer ${tag}`);
  const order = await data.book(customer.id, (await data.activeProject(`Cover Project ${tag}`)).id, 1);
  const uploads: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/addCoverImageOrder/')) uploads.push(request);
  });

  await page.goto(`/order-details/${order.id}`);
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents).toContainText('No cover document yet.');
  const input = documents.getByLabel('Upload the legal cover document');

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
  await expect(documents).toContainText('Choose a PDF file.');
  const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024)]);
  await input.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: big });
  await expect(documents).toContainText('The file is too large (11 MB); the limit is 10 MB.');
  expect(uploads).toHaveLength(0);

  const pdf = Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% cover ${tag}\ntrailer<<>>\n%%EOF\n`);
  await input.setInputFiles({ name: 'cover.pdf', mimeType: 'application/pdf', buffer: pdf });
  const link = documents.getByRole('link', { name: 'Open the cover document (PDF)' });
  await expect(link).toBeVisible();
  expect(uploads).toHaveLength(1);
  const href = await link.getAttribute('href');
  // A private file: the API's URL for this upload with a short-lived signature, never the public gateway.
  expect(href).toMatch(/\/api\/files\/\d+\?expires=\d+&signature=[\w-]+$/);
  expect(new URL(href!).pathname).toBe(new URL((await data.order(order.id)).cover_image_pdf as string).pathname);
  const file = await page.request.get(href!);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await file.body()).equals(pdf)).toBe(true);
  // Opening it: a new tab on that link.
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  expect(tab.url()).toBe(href);
  await tab.close();

  // The current file is named, and replacing it is asked first: no picker until confirmed.
  await expect(documents).toContainText('Current file: cover.pdf');
  await expect(documents).toContainText(/Uploaded .* by Asha Admin/);
  await expect(documents.getByLabel('Replace the legal cover document')).toHaveCount(0);
  await documents.getByRole('button', { name: 'Replace the cover document' }).click();
  const replace = page.getByRole('alertdialog', { name: 'Replace cover.pdf?' });
  await expect(replace).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await replace.getByRole('button', { name: 'Choose a new file' }).click();
  await documents
    .getByLabel('Replace the legal cover document')
    .setInputFiles({ name: 'cover-signed.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(documents).toContainText('Current file: cover-signed.pdf');
  expect(uploads).toHaveLength(2);
});

test('each of the three order times is set with a date-time picker', async ({ page }) => {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Times Customer ${tag}`);
  const order = await data.book(customer.id, (await data.activeProject(`Times Project ${tag}`)).id, 1);
  await page.goto(`/order-details/${order.id}`);
  const timeline = page.getByRole('region', { name: 'Timeline' });

  const times = [
    {
      label: 'Investment deadline',
      field: 'investment_deadline_time',
      local: '2026-12-15T10:30',
      shown: 'December 15, 2026, 10:30 AM IST',
    },
    {
      label: 'Document signed',
      field: 'document_sign_time',
      local: '2026-12-01T09:05',
      shown: 'December 1, 2026, 9:05 AM IST',
    },
    { label: 'Payment', field: 'payment_time', local: '2026-12-03T16:45', shown: 'December 3, 2026, 4:45 PM IST' },
  ] as const;
  for (const time of times) {
    await timeline.getByLabel(`${time.label} time`).fill(time.local);
    await timeline.getByRole('button', { name: `Set ${time.label.toLowerCase()}` }).click();
    await expect(page.getByText('Order time updated').first()).toBeVisible();
    await expect(timeline.getByRole('listitem').filter({ hasText: time.label })).toContainText(time.shown);
  }
  const saved = await data.order(order.id);
  // Typed and shown on the staff member's clock (IST), whatever the browser's zone: 10:30 IST is 05:00 UTC.
  expect(saved.investment_deadline_time).toBe('2026-12-15T05:00:00.000Z');
  expect(saved.document_sign_time).not.toBeNull();
  expect(saved.payment_time).not.toBeNull();
  await page.screenshot({ path: 'screenshots/order-times.png', fullPage: true });
});

test('Cancel Requests opens on the Pending queue; All statuses is a link of its own', async ({ page }) => {
  const asked: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/v2/admin/cancel')) asked.push(url.searchParams);
  });
  // Its own pending request, so the queue is never empty whatever other journeys decide meanwhile.
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Queue Customer ${tag}`);
  const project = await data.activeProject(`Queue Project ${tag}`);
  await data.raiseCancel((await data.book(customer.id, project.id, 1)).id, 'Queue check');
  await page.goto('/cancel');
  const table = page.getByRole('table', { name: 'Cancel requests' });
  // Skeleton rows are rows too: wait until the table holds the answer.
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.locator('tbody tr').first()).toContainText('Pending');
  // The first load asks for the pending ones only.
  expect(asked.map((query) => query.get('status'))).toEqual(['Pending']);
  await expect(page.getByLabel('Status')).toHaveValue('Pending');
  const statuses = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
  expect(statuses.every((text) => text.includes('Pending'))).toBe(true);

  await page.getByLabel('Status').selectOption('All statuses');
  await expect(page).toHaveURL('/cancel?status=all');
  await expect.poll(() => asked.length).toBe(2);
  expect(asked[1]!.has('status')).toBe(false);
  // A link of its own: reloading keeps every status; Back returns to the queue.
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL('/cancel');
  await expect(page.getByLabel('Status')).toHaveValue('Pending');
});

test('a cancel request raised from the detail is approved (refund); another is rejected with a reason', async ({
  page,
}) => {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Cancel Customer ${tag}`);
  const project = await data.activeProject(`Cancel Project ${tag}`, 300);
  const first = await data.book(customer.id, project.id, 2);
  const second = await data.moveTo((await data.book(customer.id, project.id, 1)).id, 'Document_Signature_Pending');

  // Raise from the detail: the reason is required.
  await page.goto(`/order-details/${first.id}`);
  await page.getByRole('button', { name: 'Raise cancel request' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Raise cancel request' }).click();
  await expect(dialog).toContainText('Enter the reason for the cancel request.');
  await dialog.getByLabel('Reason (required)').fill(`Customer changed plans ${tag}`);
  await dialog.getByRole('button', { name: 'Raise cancel request' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Cancelled Request');
  await page.getByRole('link', { name: 'View the cancel request' }).click();
  await expect(page).toHaveURL(`/cancel?order_id=${first.id}`);

  const table = page.getByRole('table', { name: 'Cancel requests' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(`Customer changed plans ${tag}`);
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: /^Approve/ }).click();
  const approve = page.getByRole('alertdialog');
  await expect(approve).toContainText(`Order #${first.id} of ${customer.name} becomes Refunded`);
  await approve.getByRole('button', { name: 'Approve and refund' }).click();
  await expect(approve).toBeHidden();
  // The list is the Pending queue: the decided request leaves it, and shows under All statuses.
  await expect(table.getByRole('row').filter({ hasText: `Customer changed plans ${tag}` })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('All statuses');
  await expect(page).toHaveURL(`/cancel?order_id=${first.id}&status=all`);
  await expect(table.getByRole('row').filter({ hasText: `Customer changed plans ${tag}` })).toContainText('Approved');
  await page.goto(`/order-details/${first.id}`);
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Refunded');
  // A refunded order offers no payment step: its timeline ends with the refund, nothing to set.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Refunded');
  await expect(timeline.getByText('Payment', { exact: true })).toHaveCount(0);
  await expect(timeline.getByRole('button', { name: /^Set / })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The second: raised through the API, rejected here with a reason; the order goes back.
  const request = await data.raiseCancel(second.id, `Wrong project ${tag}`);
  await page.goto(`/cancel?status=Pending&user_id=${customer.id}`);
  const pendingRow = table.getByRole('row').filter({ hasText: `#${request.id}` });
  await pendingRow.getByRole('button', { name: /^Reject/ }).click();
  const reject = page.getByRole('alertdialog');
  await reject.getByRole('button', { name: 'Reject request' }).click();
  await expect(reject).toContainText('Enter the reason for the rejection.');
  await reject.getByLabel('Reason (required)').fill('Outside the cancellation window');
  await reject.getByRole('button', { name: 'Reject request' }).click();
  await expect(reject).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: `#${request.id}` })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('Rejected');
  await expect(table.getByRole('row').filter({ hasText: `#${request.id}` })).toContainText(
    'Outside the cancellation window',
  );
  await page.screenshot({ path: 'screenshots/cancel-requests.png', fullPage: true });

  await page.goto(`/orders?user_id=${customer.id}`);
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row').filter({ hasText: `#${first.id}` })).toContainText('Refunded');
  await expect(orders.getByRole('row').filter({ hasText: `#${second.id}` })).toContainText(
    'Document Signature Pending',
  );
});

test('the order report exports every filtered order as CSV, matching the API count and totals', async ({ page }) => {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Report Customer ${tag}`);
  const project = await data.activeProject(`Report Project ${tag}`, 99.5);
  const units = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
  for (const n of units) await data.book(customer.id, project.id, n);

  await page.goto('/order-report');
  await page.getByRole('combobox', { name: 'Customer' }).fill(tag);
  await page.getByRole('option', { name: new RegExp(`Report Customer ${tag}`) }).click();
  await expect(page).toHaveURL(new RegExp(`user_id=${customer.id}`));

  const api = await data.report(`user_id=${customer.id}&limit=10`);
  expect(api.totals.orders).toBe(13);
  expect(api.pager.totalPages).toBe(2);
  const totals = page.getByLabel('Totals of the filtered orders');
  await expect(totals).toContainText('13');
  await expect(totals).toContainText('91');
  await expect(totals).toContainText(
    `₹${Number(api.totals.amount).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
  );
  await expect(page.getByRole('table', { name: 'Order report' }).getByRole('row')).toHaveCount(11);
  await page.screenshot({ path: 'screenshots/order-report.png', fullPage: true });

  // The browser saves the file itself from a one-use signed link: it streams to disk, not through the page.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  await expect(page.getByRole('status', { name: 'CSV export' })).toHaveText('Download started');
  expect(new URL(download.url()).searchParams.get('download_token')).toBeTruthy();
  expect(new URL(download.url()).searchParams.get('user_id')).toBe(String(customer.id));
  expect(download.suggestedFilename()).toMatch(/^order-report-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page).toHaveURL(/\/order-report\?/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const [header, ...rows] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  expect(header).toContain('Amount (INR)');
  expect(rows).toHaveLength(api.totals.orders);
  const amountAt = header!.indexOf('Amount (INR)');
  const unitsAt = header!.indexOf('Units');
  const cents = (v: string) => Math.round(Number(v) * 100);
  expect(rows.reduce((sum, r) => sum + cents(r[amountAt]!), 0)).toBe(cents(api.totals.amount));
  expect(rows.reduce((sum, r) => sum + cents(r[unitsAt]!), 0)).toBe(cents(api.totals.units));
  expect(new Set(rows.map((r) => r[header!.indexOf('Customer')]))).toEqual(new Set([customer.name]));
});

test('wallet transactions filter by customer, type and date', async ({ page }) => {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Wallet Customer ${tag}`);
  const order = await data.book(customer.id, (await data.activeProject(`Wallet Project ${tag}`, 400)).id, 3);
  await data.approveCancel((await data.raiseCancel(order.id, 'Refund me')).id);
  const today = staffDay();

  const calls: Request[] = [];
  page.on('request', (request) => {
    if (apiCall('/wallet/transactionsfilter')(request)) calls.push(request);
  });
  await page.goto('/orders');
  await page.getByRole('navigation', { name: 'Orders sections' }).getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL('/transactions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wallet Transactions');

  await page.getByLabel('Type').selectOption('refund');
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill(today);
  await page.getByRole('combobox', { name: 'Customer' }).fill(tag);
  await page.getByRole('option', { name: new RegExp(`Wallet Customer ${tag}`) }).click();
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toEqual({ type: 'refund', from_date: today, to_date: today, user_id: String(customer.id) });
  await expect
    .poll(() => searchOf(calls.at(-1)!))
    .toEqual({
      page: '1',
      limit: '10',
      type: 'refund',
      from_date: today,
      to_date: today,
      // The staff member's zone goes with every date filter: the API reads the day in it.
      time_zone: STAFF_TIME_ZONE,
      user_id: String(customer.id),
    });
  const table = page.getByRole('table', { name: 'Wallet transactions' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Refund');
  await expect(table.getByRole('row').nth(1)).toContainText('₹1,200.00');
  await expect(table.getByRole('row').nth(1)).toContainText('Pending');
  await expect(table.getByRole('link', { name: `#${order.id}` })).toHaveAttribute('href', `/order-details/${order.id}`);

  // Another type for the same customer and day: nothing.
  await page.getByLabel('Type').selectOption('deposit');
  await expect(page.getByText('No transactions match these filters')).toBeVisible();
  await page.screenshot({ path: 'screenshots/transactions.png', fullPage: true });
});

test('the order screens, with data and with a confirmation open, have no WCAG A/AA violations', async ({ page }) => {
  const violations = async (on: Page) =>
    (
      await new AxeBuilder({ page: on }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    ).violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Axe Customer ${tag}`);
  const order = await data.book(customer.id, (await data.activeProject(`Axe Project ${tag}`)).id, 2);
  await data.raiseCancel((await data.book(customer.id, order.property_id, 1)).id, 'Checking accessibility');

  for (const [url, ready] of [
    [`/orders?user_id=${customer.id}`, `#${order.id}`],
    [`/order-details/${order.id}`, 'Timeline'],
    [`/cancel?user_id=${customer.id}`, 'Checking accessibility'],
    [`/order-report?user_id=${customer.id}`, `#${order.id}`],
    [`/transactions`, 'Wallet Transactions'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
    expect(await violations(page), url).toEqual([]);
  }
  await page.goto(`/order-details/${order.id}`);
  await page.getByRole('button', { name: 'Raise cancel request' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Raise cancel request' }).click();
  await expect(page.getByText('Enter the reason for the cancel request.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
