// Queues that hold their shape, and the layout fixes around them (a staff member's day, part 2):
// a cancel request awaiting a second approval keeps its row one line (its note on a line of its own),
// Waiting and Assignee stay in view beside the sticky columns at 1024 px, where the sidebar is a
// drawer; a closed record cannot be claimed; a bulk decision refreshes the sidebar's counts; Orders'
// counts say what they count; the navigation and filter drawers hold focus and close on Escape; the
// Views panel opens inside the window; cards scroll with the page; a profile's tabs wrap. Each journey
// makes its own data; every screen touched has no WCAG A/AA violation (axe); screenshots at 1440, 1024
// and 390 px go to SHOTS.
import type { Locator, Page } from '@playwright/test';
import { callApi } from '../support/api';
import { allViolations as violations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { orderData, uniqueTag } from '../support/orders-data';
import { ADMIN } from '../support/session';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/queue-shape';
const WIDTHS = [
  [1440, 900],
  [1024, 768],
  [390, 844],
] as const;

const region = (page: Page, caption: string) => page.getByRole('region', { name: caption });
const rowsOf = (page: Page, caption: string) => region(page, caption).locator('tbody tr');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Whether the element lies, left to right, within the table's scroll area and clear of its sticky columns. */
async function besideSticky(area: Locator, row: Locator, cell: Locator) {
  const [box, frame] = [await cell.boundingBox(), await area.boundingBox()];
  const start = await row.locator('td[data-sticky="start"]').boundingBox();
  const end = await row.locator('td[data-sticky="end"]').boundingBox();
  if (!box || !frame || !start || !end) return false;
  return (
    box.x >= start.x + start.width - 1 && box.x + box.width <= end.x + 1 && box.x + box.width <= frame.x + frame.width
  );
}

/**
 * The headers of the columns a reader sees cut: partly in view and partly under a sticky column or
 * past the area's edge, yet not hidden (a hidden one carries `data-cut` and shows nothing).
 */
async function cutColumns(area: Locator) {
  return area.evaluate((element) => {
    const cells = [...element.querySelectorAll<HTMLElement>('thead th')];
    const frame = element.getBoundingClientRect();
    let left = frame.left;
    let right = frame.left + element.clientWidth;
    for (const cell of cells) {
      const box = cell.getBoundingClientRect();
      if (cell.dataset.sticky === 'end') right = Math.min(right, box.left);
      else if (cell.dataset.sticky) left = Math.max(left, box.right);
    }
    return cells
      .filter((cell) => !cell.dataset.sticky && !cell.hasAttribute('data-cut'))
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        // Wider than the room between the sticky columns, it can never come whole into view: it is shown.
        if (box.width > right - left + 1) return false;
        const inView = box.right > left + 1 && box.left < right - 1;
        return inView && (box.left < left - 1 || box.right > right + 1);
      })
      .map((cell) => cell.textContent ?? '');
  });
}

/** The column's index among the table's headers (the selection column counts). */
async function columnIndex(page: Page, caption: string, header: RegExp) {
  const headers = await page.getByRole('table', { name: caption }).locator('thead th').allTextContents();
  const index = headers.findIndex((text) => header.test(text));
  expect(index, `${caption} has a column ${header}`).toBeGreaterThan(-1);
  return index;
}

async function shoot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/** A customer with pending cancel requests: the first one approved once above the refund threshold (awaiting a second approval). */
async function pendingQueue(requests = 3) {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Queue Shape ${tag}`);
  // 50,000 a unit, 3 units: ₹1,50,000, above the refund threshold.
  const project = await data.activeProject(`Queue Shape Project ${tag}`, 50_000);
  const raised = [];
  for (let i = 1; i <= requests; i++) {
    const order = await data.book(customer.id, project.id, 3);
    raised.push(await data.raiseCancel(order.id, `Changed my mind, the ${i}th time, after a long talk with family`));
  }
  const awaiting = await data.approveCancel(raised[0]!.id);
  expect(awaiting.awaiting_second_approval?.by.name).toBe(ADMIN.name);
  return { data, customer, awaiting, others: raised.slice(1) };
}

test('a request awaiting a second approval keeps every row of the Pending queue under 120 px, with no inner scroll, and Waiting and Assignee in view', async ({
  page,
}) => {
  const { customer, awaiting } = await pendingQueue();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/cancel?status=Pending&user_id=${customer.id}`);
  const rows = rowsOf(page, 'Cancel requests');
  // Three requests and the awaiting one's note, on a line of its own.
  await expect(rows).toHaveCount(4);
  const note = region(page, 'Cancel requests').getByRole('note');
  await expect(note).toContainText(`Awaiting second approval: approved by ${ADMIN.name}`);
  const row = rows.filter({
    has: page.getByRole('button', { name: `Confirm the refund of cancel request #${awaiting.id}` }),
  });
  // The row's badge says it waits; who approved it and why is the note's, not the row's.
  await expect(row.getByText('Awaiting second approval', { exact: true })).toBeVisible();
  await expect(row).not.toContainText(`approved by ${ADMIN.name}`);
  const waiting = await columnIndex(page, 'Cancel requests', /^Waiting/);
  const assignee = await columnIndex(page, 'Cancel requests', /^Assignee/);

  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(250);
    for (const tr of await rows.all()) {
      const box = await tr.boundingBox();
      expect(box?.height, `a row at ${width} px`).toBeLessThan(width === 390 ? 400 : 120);
    }
    // No scroll box inside the page: the list's area holds all its rows.
    expect(
      await region(page, 'Cancel requests').evaluate((area) => area.scrollHeight <= area.clientHeight + 1),
      `no inner scroll at ${width} px`,
    ).toBe(true);
    await expect(note).toBeInViewport();
    if (width !== 390) {
      const area = region(page, 'Cancel requests');
      expect(await besideSticky(area, row, row.locator('td').nth(waiting)), `Waiting in view at ${width} px`).toBe(
        true,
      );
      expect(await besideSticky(area, row, row.locator('td').nth(assignee)), `Assignee in view at ${width} px`).toBe(
        true,
      );
    }
    expect(await violations(page), `axe at ${width} px`).toEqual([]);
    await shoot(page, 'cancel-awaiting', width);
  }

  // Claimed, it is found under Mine, where its row keeps its shape too.
  await page.setViewportSize({ width: 1024, height: 768 });
  await row.getByRole('button', { name: `Assign cancel request #${awaiting.id} to me` }).click();
  await expect(row.getByRole('combobox', { name: `Assignee of cancel request #${awaiting.id}` })).toHaveValue(/\d+/);
  await page.goto('/cancel?status=Pending&mine=true');
  const mine = rowsOf(page, 'Cancel requests');
  await expect(mine.filter({ hasText: `#${awaiting.id}` })).toHaveCount(1);
  for (const tr of await mine.all()) expect((await tr.boundingBox())?.height).toBeLessThan(120);
  await shoot(page, 'cancel-mine', 1024);
});

test('a bulk decision takes its requests off the sidebar count at once, and a decided one offers no claim', async ({
  page,
}) => {
  const { customer, others } = await pendingQueue();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/cancel?status=Pending&user_id=${customer.id}`);
  const count = nav(page).getByRole('link', { name: /^To decide: \d+ waiting$/ });
  await expect(count).toBeVisible({ timeout: 15_000 });
  const countOf = async () => Number(/: (\d+) waiting$/.exec((await count.getAttribute('aria-label')) ?? '')?.[1]);
  const before = await countOf();

  for (const request of others)
    await page.getByRole('checkbox', { name: `Select Cancel request #${request.id}` }).check();
  await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reject 2 cancel requests?' });
  await dialog.getByRole('textbox', { name: /Reason for the rejection/ }).fill('Outside the cancellation window');
  await dialog.getByRole('button', { name: 'Reject requests' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reject: 2 of 2 done.' })).toBeVisible();
  // No reload, no window focus: the bulk run refreshed the count.
  await expect.poll(countOf).toBe(before - 2);

  // Decided, the requests wait no more and cannot be claimed.
  await page.goto(`/cancel?status=Rejected&user_id=${customer.id}`);
  const decided = rowsOf(page, 'Cancel requests');
  await expect(decided).toHaveCount(2);
  await expect(decided.getByRole('button', { name: /to me$/ })).toHaveCount(0);
  const waiting = await columnIndex(page, 'Cancel requests', /^Waiting/);
  for (const tr of await decided.all()) await expect(tr.locator('td').nth(waiting)).toHaveText('—');
});

test("Orders' sidebar counts say what they count; a refunded order waits no more and cannot be claimed; the queue columns stay in view at 1024 px", async ({
  page,
}) => {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Closed Order ${tag}`);
  const project = await data.activeProject(`Closed Order Project ${tag}`);
  const late = await data.book(customer.id, project.id, 2);
  await callApi(data.token, 'POST', `/order/update-order-time-status/${late.id}`, {
    investment_deadline_time: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  });
  // The widest status there is: with it on one line, Assignee went under the sticky Open at 1024 px.
  await data.moveTo(late.id, 'Document_Signature_Pending');
  const refunded = await data.book(customer.id, project.id, 1);
  await data.approveCancel((await data.raiseCancel(refunded.id, 'Refund it')).id);
  expect((await data.order(refunded.id)).status).toBe('Refunded');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/orders?user_id=${customer.id}`);
  const rows = rowsOf(page, 'Orders');
  await expect(rows).toHaveCount(2);
  // Each of Orders' two counts names its queue in words a sighted person reads.
  const pastDeadline = nav(page).getByRole('link', { name: /^Past deadline: \d+ waiting$/ });
  await expect(pastDeadline).toBeVisible({ timeout: 15_000 });
  await expect(pastDeadline).toHaveText(/^Past deadline\s*\d+$/);

  const lateRow = rows.filter({ hasText: `#${late.id}` });
  const refundedRow = rows.filter({ hasText: `#${refunded.id}` });
  const waiting = await columnIndex(page, 'Orders', /^Waiting/);
  const overdue = await columnIndex(page, 'Orders', /^Overdue/);
  const assignee = await columnIndex(page, 'Orders', /^Assignee/);
  await expect(lateRow.locator('td').nth(overdue)).toHaveText('3 days');
  await expect(lateRow.getByRole('button', { name: `Assign order #${late.id} to me` })).toBeVisible();
  await expect(refundedRow.locator('td').nth(waiting)).toHaveText('—');
  await expect(refundedRow.locator('td').nth(overdue)).toHaveText('—');
  await expect(refundedRow.getByRole('button', { name: /to me$/ })).toHaveCount(0);
  await expect(refundedRow.getByRole('combobox')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await shoot(page, 'orders', 1440);

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.waitForTimeout(250);
  const area = region(page, 'Orders');
  for (const column of [waiting, overdue, assignee])
    expect(await besideSticky(area, lateRow, lateRow.locator('td').nth(column)), `column ${column} in view`).toBe(true);
  for (const tr of await rows.all()) expect((await tr.boundingBox())?.height).toBeLessThan(120);
  expect(await violations(page)).toEqual([]);
  await shoot(page, 'orders', 1024);
  // Scrolled sideways a little at a time, no column is ever shown cut under the sticky Open or
  // against the area's edge: one partly in view is hidden until it comes whole into view.
  const scrollable = await area.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(scrollable, 'the table scrolls sideways at 1024 px').toBeGreaterThan(0);
  for (let left = 0; left <= scrollable + 40; left += 40) {
    await area.evaluate((element, x) => element.scrollTo({ left: x }), left);
    await expect.poll(() => cutColumns(area), { message: `scrolled to ${left} px` }).toEqual([]);
  }
  await shoot(page, 'orders-scrolled-end', 1024);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'orders', 390);
});

test('the sidebar is a drawer below 1280 px: it takes focus, keeps Tab inside, and closes on Escape, focus back on the menu button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(nav(page)).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeHidden();

  for (const [width, height] of WIDTHS.slice(1)) {
    await page.setViewportSize({ width, height });
    const menu = page.getByRole('button', { name: 'Open navigation' });
    await expect(menu).toBeVisible();
    await expect(nav(page)).toBeHidden();
    await menu.click();
    const close = page.getByRole('button', { name: 'Close navigation', exact: true }).first();
    await expect(nav(page)).toBeInViewport({ ratio: 1 });
    await expect(page.locator('#ui-sidebar').getByRole('button', { name: 'Close navigation' })).toBeFocused();
    // Tab goes round the drawer's links and comes back to its Close button; Shift+Tab goes the other way.
    const links = await nav(page).getByRole('link').count();
    for (let step = 0; step < links + 1; step++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.getElementById('ui-sidebar')?.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.getElementById('ui-sidebar')?.contains(document.activeElement))).toBe(
      true,
    );
    expect(await violations(page), `the open menu at ${width} px`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/menu-open-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(nav(page)).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(close).toBeHidden();
  }
});

test('on a phone the filters wait in a drawer, the cards scroll with the page, and the Views panel opens inside the window', async ({
  page,
}) => {
  const { customer } = await pendingQueue(2);
  // On Orders at 1440 px, Views ends the filters' row at the window's right: its panel opened past the edge.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/orders');
  await page.getByRole('button', { name: 'Views' }).click();
  const ordersViews = page.getByRole('group', { name: 'Saved views' });
  await expect(ordersViews.getByRole('button', { name: 'Save current view' })).toBeInViewport({ ratio: 1 });
  const ordersBox = await ordersViews.boundingBox();
  expect(ordersBox && ordersBox.x >= 0 && ordersBox.x + ordersBox.width <= 1440).toBe(true);
  await page.screenshot({ path: `${SHOTS}/orders-views-open-1440.png` });
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`/cancel?status=Pending&user_id=${customer.id}`);
  await expect(rowsOf(page, 'Cancel requests')).toHaveCount(3);
  const views = page.getByRole('button', { name: 'Views' });
  await views.click();
  const panel = page.getByRole('group', { name: 'Saved views' });
  await panel.getByRole('textbox', { name: 'View name' }).fill('My pending');
  await panel.getByRole('button', { name: 'Save current view' }).click();
  await expect(panel.getByRole('button', { name: 'Delete view My pending' })).toBeInViewport({ ratio: 1 });
  await expect(panel.getByRole('button', { name: 'Copy link to view My pending' })).toBeInViewport({ ratio: 1 });
  const box = await panel.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 1024).toBe(true);
  expect(await violations(page)).toEqual([]);
  await shoot(page, 'views-open', 1024);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  const filtersButton = page.getByRole('button', { name: /^Filters/ });
  await expect(filtersButton).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeHidden();
  // The cards scroll with the page: the list has no scroll box of its own.
  const area = region(page, 'Cancel requests');
  expect(await area.evaluate((element) => getComputedStyle(element).overflowY)).toBe('visible');
  expect(await area.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
  expect(await violations(page)).toEqual([]);
  await shoot(page, 'cancel-cards', 390);

  await filtersButton.click();
  const done = page.getByRole('button', { name: 'Done' });
  await expect(done).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeInViewport();
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="group"][aria-label="Filters"]') !== null),
    ).toBe(true);
  }
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/filters-open-390.png` });
  await done.focus();
  await page.getByRole('button', { name: 'Views' }).click();
  await expect(page.getByRole('button', { name: 'Delete view My pending' })).toBeInViewport({ ratio: 1 });
  const phonePanel = await page.getByRole('group', { name: 'Saved views' }).boundingBox();
  expect(phonePanel && phonePanel.x >= 0 && phonePanel.x + phonePanel.width <= 390).toBe(true);
  await page.screenshot({ path: `${SHOTS}/views-open-390.png` });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeHidden();
  await expect(filtersButton).toBeFocused();

  // A longer page (20 rows) too: the box that holds it to the window on a wider screen is let go, or
  // its cards ran past the box, over the pager below it.
  await page.goto('/customers?limit=20');
  await expect(rowsOf(page, 'Customers')).toHaveCount(20);
  const customers = region(page, 'Customers');
  expect(await customers.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
  await shoot(page, 'customers-cards-20', 390);
});

test("a customer's profile tabs wrap on a phone instead of being cut", async ({ page }) => {
  const data = await orderData();
  const customer = await data.customer(`Tabs ${uniqueTag()}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/customers-profile/${customer.id}`);
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
  expect(await violations(page)).toEqual([]);
  await shoot(page, 'profile-tabs', 390);
});
