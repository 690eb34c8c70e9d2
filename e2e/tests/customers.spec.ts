// Customers journeys: the filtered list in the URL, a profile's KYC decisions, the
// portfolio's figures by the API's definitions, comments, and PAN masked until revealed. Each
// creates its own data first.
import type { Customer, Portfolio, RevealedCustomerDetails } from '@admin/api-client';
import { callApi, editApi, uniqueSuffix } from '../support/api';
import { expect, test } from '../support/fixtures';
import { staffDay } from '../support/suite';
import {
  bookOrder,
  confirmKycAsSecondOfficer,
  createActiveProject,
  decideKyc,
  registerCustomer,
} from '../support/people';
import { signInViaApi } from '../support/session';

const inr = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(amount);

test('filter customers by KYC status and creation date in the URL, Back restores it; approve PAN, reject video, and the overall status follows', async ({
  page,
}) => {
  const { accessToken: token } = await signInViaApi();
  const batch = `KYC ${uniqueSuffix()}`;
  const pending = await registerCustomer(token, `E2E ${batch} Pending`);
  const rejected = await registerCustomer(token, `E2E ${batch} Rejected`);
  await decideKyc(token, rejected.id, 'aadhar', 'rejected', 'Blurred scan');
  // Email and Aadhaar already checked: PAN and video decide the overall status.
  await decideKyc(token, pending.id, 'email', 'verified');
  await decideKyc(token, pending.id, 'aadhar', 'verified');

  await page.goto('/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.getByLabel('Search').fill(batch);
  await expect(page).toHaveURL(/search=/);
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('link', { name: pending.name, exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: rejected.name, exact: true })).toBeVisible();

  await page.getByLabel('KYC status').selectOption('pending');
  const created = page.getByRole('group', { name: 'Account created' });
  await created.getByLabel('From').fill(staffDay());
  await created.getByLabel('To').fill(staffDay());
  await expect(page).toHaveURL(
    new RegExp(`kyc=pending.*from_date=${staffDay()}.*to_date=${staffDay()}|from_date=${staffDay()}.*kyc=pending`),
  );
  await expect(table.getByRole('link', { name: pending.name, exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: rejected.name, exact: true })).toHaveCount(0);

  await page.getByLabel('KYC status').selectOption('rejected');
  await expect(page).toHaveURL(/kyc=rejected/);
  await expect(table.getByRole('link', { name: rejected.name, exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: pending.name, exact: true })).toHaveCount(0);

  // A day before today: neither account was created then.
  const yesterday = staffDay(-1);
  await created.getByLabel('From').fill(yesterday);
  await created.getByLabel('To').fill(yesterday);
  await expect(page.getByText('No customers found')).toBeVisible();
  await page.screenshot({ path: '/tmp/customers-list-empty.png' });

  await page.goBack();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/kyc=pending/);
  await expect(page.getByLabel('KYC status')).toHaveValue('pending');
  await expect(table.getByRole('link', { name: pending.name, exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: rejected.name, exact: true })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/customers-list.png' });

  await table.getByRole('link', { name: pending.name, exact: true }).click();
  await expect(page).toHaveURL(`/customers-profile/${pending.id}`);
  await expect(page.getByRole('heading', { level: 1, name: pending.name })).toBeVisible();
  await page.screenshot({ path: '/tmp/customers-profile.png', fullPage: true });
  await page.getByRole('tab', { name: 'KYC' }).click();
  const kyc = page.getByRole('region', { name: 'KYC' });
  await expect(kyc.getByText('Overall')).toBeVisible();

  await page.getByRole('button', { name: 'Approve PAN verification' }).click();
  const approve = page.getByRole('alertdialog', { name: `Approve the PAN verification of ${pending.name}?` });
  await approve.getByRole('button', { name: 'Approve PAN' }).click();
  await expect(page.getByText('PAN verification approved')).toBeVisible();
  await expect(kyc.getByRole('listitem', { name: 'PAN' })).toContainText('Verified');
  await expect(kyc.locator('span', { hasText: 'Overall' })).toContainText('Pending');

  await page.getByRole('button', { name: 'Reject Video verification' }).click();
  const reject = page.getByRole('alertdialog', { name: `Reject the Video verification of ${pending.name}?` });
  await reject.getByRole('button', { name: 'Reject Video' }).click();
  await expect(reject.getByText('A reason is required to reject.')).toBeVisible();
  await reject.getByLabel('Reason (required)').fill('Face not visible in the video');
  await reject.getByRole('button', { name: 'Reject Video' }).click();
  // A rejection waits for a second staff member; the second Compliance officer confirms it.
  await expect(page.getByText('Video rejection awaiting a second approval')).toBeVisible();
  await expect(kyc.getByRole('listitem', { name: 'Video' })).toContainText(
    'Awaiting second approval: rejected by Asha Admin, reason: Face not visible in the video',
  );
  await confirmKycAsSecondOfficer(pending.id, 'video');
  await page.reload();
  await page.getByRole('tab', { name: 'KYC' }).click();
  await expect(kyc.getByRole('listitem', { name: 'Video' })).toContainText('Rejected');
  await expect(kyc.locator('span', { hasText: 'Overall' })).toContainText('Rejected');
  await page.screenshot({ path: '/tmp/customers-kyc.png', fullPage: true });

  const saved = await callApi<{
    kyc: { status: string; pan_verification_status: string; video_verification_status: string };
  }>(token, 'GET', `/v2/customer/${pending.id}`);
  expect(saved.kyc).toMatchObject({
    status: 'rejected',
    pan_verification_status: 'verified',
    video_verification_status: 'rejected',
  });

  // The reason is kept in the comment history.
  await page.getByRole('tab', { name: /Comments/ }).click();
  await expect(page.getByText('KYC video rejected: Face not visible in the video')).toBeVisible();
});

test("the portfolio's figures follow the API's definitions, per project too", async ({ page }) => {
  const { accessToken: token } = await signInViaApi();
  const customer = await registerCustomer(token, 'E2E Investor');
  const film = await createActiveProject(token, '1000.00');
  const album = await createActiveProject(token, '250.00');
  await bookOrder(token, customer.id, film.id, '12', true);
  await bookOrder(token, customer.id, film.id, '3', false);
  await bookOrder(token, customer.id, album.id, '40', true);
  // The film's price rises after the purchase: its current value moves, its invested amount does not.
  await editApi(token, `/v2/project/${film.id}`, { token_amount: '1250.00' });

  // By the definitions in apps/api/README.md: committed = booked orders going ahead; paid = payment done
  // onwards, money and units alike; value = the paid units at today's price.
  const expected = {
    committed: 15 * 1000 + 40 * 250,
    invested: 12 * 1000 + 40 * 250,
    value: 12 * 1250 + 40 * 250,
  };
  const portfolio = await callApi<Portfolio>(token, 'GET', `/me/portfolioById/${customer.id}`);
  expect(Number(portfolio.committed_amount)).toBe(expected.committed);
  expect(Number(portfolio.total_invested_amount)).toBe(expected.invested);
  expect(Number(portfolio.current_value)).toBe(expected.value);

  await page.goto(`/customers-profile/${customer.id}?tab=portfolio`);
  const figures = page.getByLabel('Portfolio figures');
  await expect(figures).toContainText(`Committed${inr(expected.committed)}3 orders booked, not cancelled or refunded`);
  await expect(figures).toContainText(`Paid${inr(expected.invested)}2 orders with payment done or tokens transferred`);
  await expect(figures).toContainText(`Current value${inr(expected.value)}`);
  await expect(figures).toContainText(`Total returns${inr(expected.value - expected.invested)}`);
  await expect(figures).toContainText('Units committed55Units of the committed orders');
  await expect(figures).toContainText('Units paid52Units of the paid orders');
  await expect(figures).toContainText('Projects2');
  const perProject = page.getByRole('table', { name: 'Per project' });
  await expect(perProject.getByRole('row', { name: new RegExp(film.name) })).toContainText(
    `15${inr(15000)}12${inr(12000)}${inr(15000)}`,
  );
  await expect(perProject.getByRole('row', { name: new RegExp(album.name) })).toContainText(
    `40${inr(10000)}40${inr(10000)}${inr(10000)}`,
  );
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  const orders = page.getByRole('table', { name: 'Portfolio orders' });
  await expect(orders.getByRole('row')).toHaveCount(4);
  await page.screenshot({ path: '/tmp/customers-portfolio.png', fullPage: true });
  const first = portfolio.orders[0] as Portfolio['orders'][number];
  await orders.getByRole('link', { name: `#${first.id}` }).click();
  await expect(page).toHaveURL(`/order-details/${first.id}`);
});

test('a customer whose orders are booked but not paid: committed beside ₹0.00 paid, and no chart over zeros', async ({
  page,
}) => {
  const { accessToken: token } = await signInViaApi();
  const customer = await registerCustomer(token, 'E2E Booker');
  const project = await createActiveProject(token, '2500.00');
  await bookOrder(token, customer.id, project.id, '178', false);
  await bookOrder(token, customer.id, project.id, '120', false);

  await page.goto(`/customers-profile/${customer.id}?tab=portfolio`);
  const figures = page.getByLabel('Portfolio figures');
  await expect(figures).toContainText(`Committed${inr(298 * 2500)}2 orders booked, not cancelled or refunded`);
  await expect(figures).toContainText(`Paid${inr(0)}0 orders with payment done or tokens transferred`);
  await expect(figures).toContainText('Units committed298');
  await expect(figures).toContainText('Units paid0');
  await expect(
    page.getByText(/No chart yet: it compares what was paid for each project with its current value/),
  ).toBeVisible();
  await expect(page.locator('.recharts-surface')).toHaveCount(0);
  const orders = page.getByRole('table', { name: 'Portfolio orders' });
  await expect(orders.locator('tbody tr')).toHaveCount(2);
  await expect(orders.locator('tbody tr').first()).toContainText('Committed, not paid yet');
  await expect(orders.locator('[data-tone="warning"]', { hasText: 'Booked' })).toHaveCount(2);
});

test('a comment added on the profile joins its history', async ({ page }) => {
  const { accessToken: token } = await signInViaApi();
  const customer = await registerCustomer(token, 'E2E Commented');
  await page.goto(`/customers-profile/${customer.id}?tab=comments`);
  await expect(page.getByText('No comments yet')).toBeVisible();
  const note = `Called to confirm the address ${uniqueSuffix()}`;
  await page.getByLabel('Add a comment').fill(note);
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect(page.getByText('Comment added')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: note })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Comments (1)' })).toBeVisible();
  const saved = await callApi<{ comments: { comment: string }[] }>(token, 'GET', `/v2/customer/${customer.id}`);
  expect(saved.comments.map((c) => c.comment)).toEqual([note]);
  await page.setViewportSize({ width: 700, height: 900 });
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.screenshot({ path: '/tmp/customers-profile-narrow.png', fullPage: true });
});

test('PAN is masked by the API until an Admin reveals it; an edit that leaves the masked PAN as shown keeps the real one', async ({
  page,
}) => {
  const { accessToken: token } = await signInViaApi();
  const customer = await registerCustomer(token, 'E2E PAN');
  await page.goto(`/customers-profile/${customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();

  // Set a PAN through the edit form.
  await page.getByRole('button', { name: 'Edit' }).click();
  let dialog = page.getByRole('dialog', { name: `Edit ${customer.name}` });
  await dialog.getByLabel(/^PAN/).fill('ffkcy4637u');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Customer updated')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Shown and answered masked, even to an Admin; Show asks the API for the full value.
  const details = page.getByRole('region', { name: 'PAN and bank details' });
  await expect(details).toContainText('••••••637U');
  expect((await callApi<Customer>(token, 'GET', `/v2/customer/${customer.id}`)).pan_number).toBe('••••••637U');
  await page.getByRole('button', { name: 'Show PAN and bank details' }).click();
  await expect(details).toContainText('FFKCY4637U');
  await page.getByRole('button', { name: 'Hide PAN and bank details' }).click();
  await expect(details).not.toContainText('FFKCY4637U');

  // Another edit, PAN left as shown (masked): the real PAN stays.
  await page.getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: `Edit ${customer.name}` });
  await expect(dialog.getByLabel(/^PAN/)).toHaveValue('••••••637U');
  await dialog.getByLabel('Address').fill('4 Lake Road, Pune');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('4 Lake Road, Pune')).toBeVisible();
  expect(await callApi<RevealedCustomerDetails>(token, 'POST', `/v2/customer/${customer.id}/reveal`)).toMatchObject({
    pan_number: 'FFKCY4637U',
  });
});
