// The kit's table features on the work lists of orders-mfe and customers-mfe: bulk cancel decisions
// and bulk KYC decisions (one item refused by the API, reported and kept selected), the column
// chooser across a reload, card rows on a phone, and what a failed load says. Each journey makes its
// own data through the API; screenshots at 1440, 1024 and 390 px go to SHOTS.
import type { Locator, Page } from '@playwright/test';
import { callApi } from '../support/api';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { orderData, uniqueTag } from '../support/orders-data';
import { scrollToRow } from '../support/long-page';
import { registerCustomer } from '../support/people';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/work-lists';
const rowsOf = (page: Page, caption: string) => page.getByRole('region', { name: caption }).locator('tbody tr');

/** Tabs backwards until `target` has focus (the bulk bar sits above the table, before the checkboxes). */
async function shiftTabTo(page: Page, target: Locator) {
  for (let step = 0; step < 12 && !(await target.evaluate((element) => element === document.activeElement)); step++)
    await page.keyboard.press('Shift+Tab');
  await expect(target).toBeFocused();
}

/** Whether the element lies within the table's scroll area, left to right. */
async function inView(region: Locator, element: Locator) {
  const [box, area] = [await element.boundingBox(), await region.boundingBox()];
  return box !== null && area !== null && box.x >= area.x - 1 && box.x + box.width <= area.x + area.width + 1;
}

test('a bulk rejection of cancel requests, run from the keyboard, reports the one decided elsewhere and keeps it selected', async ({
  page,
}) => {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Bulk Cancel ${tag}`);
  const project = await data.activeProject(`Bulk Cancel Project ${tag}`);
  const requests = [];
  for (let i = 1; i <= 3; i++) {
    const order = await data.book(customer.id, project.id, i);
    requests.push(await data.raiseCancel(order.id, `Changed my mind ${i}`));
  }
  const [first, decidedElsewhere, third] = requests as [
    (typeof requests)[number],
    (typeof requests)[number],
    (typeof requests)[number],
  ];

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/cancel?status=all&user_id=${customer.id}`);
  const rows = rowsOf(page, 'Cancel requests');
  await expect(rows).toHaveCount(3);
  // The Decision column (the row's actions) is in view at 1440 px without scrolling.
  const region = page.getByRole('region', { name: 'Cancel requests' });
  expect(await inView(region, page.getByRole('button', { name: `Reject cancel request #${first.id}` }))).toBe(true);
  // A colleague approves one after this list was loaded.
  await data.approveCancel(decidedElsewhere.id);

  await page.getByRole('checkbox', { name: 'Select all on this page' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('3 selected')).toBeVisible();
  const reject = page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Reject', exact: true });
  await shiftTabTo(page, reject);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Reject 3 cancel requests?' });
  await expect(dialog).toBeVisible();
  // One reason for all: focus starts in it; the dialog refuses to go on without one.
  const reason = dialog.getByRole('textbox', { name: 'Reason for the rejection (required)' });
  await expect(reason).toBeFocused();
  await page.keyboard.type('Outside the cancellation window');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Reject requests' })).toBeFocused();
  await page.keyboard.press('Enter');

  const report = page.getByRole('alert').filter({ hasText: 'Reject: 2 of 3 done, 1 failed.' });
  await expect(report).toBeVisible();
  await expect(report.getByRole('listitem')).toHaveText(
    `Cancel request #${decidedElsewhere.id}: Cancel request is already Approved`,
  );
  await expect(page.getByRole('checkbox', { name: `Select Cancel request #${decidedElsewhere.id}` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `Select Cancel request #${first.id}` })).not.toBeChecked();
  await expect(page.getByText('1 selected')).toBeVisible();
  await expect(rows.filter({ hasText: `#${third.id}` })).toContainText('Outside the cancellation window');
  for (const request of [first, third]) {
    const stored = await callApi<{ status: string; decision_reason: string }>(
      data.token,
      'GET',
      `/v2/admin/cancel/${request.id}`,
    );
    expect(stored).toMatchObject({ status: 'Rejected', decision_reason: 'Outside the cancellation window' });
  }
  expect((await callApi<{ status: string }>(data.token, 'GET', `/v2/admin/cancel/${decidedElsewhere.id}`)).status).toBe(
    'Approved',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/cancel-bulk-report-1440.png` });

  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(rows).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/cancel-1024.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  const card = rows.filter({ hasText: `#${decidedElsewhere.id}` });
  expect(await card.evaluate((row) => getComputedStyle(row).display)).toBe('flex');
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/cancel-390.png`, fullPage: true });
});

test('a bulk KYC decision approves the one named check of the selected customers', async ({ page }) => {
  const { token } = await orderData();
  const prefix = `Bulk KYC ${uniqueTag()}`;
  const customers = [await registerCustomer(token, `${prefix} A`), await registerCustomer(token, `${prefix} B`)];

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/customers?search=${encodeURIComponent(prefix)}`);
  const rows = rowsOf(page, 'Customers');
  await expect(rows).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  const bar = page.getByRole('group', { name: 'Bulk actions' });
  await bar.getByRole('combobox', { name: 'KYC check' }).selectOption({ label: 'PAN' });
  await bar.getByRole('button', { name: 'Approve PAN' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Approve the PAN check of 2 customers?' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Approve PAN' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Approve PAN: 2 of 2 done.' })).toBeVisible();
  await expect(page.getByText(/\d selected$/)).toHaveCount(0);
  for (const customer of customers) {
    const stored = await callApi<{ kyc: { pan_verification_status: string; email_verification_status: string } }>(
      token,
      'GET',
      `/v2/customer/${customer.id}`,
    );
    expect(stored.kyc).toMatchObject({ pan_verification_status: 'verified', email_verification_status: 'pending' });
  }
  // The PAN check's own column, chosen in the column chooser, shows the decision.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('group', { name: 'Visible columns' }).getByRole('checkbox', { name: 'PAN check' }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'PAN check' })).toBeVisible();
  await expect(rows.first().getByRole('cell').filter({ hasText: 'Verified' })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/customers-1440.png` });

  await page.setViewportSize({ width: 1024, height: 800 });
  const region = page.getByRole('region', { name: 'Customers' });
  expect(await inView(region, page.getByRole('link', { name: `Open ${customers[0]!.name}` }))).toBe(true);
  await page.screenshot({ path: `${SHOTS}/customers-1024.png` });

  // A phone: cards with the name, the status and Open; nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = rows.filter({ hasText: customers[0]!.name });
  expect(await card.evaluate((row) => getComputedStyle(row).display)).toBe('flex');
  await expect(card.getByRole('link', { name: customers[0]!.name, exact: true })).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: `Open ${customers[0]!.name}` })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Email' })).toBeHidden();
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/customers-390.png`, fullPage: true });
});

test('the order list keeps its column choice across a reload, keeps Open in view, and shows cards on a phone', async ({
  page,
}) => {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Cols Orders ${tag}`);
  const project = await data.activeProject(`Cols Orders Project ${tag}`);
  const orders = [await data.book(customer.id, project.id, 2), await data.book(customer.id, project.id, 3)];

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/orders?user_id=${customer.id}`);
  const rows = rowsOf(page, 'Orders');
  await expect(rows).toHaveCount(2);
  const region = page.getByRole('region', { name: 'Orders' });
  const open = page.getByRole('link', { name: `Open order #${orders[0]!.id}` });
  expect(await inView(region, open)).toBe(true);
  await expect(page.getByRole('columnheader', { name: 'Phone' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/orders-1440.png` });

  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('group', { name: 'Visible columns' });
  await expect(chooser.getByRole('checkbox', { name: 'Order' })).toBeDisabled();
  await chooser.getByRole('checkbox', { name: 'Phone' }).check();
  await chooser.getByRole('checkbox', { name: 'Units' }).uncheck();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('columnheader', { name: 'Phone' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Units' })).toHaveCount(0);

  await page.setViewportSize({ width: 1024, height: 800 });
  expect(await inView(region, open)).toBe(true);
  expect(await inView(region, page.getByRole('cell', { name: `#${orders[0]!.id}`, exact: true }))).toBe(true);
  await page.screenshot({ path: `${SHOTS}/orders-1024.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  const card = rows.filter({ hasText: `#${orders[0]!.id}` });
  expect(await card.evaluate((row) => getComputedStyle(row).display)).toBe('flex');
  await expect(card.getByRole('link', { name: `#${orders[0]!.id}`, exact: true })).toBeVisible();
  await expect(card.getByText('Booked', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: `Open order #${orders[0]!.id}` })).toBeVisible();
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/orders-390.png`, fullPage: true });
  // Selected orders export to CSV from the card view too.
  await card.getByRole('checkbox', { name: `Select order #${orders[0]!.id}` }).check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export selected' }).click();
  const csv = await (await download).createReadStream().then(async (stream) => {
    let text = '';
    for await (const chunk of stream) text += chunk;
    return text;
  });
  expect(csv).toContain(`${orders[0]!.id},${customer.name}`);
  expect(csv).not.toContain(`${orders[1]!.id},${customer.name}`);
});

test("a failed list says what happened: the server's message, Network Error, else the list's fallback", async ({
  page,
}) => {
  const isOrderList = (url: URL) => url.pathname.endsWith('/api/v2/order');
  const cases: { answer: Parameters<Page['route']>[1]; shown: string }[] = [
    {
      answer: (route) => route.fulfill({ status: 503, json: { message: 'Orders are read-only during maintenance' } }),
      shown: 'Orders are read-only during maintenance',
    },
    { answer: (route) => route.abort('connectionrefused'), shown: 'Network Error' },
    {
      answer: (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
      shown: 'Failed to fetch order',
    },
  ];
  for (const { answer, shown } of cases) {
    await page.route(isOrderList, answer);
    await page.goto('/orders');
    const alert = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await expect(alert).toContainText(shown, { timeout: 15_000 });
    await page.unroute(isOrderList);
  }
  expect(await seriousViolations(page)).toEqual([]);
  // Retry, with the API answering again, loads the list.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(rowsOf(page, 'Orders').first()).toBeVisible();
});

/** Whether two boxes overlap (a cell lying under a sticky column). */
async function overlaps(a: Locator, b: Locator) {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (one === null || two === null) throw new Error('a cell has no box');
  return (
    one.x < two.x + two.width - 1 &&
    two.x < one.x + one.width - 1 &&
    one.y < two.y + two.height - 1 &&
    two.y < one.y + one.height - 1
  );
}

test('at 1024 and 1440 px the Status of orders and cancel requests is in view, clear of the sticky columns', async ({
  page,
}) => {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Sticky Status ${tag}`);
  const project = await data.activeProject(`Sticky Status Project ${tag}`);
  const order = await data.book(customer.id, project.id, 2);
  await data.raiseCancel(order.id, 'Changed my mind');
  const lists = [
    { caption: 'Orders', url: `/orders?user_id=${customer.id}`, name: 'orders' },
    { caption: 'Cancel requests', url: `/cancel?status=all&user_id=${customer.id}`, name: 'cancel' },
  ];
  for (const list of lists) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(list.url);
    const rows = rowsOf(page, list.caption);
    await expect(rows).toHaveCount(1);
    const region = page.getByRole('region', { name: list.caption });
    const headers = page.getByRole('table', { name: list.caption }).locator('thead th');
    const statusIndex = (await headers.allTextContents()).findIndex((text) => /^Status/.test(text));
    expect(statusIndex, `${list.caption} has a Status column`).toBeGreaterThan(-1);
    const status = rows.first().locator('td').nth(statusIndex);
    const stickyEnd = rows.first().locator('td[data-sticky="end"]');
    const stickyStart = rows.first().locator('td[data-sticky="start"]');
    for (const [width, height] of [
      [1440, 900],
      [1024, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(150);
      await page.screenshot({ path: `${SHOTS}/${list.name}-status-${width}.png` });
      expect(await inView(region, status), `${list.caption} at ${width} px: Status in view`).toBe(true);
      expect(await overlaps(status, stickyEnd), `${list.caption} at ${width} px: Status under the sticky actions`).toBe(
        false,
      );
      expect(await overlaps(status, stickyStart), `${list.caption} at ${width} px: Status under the sticky name`).toBe(
        false,
      );
    }
  }
});

test('a table wider than its window says so: the sticky columns cast a shadow on the side where columns are hidden', async ({
  page,
}) => {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Scroll Shadow ${tag}`);
  const project = await data.activeProject(`Scroll Shadow Project ${tag}`);
  await data.book(customer.id, project.id, 1);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`/orders?user_id=${customer.id}`);
  await expect(rowsOf(page, 'Orders')).toHaveCount(1);
  const region = page.getByRole('region', { name: 'Orders' });
  const open = region.locator('td[data-sticky="end"]').first();
  const shadow = (cell: Locator) => cell.evaluate((element) => getComputedStyle(element).boxShadow);
  // At 1024 px the order list has more columns than fit: more to the right, nothing to the left.
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await expect(region).toHaveAttribute('data-more-right', 'true');
  await expect(region).not.toHaveAttribute('data-more-left');
  const withShadow = await shadow(open);
  await page.screenshot({ path: `${SHOTS}/orders-more-right-1024.png` });
  // Scrolled to the end: the hidden columns are now to the left, and Open's shadow goes. (Scrolled
  // again while a late cell, the assignee's choices, still widens the table.)
  await expect(async () => {
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(region).not.toHaveAttribute('data-more-right', { timeout: 500 });
  }).toPass();
  await expect(region).toHaveAttribute('data-more-left', 'true');
  // Read until it changes: the shadow follows the scroll state a frame later (and may fade).
  await expect.poll(() => shadow(open)).not.toBe(withShadow);
  await page.screenshot({ path: `${SHOTS}/orders-more-left-1024.png` });
  // Wide enough for every column: no shadow either side.
  await page.setViewportSize({ width: 2200, height: 900 });
  await expect(region).not.toHaveAttribute('data-more-right');
  await expect(region).not.toHaveAttribute('data-more-left');
});

test("a 100-row page draws the rows near its box: aria-rowcount says the page's size, and its last row is reached by Tab, by End and by scrolling", async ({
  page,
}) => {
  // The seed's 60 customers and those other journeys made: more than the 25 a page draws whole.
  const listed = page.waitForResponse(
    (response) => response.url().includes('/users/filter') && response.url().includes('limit=100') && response.ok(),
  );
  await page.goto('/customers?limit=100');
  const { data: items } = (await (await listed).json()) as { data: unknown[] };
  expect(items.length).toBeGreaterThan(25);
  const region = page.getByRole('region', { name: 'Customers' });
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(table).toHaveAttribute('aria-rowcount', String(items.length + 1));
  await expect(table.locator('tbody tr[aria-rowindex="2"]')).toBeVisible();
  // Only the rows in and near the box are in the DOM.
  expect(await table.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(items.length);
  const last = table.locator(`tbody tr[aria-rowindex="${items.length + 1}"]`);
  await expect(last).toHaveCount(0);

  // Tab from the first row's checkbox down to the last row: each next row is drawn before focus reaches it.
  await table.locator('tbody tr[aria-rowindex="2"]').getByRole('checkbox').focus();
  const focusedPlace = () =>
    page.evaluate(() => Number(document.activeElement?.closest('tr')?.getAttribute('aria-rowindex') ?? 0));
  let place = await focusedPlace();
  for (let press = 0; press < 20 * items.length && place > 0 && place < items.length + 1; press++) {
    await page.keyboard.press('Tab');
    place = await focusedPlace();
  }
  expect(place).toBe(items.length + 1);
  await expect(last).toBeInViewport();

  // The focused row stays drawn wherever the box scrolls; focus on the box itself, back at the top,
  // End jumps to the last row; scrolling down reaches it too.
  await region.focus();
  await region.evaluate((box) => box.scrollTo({ top: 0 }));
  await expect(last).toHaveCount(0);
  await page.keyboard.press('End');
  await expect(last).toBeInViewport();
  await region.evaluate((box) => box.scrollTo({ top: 0 }));
  await expect(last).toHaveCount(0);
  expect(await scrollToRow(region, last)).toBe(true);
  await expect(last).toBeInViewport();
});
