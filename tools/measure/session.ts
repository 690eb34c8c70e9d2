// Signing in for the size report and the bench: once through the sign-in screen (phone → OTP →
// Verify, the OTP being the API's FIXED_OTP), and for each further browser context through the API's
// same two calls, so no two contexts share a rotating refresh token.
import type { Page } from '@playwright/test';
import { TOKEN_STORAGE_KEYS } from '@admin/api-client';
import { FIXED_OTP, type Suite } from './suite';

/** The seeded admin (apps/api/README.md). */
export const ADMIN = { phone: '9999999999', country_code: '+91' } as const;

/**
 * The first screen is on screen: libs/ui's DataTableView marks `admin:first-screen` when the page's
 * first list has rows (on `/`, the project list).
 */
export const FIRST_SCREEN_MARK = 'admin:first-screen';
export function firstScreenRendered(page: Page, timeout = 30_000): Promise<unknown> {
  return page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, FIRST_SCREEN_MARK, {
    timeout,
  });
}

/** The sign-in form is on screen (the shell's first paint for a signed-out visitor). */
export function signInFormRendered(page: Page): Promise<void> {
  return page.getByLabel('Phone number').waitFor({ timeout: 30_000 });
}

/** Signs in through the sign-in screen, from the page showing it, and waits for the project list. */
export async function signInThroughScreen(page: Page): Promise<void> {
  await page.getByLabel('Country code').fill(ADMIN.country_code);
  await page.getByLabel('Phone number').fill(ADMIN.phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP').fill(FIXED_OTP);
  await page.getByRole('button', { name: 'Verify' }).click();
  await firstScreenRendered(page);
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${json.message ?? ''}`);
  return json.data;
}

/** A fresh session of the seeded admin, as Playwright storage state for the shell's origin. */
export async function signedInState(suite: Suite) {
  const challenge = await post<{ user_id: number }>(`${suite.apiUrl}/auth/login`, ADMIN);
  const tokens = await post<{ token: string; refreshToken: string }>(`${suite.apiUrl}/auth/verify`, {
    otp: FIXED_OTP,
    user_id: challenge.user_id,
  });
  return {
    cookies: [],
    origins: [
      {
        origin: suite.shellUrl,
        localStorage: [
          { name: TOKEN_STORAGE_KEYS.accessToken, value: tokens.token },
          { name: TOKEN_STORAGE_KEYS.refreshToken, value: tokens.refreshToken },
        ],
      },
    ],
  };
}
