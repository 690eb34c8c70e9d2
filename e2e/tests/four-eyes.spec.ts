// Four eyes: decisions one staff member alone may not make. A KYC approval that would verify a
// customer is decided by one Compliance officer and confirmed by another (the first sees the confirm
// disabled, and the API refuses them); a refund above the threshold is approved by Admin and
// confirmed by Operations; a refund below it takes one decision. Each journey makes its own data.
import type { Browser, Page } from '@playwright/test';
import type { CancelRequest, Customer } from '@admin/api-client';
import { callApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import {
  bookOrder,
  createActiveProject,
  createEmployee,
  customerVersion,
  decideKyc,
  registerCustomer,
} from '../support/people';
import { ADMIN, signInViaApi, STAFF_PHONES, storageStateWith } from '../support/session';
import { apiUrl } from '../support/suite';

const FIRST_DECIDER_REFUSED = 'You made the first decision: a different staff member must confirm it or send it back.';

/** A page signed in as the staff user with this phone, with their token for API calls. */
async function signedInAs(
  browser: Browser,
  phone: string,
): Promise<{ page: Page; token: string; name: string; id: number }> {
  const session = await signInViaApi(phone);
  const context = await browser.newContext({ storageState: storageStateWith(session) });
  const me = await callApi<{ name: string; id: number }>(session.accessToken, 'GET', '/auth/me');
  return { page: await context.newPage(), token: session.accessToken, name: me.name, id: me.id };
}

/** A fresh pending cancel request whose order amounts to `units` × `price` rupees. */
async function refundOf(price: string, units: string): Promise<CancelRequest> {
  const { accessToken: token } = await signInViaApi();
  const customer = await registerCustomer(token, 'E2E Four eyes');
  const project = await createActiveProject(token, price);
  const order = await bookOrder(token, customer.id, project.id, units, true);
  return callApi<CancelRequest>(token, 'POST', '/v2/admin/cancel', {
    order_id: order.id,
    reason: 'Customer asked by phone',
  });
}

test('a KYC approval that would verify the customer needs a second Compliance officer', async ({ browser }) => {
  const { accessToken: adminToken } = await signInViaApi();
  const customer: Customer = await registerCustomer(adminToken, 'E2E Four eyes KYC');
  for (const verification of ['email', 'aadhar', 'pan'] as const)
    await decideKyc(adminToken, customer.id, verification, 'verified');

  // The first Compliance officer approves the last open check: it waits for a second approval.
  const first = await signedInAs(browser, STAFF_PHONES.compliance);
  await first.page.goto(`/customers-profile/${customer.id}?tab=kyc`);
  const video = first.page.getByRole('list', { name: 'KYC verifications' }).getByRole('listitem', { name: 'Video' });
  await video.getByRole('button', { name: 'Approve Video verification' }).click();
  await first.page
    .getByRole('alertdialog', { name: `Approve the Video verification of ${customer.name}?` })
    .getByRole('button', { name: 'Approve Video' })
    .click();
  await expect(first.page.getByText('Video approval awaiting a second approval')).toBeVisible();
  await expect(video).toContainText(`Awaiting second approval: approved by ${first.name}, no reason given`);
  // The same officer sees the confirm disabled, with the reason; the API refuses them whatever a screen shows.
  const ownConfirm = video.getByRole('button', { name: 'Confirm Video decision' });
  await expect(ownConfirm).toBeDisabled();
  await expect(video.getByRole('button', { name: 'Send back Video decision' })).toBeDisabled();
  await ownConfirm.hover({ force: true });
  await expect(first.page.getByRole('tooltip')).toContainText(FIRST_DECIDER_REFUSED);
  const refused = await fetch(`${apiUrl}/v2/customer/${customer.id}/kyc/video/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${first.token}`,
      'content-type': 'application/json',
      'if-match': `"${await customerVersion(first.token, customer.id)}"`,
    },
    body: '{}',
  });
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'You made the first decision on this KYC video check; a different staff member must confirm it or send it back',
  );

  // A second Compliance officer confirms it: the customer is verified.
  const second = await signedInAs(browser, STAFF_PHONES.secondCompliance);
  await second.page.goto(`/customers-profile/${customer.id}?tab=kyc`);
  const theirVideo = second.page
    .getByRole('list', { name: 'KYC verifications' })
    .getByRole('listitem', { name: 'Video' });
  await expect(theirVideo).toContainText(`Awaiting second approval: approved by ${first.name}`);
  await theirVideo.getByRole('button', { name: 'Confirm Video decision' }).click();
  const confirm = second.page.getByRole('alertdialog', { name: `Confirm the Video decision for ${customer.name}?` });
  await expect(confirm).toContainText(`${first.name} approved it. It takes effect now.`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(second.page.getByText('Video decision confirmed')).toBeVisible();
  await expect(theirVideo).not.toContainText('Awaiting second approval');
  // Both people stay on the check once it is done.
  await expect(theirVideo).toContainText(`Verified by ${first.name} · confirmed by ${second.name}`);
  expect((await callApi<Customer>(adminToken, 'GET', `/v2/customer/${customer.id}`)).kyc?.status).toBe('verified');

  // Admin finds both steps in the trail, on the Activity screen filtered by each officer.
  const admin = await signedInAs(browser, ADMIN.phone);
  for (const officer of [first, second]) {
    await admin.page.goto(`/activity?actor_id=${officer.id}&q=${encodeURIComponent(customer.name)}`);
    const step = admin.page
      .getByRole('table', { name: 'Activity' })
      .getByRole('row')
      .filter({ hasText: customer.name })
      .first();
    await expect(step).toContainText(officer.name);
    await expect(step).toContainText('Decision');
  }
});

test('a refund above the threshold is approved by Admin and confirmed by Operations', async ({ page, browser }) => {
  const request = await refundOf('50000', '3');
  expect(Number(request.total_amount)).toBe(150000);
  await page.goto(`/cancel?order_id=${request.order_id}`);
  await page.getByRole('button', { name: `Approve cancel request #${request.id}` }).click();
  await page
    .getByRole('alertdialog', { name: `Approve cancel request #${request.id}?` })
    .getByRole('button', { name: 'Approve and refund' })
    .click();
  await expect(
    page.getByText(
      `Cancel request #${request.id} approved: awaiting a second approval before order #${request.order_id} is refunded`,
    ),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `#${request.id}` });
  // Who approved first is the row's note, on a line of its own under it (the list shows this order's request only).
  const note = page.getByRole('region', { name: 'Cancel requests' }).getByRole('note');
  await expect(note).toContainText('Awaiting second approval: approved by Asha Admin');
  await expect(row).toContainText('Awaiting second approval');
  await expect(row.getByRole('button', { name: `Confirm the refund of cancel request #${request.id}` })).toBeDisabled();

  const operations = await signedInAs(browser, STAFF_PHONES.operations);
  await operations.page.goto(`/cancel?order_id=${request.order_id}`);
  const theirRow = operations.page.getByRole('row').filter({ hasText: `#${request.id}` });
  await expect(operations.page.getByRole('region', { name: 'Cancel requests' }).getByRole('note')).toContainText(
    'Awaiting second approval: approved by Asha Admin',
  );
  await theirRow.getByRole('button', { name: `Confirm the refund of cancel request #${request.id}` }).click();
  await operations.page
    .getByRole('alertdialog', { name: `Confirm the refund of cancel request #${request.id}?` })
    .getByRole('button', { name: 'Confirm and refund' })
    .click();
  await expect(operations.page.getByText(`Refund confirmed: order #${request.order_id} refunded`)).toBeVisible();
  const { accessToken } = await signInViaApi();
  await expect
    .poll(async () => (await callApi<CancelRequest>(accessToken, 'GET', `/v2/admin/cancel/${request.id}`)).status)
    .toBe('Approved');
  expect((await callApi<{ status: string }>(accessToken, 'GET', `/order/${request.order_id}`)).status).toBe('Refunded');
});

test('a refund below the threshold takes one decision', async ({ page }) => {
  const request = await refundOf('1000', '2');
  await page.goto(`/cancel?order_id=${request.order_id}`);
  await page.getByRole('button', { name: `Approve cancel request #${request.id}` }).click();
  await page
    .getByRole('alertdialog', { name: `Approve cancel request #${request.id}?` })
    .getByRole('button', { name: 'Approve and refund' })
    .click();
  await expect(page.getByText(`Cancel request approved: order #${request.order_id} refunded`)).toBeVisible();
  const { accessToken } = await signInViaApi();
  expect(
    (await callApi<CancelRequest>(accessToken, 'GET', `/v2/admin/cancel/${request.id}`)).awaiting_second_approval,
  ).toBeNull();
  expect((await callApi<{ status: string }>(accessToken, 'GET', `/order/${request.order_id}`)).status).toBe('Refunded');
});

test('the refund threshold changes only when a second, independent Admin confirms it on the Config screen', async ({
  page,
  browser,
}) => {
  const { accessToken } = await signInViaApi();
  // B is made by the seeded Admin, C by B: C is independent of the seeded Admin, B is not.
  const b = await createEmployee(accessToken, { role: 1 });
  const c = await createEmployee((await signInViaApi(b.phone)).accessToken, { role: 1 });
  const url = '/config?settings.sort=name&settings.limit=100';
  const threshold = 'refund_second_approval_threshold';

  await page.goto(url);
  await page.getByRole('button', { name: `Edit setting ${threshold}` }).click();
  const form = page.getByRole('form', { name: `Edit setting ${threshold}` });
  await form.getByLabel('Value').fill('250000');
  await form.getByRole('button', { name: 'Save setting' }).click();
  await expect(page.getByText(`Change of ${threshold} to 250000 awaiting a second Admin`)).toBeVisible();
  // After a PUT the list goes back to page 1 of 10 (docs/product.md#calls), where the threshold is not
  // once other journeys' settings sort before it: open the whole list again.
  await page.goto(url);
  const row = page.getByRole('row', { name: new RegExp(threshold) });
  await expect(row).toContainText('Awaiting second approval: changed to 250000 by Asha Admin');
  await expect(row.getByRole('button', { name: `Confirm the change of ${threshold}` })).toBeDisabled();
  await expect(row.getByRole('button', { name: `Delete setting ${threshold}` })).toHaveCount(0);

  // B, whose account the asker made, is refused by the API whatever the screen offers.
  const byB = await signedInAs(browser, b.phone);
  const setting = (await callApi<{ id: number; name: string }[]>(byB.token, 'GET', '/setting?limit=100')).find(
    (s) => s.name === threshold,
  );
  const refused = await fetch(`${apiUrl}/setting/${setting?.id}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${byB.token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toMatch(/^Your account was created by Asha Admin/);

  const byC = await signedInAs(browser, c.phone);
  await byC.page.goto(url);
  const theirRow = byC.page.getByRole('row', { name: new RegExp(threshold) });
  await theirRow.getByRole('button', { name: `Confirm the change of ${threshold}` }).click();
  const dialog = byC.page.getByRole('alertdialog', { name: 'Confirm the change?' });
  await expect(dialog).toContainText(`${threshold} becomes 250000`);
  await dialog.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(byC.page.getByText(`${threshold} is now 250000`)).toBeVisible();
  await expect(theirRow).not.toContainText('Awaiting second approval');

  // Back to the seed's value, the same two steps through the API, for the journeys that follow.
  const current = await callApi<{ version: number }>(accessToken, 'GET', `/setting/${setting?.id}`);
  const asked = await callApi<{ version: number }>(
    accessToken,
    'PUT',
    `/setting/${setting?.id}`,
    { name: threshold, value: '100000' },
    current.version,
  );
  await callApi(byC.token, 'POST', `/setting/${setting?.id}/confirm`, {}, asked.version);
});
