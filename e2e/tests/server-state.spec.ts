// Server state belongs to the session: signing out empties the page's query cache, so the next
// staff user of the same tab never sees what the previous one loaded.
import { expect, test } from '../support/fixtures';
import { ADMIN, signInViaApi } from '../support/session';
import { apiUrl, FIXED_OTP } from '../support/suite';

/** A new staff member (role 3, a staff role), created through the API as an admin would. */
async function createStaffMember() {
  const admin = await signInViaApi();
  const phone = `97${String(Date.now()).slice(-8)}`;
  const name = `Second Staffer ${phone.slice(-4)}`;
  const response = await fetch(`${apiUrl}/v2/admin/employee`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.accessToken}` },
    body: JSON.stringify({ name, phone, country_code: '+91', email: `second.${phone}@staff.example.com`, role: 3 }),
  });
  if (!response.ok) throw new Error(`POST /v2/admin/employee: ${response.status} ${await response.text()}`);
  return { name, phone };
}

test('no data of one staff user is left after signing in as another in the same tab', async ({ page }) => {
  const second = await createStaffMember();

  // The admin loads their profile: GET /auth/me, cached under ['auth', 'me'].
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByText(ADMIN.name)).toBeVisible();

  // Sign out and in as the other staff member, without reloading: the page (and its cache) lives on.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel('Phone number').fill(second.phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP').fill(FIXED_OTP);
  const meAsked = page.waitForRequest((request) => request.url() === `${apiUrl}/auth/me`);
  await page.getByLabel('OTP').press('Enter');
  await expect(page).not.toHaveURL(/\/sign-in/);

  // The same query key again: answered by the API for the new user, not from the admin's cache.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByText(second.name)).toBeVisible();
  await expect(page.getByText(`+91 ${second.phone}`)).toBeVisible();
  await expect(page.getByText(ADMIN.name)).toHaveCount(0);
  await expect(page.getByText(`${ADMIN.country_code} ${ADMIN.phone}`)).toHaveCount(0);
  await meAsked;
  await page.screenshot({ path: 'screenshots/second-user-profile.png' });
});
