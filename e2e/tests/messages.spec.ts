// Messages to customers (docs/messages.md), sent by hand from an order: the body the mail catcher
// receives is the preview the dialog showed, and the message is on the order's timeline, which the audit
// trail's and the order's Activity links bring into view; with SMTP down
// for the customer it fails after its last try and a staff Retry, once SMTP is back, delivers it once;
// a Manager (no messages.send) sees Send message disabled with the reason. Each journey makes its own
// customer, order and template, and reads only that customer's mail.
import type { Page, Response } from '@playwright/test';
import type { Customer, MessagePreview, Template } from '@admin/api-client';
import { callApi, uniqueSuffix } from '../support/api';
import { expect, test } from '../support/fixtures';
import { smtpDownFor, smtpUpFor, waitForMail } from '../support/mail';
import { bookOrder, createActiveProject, registerCustomer } from '../support/people';
import { signInViaApi, STAFF_PHONES, storageStateWith } from '../support/session';

interface Made {
  customer: Customer;
  orderId: number;
  template: Template;
}

/** A customer with an order of a project of their own, and an email template with a value staff write. */
async function makeOrderAndTemplate(label: string): Promise<Made> {
  const { accessToken } = await signInViaApi();
  const customer = await registerCustomer(accessToken, `E2E Messages ${label}`);
  const project = await createActiveProject(accessToken, '2500');
  const order = await bookOrder(accessToken, customer.id, project.id, '4', false);
  const template = await callApi<Template>(accessToken, 'POST', '/v2/template', {
    name: `E2E order note ${uniqueSuffix()}`,
    kind: 'email',
    subject: 'About order {{order_id}} of {{project}}',
    body: '<p>Hi {{name}},</p><p>{{note}}</p><p>Your {{units}} units come to INR {{amount}}.</p>',
  });
  return { customer, orderId: order.id, template };
}

/** The last preview the dialog asked for with these values: what the dialog shows. */
const isPreviewWith = (orderId: number, note: string) => (response: Response) =>
  response.url().endsWith(`/api/v2/order/${orderId}/messages/preview`) &&
  response.request().method() === 'POST' &&
  (response.request().postData() ?? '').includes(note);

/** Opens Send message on the order, picks the template, writes the note; resolves to the preview shown. */
async function composeOnOrder(page: Page, made: Made, note: string): Promise<MessagePreview> {
  await page.goto(`/order-details/${made.orderId}`);
  await page.getByRole('button', { name: 'Send message' }).click();
  const dialog = page.getByRole('dialog', { name: `Send message about Order #${made.orderId}` });
  await dialog.getByRole('combobox', { name: 'Template' }).selectOption({ label: made.template.name });
  const shown = page.waitForResponse(isPreviewWith(made.orderId, note));
  await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  const preview = ((await (await shown).json()) as { data: MessagePreview }).data;
  // The dialog shows that answer: the record's values, the note, the masked recipient.
  const pane = dialog.getByRole('region', { name: /^Preview/ });
  await expect(pane).toContainText(note);
  await expect(pane).toContainText(`To: Email to ${preview.to}`);
  await expect(pane).toContainText(`Subject: ${preview.subject}`);
  return preview;
}

const timelineOf = (page: Page) => page.getByRole('region', { name: 'Timeline' });

test('a message sent by hand from an order arrives with the body its preview showed, and is on the order’s timeline', async ({
  page,
}) => {
  test.slow();
  const made = await makeOrderAndTemplate('Sent');
  const note = `Your documents are ready to sign ${uniqueSuffix()}.`;
  const preview = await composeOnOrder(page, made, note);
  expect(preview.body).toContain('INR 10,000.00');
  expect(preview.body).toContain(made.customer.name);
  await page.screenshot({ path: 'test-results/messages/send-dialog.png' });

  const dialog = page.getByRole('dialog', { name: `Send message about Order #${made.orderId}` });
  // The body as the dialog shows it: the answer's HTML through the kit's sanitiser.
  const shownBody = await dialog
    .getByRole('group', { name: 'Message body' })
    .evaluate((group) => group.firstElementChild?.innerHTML ?? '');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message queued', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const [mail] = await waitForMail(made.customer.email!, { subject: `About order ${made.orderId}` });
  expect(mail!.html).toBe(preview.body);
  expect(mail!.subject).toBe(preview.subject);
  // And what staff read is that body: the same markup once the browser has parsed it.
  const receivedBody = await page.evaluate((html) => {
    const parsed = document.createElement('template');
    parsed.innerHTML = html;
    return parsed.innerHTML;
  }, mail!.html ?? '');
  expect(shownBody).toBe(receivedBody);
  expect(shownBody).toContain(note);

  // On the order's timeline: the template, to whom (masked), who sent it, Sent once delivered.
  const messages = timelineOf(page).getByRole('list', { name: 'Messages, newest first' });
  const item = messages.getByRole('listitem').filter({ hasText: made.template.name });
  await expect(item).toContainText(`Email to ${preview.to}`);
  await expect(item.getByText('Sent', { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: 'test-results/messages/order-timeline.png', fullPage: true });

  // From the audit trail, the entry's link opens the order with its messages in view, their heading focused.
  await page.goto(`/activity?record_type=order&record_id=${made.orderId}`);
  await page
    .getByRole('row')
    .filter({ hasText: `sent “${made.template.name}”` })
    .getByRole('link', { name: `Order #${made.orderId}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/order-details/${made.orderId}#messages$`));
  const heading = timelineOf(page).getByRole('heading', { name: 'Messages' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // The order's own Activity panel links its message entry there too.
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await page
    .getByRole('region', { name: 'Activity' })
    .getByRole('listitem')
    .filter({ hasText: `sent “${made.template.name}”` })
    .getByRole('link', { name: 'See the message' })
    .click();
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();

  // Once, and on the customer's Messages tab too, linked to the order.
  expect(await waitForMail(made.customer.email!, { subject: `About order ${made.orderId}` })).toHaveLength(1);
  await page.goto(`/customers-profile/${made.customer.id}?tab=messages`);
  const onCustomer = page.getByRole('list', { name: 'Messages, newest first' }).getByRole('listitem');
  await expect(onCustomer.filter({ hasText: made.template.name })).toContainText(`Order #${made.orderId}`);
});

test.describe('as Support', () => {
  test.use({
    storageState: async ({ browserName: _browserName }, provide) => {
      await provide(storageStateWith(await signInViaApi(STAFF_PHONES.support)));
    },
  });

  test('SMTP down: the message shows failed after its last try; Retry once SMTP is back delivers it, once', async ({
    page,
  }) => {
    test.slow();
    const made = await makeOrderAndTemplate('Retry');
    const address = made.customer.email!;
    await smtpDownFor(address);
    try {
      const note = `We tried to reach you ${uniqueSuffix()}.`;
      await composeOnOrder(page, made, note);
      await page
        .getByRole('dialog', { name: `Send message about Order #${made.orderId}` })
        .getByRole('button', { name: 'Send message' })
        .click();
      await expect(page.getByText('Message queued', { exact: true })).toBeVisible();

      // Four tries, 1 s, 2 s and 4 s apart (the suite's settings), then Failed with the server's reason.
      const item = timelineOf(page)
        .getByRole('list', { name: 'Messages, newest first' })
        .getByRole('listitem')
        .filter({ hasText: made.template.name });
      await expect(item.getByText('Failed', { exact: true })).toBeVisible({ timeout: 25_000 });
      await expect(item).toContainText('Reason:');
      await expect(item).toContainText('4 tries');
      await page.screenshot({ path: 'test-results/messages/failed.png', fullPage: true });
    } finally {
      await smtpUpFor(address);
    }

    const item = timelineOf(page)
      .getByRole('list', { name: 'Messages, newest first' })
      .getByRole('listitem')
      .filter({ hasText: made.template.name });
    await item.getByRole('button', { name: /^Retry/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Retry this message?' });
    await confirm.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Message queued again')).toBeVisible();
    await expect(item.getByText('Sent', { exact: true })).toBeVisible({ timeout: 15_000 });

    const [mail] = await waitForMail(address, { subject: `About order ${made.orderId}` });
    // Still one, a moment later: the retry went out once.
    await page.waitForTimeout(2_000);
    const all = await waitForMail(address, { subject: `About order ${made.orderId}` });
    expect(all.map((one) => one.messageId)).toEqual([mail!.messageId]);
  });
});

test.describe('as a Manager', () => {
  test.use({
    storageState: async ({ browserName: _browserName }, provide) => {
      await provide(storageStateWith(await signInViaApi(STAFF_PHONES.manager)));
    },
  });

  test('Send message is there, disabled, and says which permission the role lacks', async ({ page }) => {
    const made = await makeOrderAndTemplate('Manager');
    await page.goto(`/order-details/${made.orderId}`);
    const send = page.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await send.hover({ force: true });
    await expect(page.getByRole('tooltip')).toHaveText('Your role does not include “Send messages to customers”.');
    await page.screenshot({ path: 'test-results/messages/manager.png' });
    // The order's messages are still readable (reading them is reading the order).
    await expect(timelineOf(page).getByRole('heading', { name: 'Messages' })).toBeVisible();
  });
});
