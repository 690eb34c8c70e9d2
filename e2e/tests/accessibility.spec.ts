import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN, SIGNED_OUT } from '../support/session';
import { manifestUrl, ports } from '../support/suite';

/** WCAG 2.1 A and AA rules; every violation is listed by rule and element so a failure says what to fix. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('signed out', () => {
  test.use({ storageState: SIGNED_OUT });

  test('the sign-in steps have no WCAG A/AA violations', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // A failed check shows field messages: still labelled and announced.
    await page.getByRole('button', { name: 'Send OTP' }).click();
    expect(await violations(page)).toEqual([]);

    await page.getByLabel('Phone number').fill(ADMIN.phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByLabel('OTP')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test('the shell with a remote page, the documentation, the profile and the account menu have no WCAG A/AA violations', async ({
  page,
}) => {
  await page.goto('/orders');
  await expect(page.locator('[data-served-by="orders-mfe"]')).toBeAttached();
  expect(await violations(page)).toEqual([]);

  await page.goto('/getting-started');
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.getByRole('button', { name: /account/i }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a remote fallback, the QA banner and the not-found page have no WCAG A/AA violations', async ({ page }) => {
  const manifest = manifestUrl('orders_mfe', ports.orders_down);
  await page.goto(`/cancel?remote-override=orders_mfe@${encodeURIComponent(manifest)}`);
  // The override asks before loading code from another origin: that dialog is checked too.
  const confirm = page.getByRole('alertdialog', { name: 'Load code from another origin?' });
  await expect(confirm).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await confirm.getByRole('button', { name: `Load from ${new URL(manifest).origin}` }).click();
  await expect(page.getByRole('alert')).toContainText('Orders is unavailable', { timeout: 15_000 });
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Clear overrides' }).click();

  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
