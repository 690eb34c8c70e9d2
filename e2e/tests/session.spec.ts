import { expect, test } from '../support/fixtures';
import {
  ADMIN,
  expiredAccessToken,
  KEYS,
  revokeViaApi,
  signInViaApi,
  SIGNED_OUT,
  storageStateWith,
} from '../support/session';
import { FIXED_OTP } from '../support/suite';

const WRONG_OTP = String((Number(FIXED_OTP) + 1) % 1_000_000).padStart(6, '0');

test.describe('signed out', () => {
  test.use({ storageState: SIGNED_OUT });

  test('a deep link goes to sign-in, and after the OTP the user lands on it', async ({ page }) => {
    await page.goto('/orders?page=2&status=Booked');
    await expect(page).toHaveURL('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Country code')).toHaveValue('+91');

    await page.getByLabel('Phone number').fill(ADMIN.phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('timer')).toContainText(/Code expires in \d+:\d\d/);
    await expect(page.getByRole('button', { name: /Resend OTP in 0:\d\d/ })).toBeDisabled();
    await page.screenshot({ path: 'screenshots/sign-in-otp.png' });

    await page.getByLabel('OTP').fill(FIXED_OTP);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL('/orders?page=2&status=Booked');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
    expect(await page.evaluate((key) => localStorage.getItem(key), KEYS.accessToken)).toBeTruthy();
    expect(await page.evaluate((key) => localStorage.getItem(key), KEYS.refreshToken)).toBeTruthy();
  });

  test("a wrong OTP shows the server's message and keeps the phone", async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Phone number').fill(ADMIN.phone);
    await page.getByLabel('Phone number').press('Enter');
    await page.getByLabel('OTP').fill(WRONG_OTP);
    const [verify] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/auth/verify')),
      page.getByLabel('OTP').press('Enter'),
    ]);
    expect(verify.status()).toBeGreaterThanOrEqual(400);
    const { message } = (await verify.json()) as { message: string };
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByText(`${ADMIN.country_code} ${ADMIN.phone}`)).toBeVisible();
    await page.getByRole('button', { name: 'Change number' }).click();
    await expect(page.getByLabel('Phone number')).toHaveValue(ADMIN.phone);
  });

  test('fields are checked before anything is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/')) sent.push(request.url());
    });
    await page.goto('/sign-in');
    await page.getByLabel('Phone number').fill('12ab');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Enter a phone number of 6 to 15 digits.')).toBeVisible();
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    expect(sent).toEqual([]);
  });
});

test.describe('token refresh', () => {
  test('an expired access token is refreshed once, silently, and the page loads', async ({ browser }) => {
    const session = await signInViaApi();
    const context = await browser.newContext({
      storageState: storageStateWith({
        accessToken: await expiredAccessToken(session.userId),
        refreshToken: session.refreshToken,
      }),
    });
    const page = await context.newPage();
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/refresh')) refreshes.push(request.url());
    });

    await page.goto('/profile');

    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByText(ADMIN.name)).toBeVisible();
    expect(refreshes).toHaveLength(1);
    await expect(page).toHaveURL('/profile');
    const stored = await page.evaluate(
      (keys) => [localStorage.getItem(keys.accessToken), localStorage.getItem(keys.refreshToken)],
      KEYS,
    );
    expect(stored[1]).not.toBe(session.refreshToken); // rotated
    await context.close();
  });

  test('two tabs hitting 401 together share ONE refresh (Web Locks), and neither is signed out', async ({
    browser,
  }) => {
    const session = await signInViaApi();
    const context = await browser.newContext({
      storageState: storageStateWith({
        accessToken: await expiredAccessToken(session.userId),
        refreshToken: session.refreshToken,
      }),
    });
    const [tabA, tabB] = [await context.newPage(), await context.newPage()];
    let refreshes = 0;
    let rejectedLoads = 0;
    context.on('request', (request) => {
      if (request.url().endsWith('/auth/refresh')) refreshes += 1;
    });
    context.on('response', (response) => {
      if (response.url().endsWith('/auth/me') && response.status() === 401) rejectedLoads += 1;
    });
    // A slow refresh, so the second tab's 401 surely arrives while the first tab's refresh is under way.
    await context.route('**/auth/refresh', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });

    await Promise.all([tabA.goto('/profile'), tabB.goto('/profile')]);

    for (const tab of [tabA, tabB]) {
      await expect(tab.getByText(ADMIN.name)).toBeVisible();
      await expect(tab).toHaveURL('/profile');
    }
    expect(rejectedLoads).toBe(2); // both tabs were refused with the old token…
    expect(refreshes).toBe(1); // …and only one refresh token was spent
    await context.close();
  });

  test("a revoked refresh token: 'Session expired. Redirecting to login.' and /sign-in", async ({ browser }) => {
    const session = await signInViaApi();
    await revokeViaApi(session.refreshToken);
    const context = await browser.newContext({
      storageState: storageStateWith({
        accessToken: await expiredAccessToken(session.userId),
        refreshToken: session.refreshToken,
      }),
    });
    const page = await context.newPage();

    await page.goto('/profile?tab=details');

    await expect(page.getByText('Session expired. Redirecting to login.')).toBeVisible();
    await expect(page).toHaveURL('/sign-in');
    await page.screenshot({ path: 'screenshots/session-expired.png' });
    expect(await page.evaluate((key) => localStorage.getItem(key), KEYS.accessToken)).toBeNull();
    expect(await page.evaluate((key) => localStorage.getItem(key), KEYS.refreshToken)).toBeNull();

    // Signing in again returns to where the user was.
    await page.getByLabel('Phone number').fill(ADMIN.phone);
    await page.getByLabel('Phone number').press('Enter');
    await page.getByLabel('OTP').fill(FIXED_OTP);
    await page.getByLabel('OTP').press('Enter');
    await expect(page).toHaveURL('/profile?tab=details');
    await context.close();
  });
});

test.describe('account menu', () => {
  test('Profile shows the signed-in staff user; Logout clears the session and returns to sign-in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText(ADMIN.name)).toBeVisible();
    await expect(page.getByText(`${ADMIN.country_code} ${ADMIN.phone}`)).toBeVisible();
    await page.screenshot({ path: 'screenshots/profile.png' });

    // Keyboard: open, type-ahead to Logout, Enter.
    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('l');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/sign-in/);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEYS.accessToken)).toBeNull();
    await page.goto('/orders');
    await expect(page).toHaveURL('/sign-in');
  });
});
