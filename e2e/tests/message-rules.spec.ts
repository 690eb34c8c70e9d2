// Messages sent by event rules (docs/messages.md, "Sent by events"), read from the mail catcher the
// suite starts: a refund above the threshold sends its email only at the second approval, with the
// amount, once; a KYC rejection sends its template with the reason; a rule switched off in Config
// sends nothing. Each journey makes its own customer, project and order.
import type { Browser, Page } from '@playwright/test';
import type { CancelRequest, Customer, MessageRule } from '@admin/api-client';
import { callApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { mailsTo, waitForMail } from '../support/mail';
import { bookOrder, createActiveProject, customerVersion, registerCustomer } from '../support/people';
import { signInViaApi, STAFF_PHONES, storageStateWith } from '../support/session';

/** A page signed in as the staff user with this phone. */
async function signedInAs(browser: Browser, phone: string): Promise<Page> {
  const session = await signInViaApi(phone);
  const context = await browser.newContext({ storageState: storageStateWith(session) });
  return context.newPage();
}

/** A fresh customer of the journey's own and a pending cancel request of theirs for `units` × `price` rupees. */
async function refundOf(price: string, units: string): Promise<{ request: CancelRequest; customer: Customer }> {
  const { accessToken: token } = await signInViaApi();
  const customer = await registerCustomer(token, 'E2E Rules');
  const project = await createActiveProject(token, price);
  const order = await bookOrder(token, customer.id, project.id, units, true);
  const request = await callApi<CancelRequest>(token, 'POST', '/v2/admin/cancel', {
    order_id: order.id,
    reason: 'Customer asked by phone',
  });
  return { request, customer };
}

/** Approves a cancel request on the Cancel requests screen (the first of two above the threshold). */
async function approveOnScreen(page: Page, request: CancelRequest) {
  await page.goto(`/cancel?order_id=${request.order_id}`);
  await page.getByRole('button', { name: `Approve cancel request #${request.id}` }).click();
  await page
    .getByRole('alertdialog', { name: `Approve cancel request #${request.id}?` })
    .getByRole('button', { name: 'Approve and refund' })
    .click();
}

test('a refund above the threshold emails the customer only after the second approval, with its amount, once', async ({
  page,
  browser,
}) => {
  // 3 × ₹50,000: above the seeded ₹1,00,000 threshold.
  const { request, customer } = await refundOf('50000', '3');
  const email = customer.email ?? '';
  await approveOnScreen(page, request);
  await expect(
    page.getByText(
      `Cancel request #${request.id} approved: awaiting a second approval before order #${request.order_id} is refunded`,
    ),
  ).toBeVisible();
  // The first approval decides nothing yet: no message is written, so none can arrive.
  const { accessToken } = await signInViaApi();
  expect(await callApi(accessToken, 'GET', `/v2/order/${request.order_id}/messages`)).toEqual([]);
  expect(await mailsTo(email)).toEqual([]);

  const operations = await signedInAs(browser, STAFF_PHONES.operations);
  await operations.goto(`/cancel?order_id=${request.order_id}`);
  await operations
    .getByRole('row')
    .filter({ hasText: `#${request.id}` })
    .getByRole('button', { name: `Confirm the refund of cancel request #${request.id}` })
    .click();
  await operations
    .getByRole('alertdialog', { name: `Confirm the refund of cancel request #${request.id}?` })
    .getByRole('button', { name: 'Confirm and refund' })
    .click();
  await expect(operations.getByText(`Refund confirmed: order #${request.order_id} refunded`)).toBeVisible();

  const [mail] = await waitForMail(email, { subject: 'Your refund of INR 1,50,000.00 is approved' });
  expect(mail?.html).toContain(`order ${request.order_id}`);
  expect(mail?.html).toContain('Your refund of INR 1,50,000.00 is on its way');
  // Once: a little later there is still exactly one message to this customer.
  await operations.waitForTimeout(1500);
  expect((await mailsTo(email)).map((m) => m.subject)).toEqual(['Your refund of INR 1,50,000.00 is approved']);
});

test('a rejected KYC check emails its template with the reason', async ({ browser }) => {
  const { accessToken } = await signInViaApi();
  const customer = await registerCustomer(accessToken, 'E2E Rules KYC');
  const email = customer.email ?? '';
  // The first Compliance officer rejects the PAN with a reason; the second confirms it on the profile.
  await callApi(
    (await signInViaApi(STAFF_PHONES.compliance)).accessToken,
    'PUT',
    `/v2/customer/${customer.id}/kyc`,
    { verification: 'pan', status: 'rejected', comment: 'The PAN card photo is blurred' },
    await customerVersion(accessToken, customer.id),
  );
  expect(await mailsTo(email)).toEqual([]);

  const second = await signedInAs(browser, STAFF_PHONES.secondCompliance);
  await second.goto(`/customers-profile/${customer.id}?tab=kyc`);
  const pan = second.getByRole('list', { name: 'KYC verifications' }).getByRole('listitem', { name: 'PAN' });
  await pan.getByRole('button', { name: 'Confirm PAN decision' }).click();
  await second
    .getByRole('alertdialog', { name: `Confirm the PAN decision for ${customer.name}?` })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(second.getByText('PAN decision confirmed')).toBeVisible();

  const [mail] = await waitForMail(email, { subject: 'We could not verify your PAN' });
  expect(mail?.html).toContain('We could not verify your PAN: The PAN card photo is blurred');
  expect(mail?.html).toContain(`Hi ${customer.name}`);
});

test('a rule switched off in Config sends nothing', async ({ page }) => {
  const { accessToken } = await signInViaApi();
  const rules = () => callApi<MessageRule[]>(accessToken, 'GET', '/v2/message-rule');
  const refundRule = async () => (await rules()).find((rule) => rule.event === 'refund_approved') as MessageRule;
  try {
    await page.goto('/config?tab=messages');
    const row = page.getByRole('row', { name: /A refund is approved/ });
    const toggle = row.getByRole('switch', { name: 'Send an email when: A refund is approved' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await page
      .getByRole('alertdialog', { name: 'Turn this rule off?' })
      .getByRole('button', { name: 'Turn off' })
      .click();
    await expect(page.getByText('A refund is approved: off, sends nothing')).toBeVisible();
    await expect(toggle).not.toBeChecked();

    // Below the threshold: one approval refunds the order, and no rule writes to the customer.
    const { request, customer } = await refundOf('1000', '2');
    await approveOnScreen(page, request);
    await expect(page.getByText(`Cancel request approved: order #${request.order_id} refunded`)).toBeVisible();
    // The message would have been written with the decision: there is none, so nothing will arrive.
    expect(await callApi(accessToken, 'GET', `/v2/order/${request.order_id}/messages`)).toEqual([]);
    expect(await mailsTo(customer.email ?? '')).toEqual([]);
  } finally {
    // The rule is the suite's: back on for the other journeys.
    const rule = await refundRule();
    if (!rule.enabled)
      await callApi(
        accessToken,
        'PUT',
        `/v2/message-rule/${rule.id}`,
        { template_id: rule.template_id, enabled: true },
        rule.version,
      );
  }
});
