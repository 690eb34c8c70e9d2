// Chasing overdue orders in the tool (a staff member's day, part 2): an "Overdue" chip on the list
// and the order detail (deadline passed, not paid); the selection moved, given more time and
// assigned at once, each order by its own rules, the report naming the orders done and those
// refused; a role that may not change orders gets no bulk action. Each journey makes its own data;
// every screen touched has no axe violation (WCAG A/AA, any impact); screenshots at 1440, 1024 and 390 px go to SHOTS_DIR.
import { callApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { checkWidths } from '../support/widths';
import { orderData, uniqueTag } from '../support/orders-data';
import { signInViaApi, STAFF_PHONES, storageStateWith } from '../support/session';

test('overdue orders carry a chip, and are moved, given more time and assigned in bulk, each by its own rules', async ({
  page,
  browser,
}) => {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Overdue ${tag}`);
  const project = await data.activeProject(`Overdue Project ${tag}`);
  const late = await data.book(customer.id, project.id, 2);
  const later = await data.book(customer.id, project.id, 3);
  const paid = await data.book(customer.id, project.id, 1);
  const gone = new Date(Date.now() - 3 * 86_400_000).toISOString();
  for (const order of [late, later, paid])
    await callApi(data.token, 'POST', `/order/update-order-time-status/${order.id}`, {
      investment_deadline_time: gone,
    });
  await data.moveTo(paid.id, 'Document_Signature_Pending', 'Full_Payment_Pending', 'Full_Payment_Done');

  // The detail says it too.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/order-details/${late.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${late.id}` })).toBeVisible();
  await expect(page.getByText('Overdue', { exact: true })).toBeVisible();
  await checkWidths(page, 'overdue-orders', 'order-detail-overdue');

  await page.goto(`/orders?user_id=${customer.id}`);
  const table = page.getByRole('table', { name: 'Orders' });
  const row = (id: number) => table.getByRole('row').filter({ hasText: `#${id}` });
  await expect(row(late.id).getByText('Overdue', { exact: true })).toBeVisible();
  await expect(row(later.id).getByText('Overdue', { exact: true })).toBeVisible();
  await expect(row(paid.id).getByText('Overdue', { exact: true })).toHaveCount(0);

  // Move: the booked order takes the step, the paid one is refused by its own transitions.
  const bar = page.getByRole('group', { name: 'Bulk actions' });
  await page.getByRole('checkbox', { name: `Select Order #${late.id}` }).check();
  await page.getByRole('checkbox', { name: `Select Order #${paid.id}` }).check();
  await bar.getByRole('button', { name: 'Move to Document Signature Pending' }).click();
  await page
    .getByRole('alertdialog', { name: 'Move 2 orders to Document Signature Pending?' })
    .getByRole('button', { name: 'Move to Document Signature Pending' })
    .click();
  const report = page.getByRole('alert').filter({ hasText: 'Move to Document Signature Pending:' });
  await expect(report).toContainText('1 of 2 done, 1 failed.');
  await expect(report).toContainText(`Done: Order #${late.id}`);
  await expect(report.getByRole('list', { name: 'Failures' })).toContainText(
    `Order #${paid.id}: Cannot move an order from Full Payment Done to Document Signature Pending (allowed: Token Transfer, Cancelled Request)`,
  );
  await checkWidths(page, 'overdue-orders', 'orders-bulk-report');

  // More time: both unpaid orders get 14 days from today; the paid one is refused by the rule. The
  // sidebar's Past deadline count drops by the two at once (a bulk action calls the API order by order).
  const pastDeadline = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Past deadline: / });
  const pastDeadlineCount = async () =>
    Number(/: (\d+) waiting$/.exec((await pastDeadline.getAttribute('aria-label')) ?? '')?.[1]);
  await expect(pastDeadline).toBeVisible({ timeout: 15_000 });
  const pastBefore = await pastDeadlineCount();
  await page.getByRole('checkbox', { name: `Select Order #${late.id}` }).check();
  await page.getByRole('checkbox', { name: `Select Order #${later.id}` }).check();
  await bar.getByLabel('Extend by').selectOption('14');
  await bar.getByRole('button', { name: 'Extend deadline by 14 days' }).click();
  await page
    .getByRole('alertdialog', { name: 'Extend the investment deadline of 3 orders by 14 days?' })
    .getByRole('button', { name: 'Extend deadline by 14 days' })
    .click();
  const extended = page.getByRole('alert').filter({ hasText: 'Extend deadline by 14 days:' });
  await expect(extended).toContainText('2 of 3 done, 1 failed.');
  await expect(extended).toContainText(`Done: Order #${late.id}, Order #${later.id}`);
  await expect(extended).toContainText(
    `Order #${paid.id}: Full Payment Done: only an unpaid order's deadline can be extended`,
  );
  await expect(row(late.id).getByText('Overdue', { exact: true })).toHaveCount(0);
  await expect(row(later.id).getByText('Overdue', { exact: true })).toHaveCount(0);
  await expect.poll(pastDeadlineCount).toBe(pastBefore - 2);
  const deadline = (await data.order(later.id)).investment_deadline_time;
  expect(Date.parse(deadline ?? '')).toBeGreaterThan(Date.now() + 13 * 86_400_000);

  // Assign the two to the Operations officer.
  const operations = await callApi<{ name: string }>(
    (await signInViaApi(STAFF_PHONES.operations)).accessToken,
    'GET',
    '/auth/me',
  );
  await bar.getByRole('button', { name: 'Clear selection' }).click();
  await page.getByRole('checkbox', { name: `Select Order #${late.id}` }).check();
  await page.getByRole('checkbox', { name: `Select Order #${later.id}` }).check();
  await bar.getByLabel('Assign to').selectOption({ label: operations.name });
  await bar.getByRole('button', { name: `Assign to ${operations.name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Assign 2 orders to ${operations.name}?` })
    .getByRole('button', { name: `Assign to ${operations.name}` })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: `Assign to ${operations.name}: 2 of 2 done.` }),
  ).toBeVisible();
  expect((await data.order(late.id)).assignee?.name).toBe(operations.name);

  // Support may read orders but not change them: the selection only exports.
  const support = await signInViaApi(STAFF_PHONES.support);
  const supportPage = await (await browser.newContext({ storageState: storageStateWith(support) })).newPage();
  await supportPage.goto(`/orders?user_id=${customer.id}`);
  await supportPage.getByRole('checkbox', { name: `Select Order #${late.id}` }).check();
  const supportBar = supportPage.getByRole('group', { name: 'Bulk actions' });
  await expect(supportBar.getByRole('button', { name: 'Export selected' })).toBeVisible();
  await expect(supportBar.getByRole('button', { name: /^(Move to|Assign|Unassign|Extend)/ })).toHaveCount(0);
  await expect(supportBar.getByLabel('Move to')).toHaveCount(0);
});
