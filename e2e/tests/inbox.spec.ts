// The inbox (docs/live.md, "The inbox"), two Compliance officers in two browsers: one rejects a KYC
// check on the customer's profile; the other's bell, open on another screen, counts it within 2 s with
// no reload, and its link opens the check ready to confirm. The journey makes its own customer.
import type { Browser, Page } from '@playwright/test';
import { callApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { registerCustomer } from '../support/people';
import { signInViaApi, STAFF_PHONES, storageStateWith } from '../support/session';

async function signedInAs(browser: Browser, phone: string): Promise<{ page: Page; name: string }> {
  const session = await signInViaApi(phone);
  const context = await browser.newContext({ storageState: storageStateWith(session) });
  const me = await callApi<{ name: string }>(session.accessToken, 'GET', '/auth/me');
  return { page: await context.newPage(), name: me.name };
}

/** The bell, whatever its count ("Inbox, 3 unread", "Inbox, nothing unread"). */
const bellOf = (page: Page) => page.getByRole('button', { name: /^Inbox, / });
const unreadOf = async (page: Page) => {
  const name = (await bellOf(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
};

test('a KYC rejection by one Compliance officer shows in the other’s bell within 2 s, and its link opens the check ready to confirm', async ({
  browser,
}) => {
  test.slow();
  const { accessToken: adminToken } = await signInViaApi();
  const customer = await registerCustomer(adminToken, 'E2E Inbox KYC');

  // The second officer works on another screen, their live stream open.
  const second = await signedInAs(browser, STAFF_PHONES.secondCompliance);
  const opened = second.page.waitForResponse(
    (response) => response.url().endsWith('/api/live/events') && response.status() === 200,
    { timeout: 20_000 },
  );
  await second.page.goto('/customers');
  await opened;
  await expect(bellOf(second.page)).toBeVisible();
  const before = await unreadOf(second.page);

  // The first officer rejects the PAN check on the profile: it waits for a second officer.
  const first = await signedInAs(browser, STAFF_PHONES.compliance);
  await first.page.goto(`/customers-profile/${customer.id}?tab=kyc`);
  await first.page.getByRole('button', { name: 'Reject PAN verification' }).click();
  const reject = first.page.getByRole('alertdialog', { name: `Reject the PAN verification of ${customer.name}?` });
  await reject.getByLabel('Reason (required)').fill('The scan is blurred');
  await reject.getByRole('button', { name: 'Reject PAN' }).click();
  await expect(first.page.getByText('PAN rejection awaiting a second approval')).toBeVisible();

  // The other's bell counts it within 2 s, no reload.
  await expect(bellOf(second.page)).toHaveAccessibleName(`Inbox, ${before + 1} unread`, { timeout: 2_000 });
  await bellOf(second.page).click();
  const panel = second.page.getByRole('region', { name: 'Inbox' });
  const item = panel.getByRole('link', { name: new RegExp(customer.name) });
  await expect(item).toContainText('Awaiting your confirmation');
  await expect(item).toContainText(`KYC pan check rejected by ${first.name}: awaiting your confirmation`);
  await second.page.screenshot({ path: 'test-results/inbox/bell-open.png' });

  // Its link opens the check, ready to confirm.
  await item.click();
  await expect(second.page).toHaveURL(`/customers-profile/${customer.id}?tab=kyc`);
  const pan = second.page.getByRole('list', { name: 'KYC verifications' }).getByRole('listitem', { name: 'PAN' });
  await expect(pan).toContainText(`Awaiting second approval: rejected by ${first.name}, reason: The scan is blurred`);
  await expect(pan.getByRole('button', { name: 'Confirm PAN decision' })).toBeEnabled();
  // Opened, it is read: the bell counts one fewer.
  await expect(bellOf(second.page)).toHaveAccessibleName(
    before === 0 ? 'Inbox, nothing unread' : `Inbox, ${before} unread`,
  );
});
