import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createEmployee } from '../support/people';
import { signInViaApi, SIGNED_OUT } from '../support/session';
import { FIXED_OTP } from '../support/suite';

/** Seeded Support role: may sign in and read, holds no employee permissions. */
const SUPPORT_ROLE = 6;

async function signInThroughPage(page: Page, phone: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP').fill(FIXED_OTP);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

test.describe('sessions a user can see', () => {
  test.use({ storageState: SIGNED_OUT });

  test('two browsers signed in as one user: the sessions page (from Profile) lists both with time, zone, address and device; signing the other out sends it to /sign-in on its next call', async ({
    browser,
  }) => {
    const admin = await signInViaApi();
    // A new employee, so that exactly the two sessions of this journey exist.
    const employee = await createEmployee(admin.accessToken, { role: SUPPORT_ROLE });
    const office = await browser.newContext();
    const home = await browser.newContext();
    try {
      const here = await office.newPage();
      const there = await home.newPage();
      await signInThroughPage(here, employee.phone);
      await signInThroughPage(there, employee.phone);

      await here.goto('/profile');
      await here
        .getByRole('region', { name: 'Sessions' })
        .getByRole('link', { name: 'Where you are signed in' })
        .click();
      await expect(here).toHaveURL('/profile/sessions');
      await expect(here.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
      const region = here.getByRole('region', { name: 'Where you are signed in' });
      const items = region.getByRole('list', { name: 'Where you are signed in' }).getByRole('listitem');
      await expect(items).toHaveCount(2);
      // The staff member's zone (IST by default): the date as India sees it, a time, the zone.
      const today = new Intl.DateTimeFormat('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }).format(new Date());
      const at = String.raw`${today}, \d{1,2}:\d{2} [AP]M IST`;
      await expect(items.first()).toContainText('Chrome on Linux');
      await expect(items.first()).toContainText(new RegExp(`Signed in ${at} · Last seen ${at}`));
      // The address the sign-in came from (the journeys run on the loopback).
      await expect(items.first()).toContainText(/From (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)/);
      await expect(items.filter({ hasText: 'This session' })).toHaveCount(1);
      expect(await seriousViolations(here)).toEqual([]);
      await here.screenshot({ path: 'screenshots/profile-sessions.png' });

      // The other browser's row is the one without "This session".
      const other = items.filter({ hasNotText: 'This session' });
      await other.getByRole('button', { name: 'Sign out Chrome on Linux' }).click();
      const dialog = here.getByRole('alertdialog', { name: 'Sign out Chrome on Linux?' });
      await dialog.getByRole('button', { name: 'Sign out' }).click();
      await expect(here.getByText('Session signed out')).toBeVisible();
      await expect(items).toHaveCount(1);
      await expect(items.first()).toContainText('This session');

      // The other browser still shows its page; its next call finds the session ended.
      await there.reload();
      await expect(there).toHaveURL(/\/sign-in/);
      // This one goes on.
      await here.reload();
      await expect(here.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
      await expect(here).toHaveURL('/profile/sessions');
    } finally {
      await office.close();
      await home.close();
    }
  });
});

test('older sessions are collapsed behind a toggle; this one and the two most recent others stay in view', async ({
  browser,
}) => {
  const admin = await signInViaApi();
  const employee = await createEmployee(admin.accessToken, { role: SUPPORT_ROLE });
  // Four sign-ins elsewhere (API calls, no browser), then this browser's.
  for (let i = 0; i < 4; i += 1) await signInViaApi(employee.phone);
  const context = await browser.newContext({ storageState: SIGNED_OUT });
  try {
    const page = await context.newPage();
    await signInThroughPage(page, employee.phone);
    await page.goto('/profile/sessions');
    const items = page.getByRole('list', { name: 'Where you are signed in' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText('This session');
    const toggle = page.getByRole('button', { name: 'Show 2 older sessions' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(items).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Hide older sessions' })).toHaveAttribute('aria-expanded', 'true');
    // "Sign out everywhere else" stays.
    await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('an Admin signs an employee out of every session from the employee form', async ({ page, browser }) => {
  const admin = await signInViaApi();
  const employee = await createEmployee(admin.accessToken, { role: SUPPORT_ROLE });
  const theirs = await browser.newContext({ storageState: SIGNED_OUT });
  try {
    const their = await theirs.newPage();
    await signInThroughPage(their, employee.phone);

    await page.goto(`/edit-employee/${employee.id}`);
    const region = page.getByRole('region', { name: `Where ${employee.name} is signed in` });
    await expect(region.getByRole('listitem')).toHaveCount(1);
    await expect(region.getByRole('listitem')).toContainText('Chrome on Linux');
    await region.getByRole('button', { name: 'Sign out of every session' }).click();
    await page
      .getByRole('alertdialog', { name: 'Sign out of every session?' })
      .getByRole('button', { name: 'Sign out of every session' })
      .click();
    await expect(page.getByText('Signed out of every session')).toBeVisible();
    await expect(region.getByText(`${employee.name} is not signed in anywhere`)).toBeVisible();

    await their.reload();
    await expect(their).toHaveURL(/\/sign-in/);
  } finally {
    await theirs.close();
  }
});
