// The screens changed for the screen review (cancel queue, portfolio, wallet amounts, order units and
// phone, roles, access, staff help, the unsaved-changes dialog), as Admin and as Support: no serious
// or critical axe violations, and screenshots at three widths in test-results/screens/ to look at.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Customer } from '@admin/api-client';
import { callApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { bookOrder, createActiveProject, registerCustomer } from '../support/people';
import { signInViaApi, STAFF_PHONES, storageStateWith } from '../support/session';

const WIDTHS = [
  [1440, 900],
  [1024, 768],
  [390, 844],
] as const;

/** Serious and critical WCAG A/AA violations, by rule and element. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function review(page: Page, role: string, name: string, path: string, ready: (page: Page) => Promise<void>) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path);
  await ready(page);
  expect(await seriousViolations(page), `${role} ${path}`).toEqual([]);
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `test-results/screens/${role}_${name}_${width}.png`, fullPage: true });
  }
}

/** A customer with two booked, unpaid orders and one with a paid and an unpaid order, made through the API. */
async function portfolios() {
  const { accessToken: token } = await signInViaApi();
  const project = await createActiveProject(token, '2500.00');
  const booker = await registerCustomer(token, 'Review Booker');
  await bookOrder(token, booker.id, project.id, '178', false);
  await bookOrder(token, booker.id, project.id, '120.5', false);
  const investor = await registerCustomer(token, 'Review Investor');
  const paid = await bookOrder(token, investor.id, project.id, '40', true);
  await bookOrder(token, investor.id, project.id, '12', false);
  return { booker, investor, orderId: paid.id };
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};
const rows = (caption: string) => async (page: Page) => {
  await expect(page.getByRole('table', { name: caption }).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('table', { name: caption })).not.toHaveAttribute('aria-busy', 'true');
};
const portfolio = async (page: Page) => {
  await expect(page.getByLabel('Portfolio figures')).toBeVisible();
};

let data: { booker: Customer; investor: Customer; orderId: number };
test.beforeAll(async () => {
  data = await portfolios();
});

test('Admin: the changed screens', async ({ page }) => {
  test.setTimeout(240_000);
  await review(page, 'admin', 'cancel', '/cancel', rows('Cancel requests'));
  await review(page, 'admin', 'cancel-all', '/cancel?status=all', rows('Cancel requests'));
  await review(page, 'admin', 'transactions', '/transactions', rows('Wallet transactions'));
  await review(page, 'admin', 'orders', '/orders', rows('Orders'));
  await review(page, 'admin', 'order-detail', `/order-details/${data.orderId}`, heading(`Order #${data.orderId}`));
  await review(page, 'admin', 'portfolio-booked', `/customers-profile/${data.booker.id}?tab=portfolio`, portfolio);
  await review(
    page,
    'admin',
    'portfolio-part-paid',
    `/customers-profile/${data.investor.id}?tab=portfolio`,
    async (p) => {
      await portfolio(p);
      await expect(p.locator('.recharts-surface').first()).toBeVisible();
    },
  );
  await review(page, 'admin', 'roles', '/roles', rows('Roles'));
  await review(page, 'admin', 'customers', '/customers', rows('Customers'));
  await review(page, 'admin', 'projects', '/', heading('Project List'));
  await review(page, 'admin', 'getting-started', '/getting-started', heading('Getting started'));
  // The unsaved-changes question, in the kit's dialog.
  await review(page, 'admin', 'leave-dialog', '/add-company', async (p) => {
    await p.getByLabel(/^Name/).first().fill('Unsaved Company');
    await p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await expect(p.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
  });
});

test.describe('as Support', () => {
  test.use({
    storageState: async ({ browserName: _browserName }, provide) => {
      await provide(storageStateWith(await signInViaApi(STAFF_PHONES.support)));
    },
  });

  test('Support: the changed screens', async ({ page }) => {
    test.setTimeout(240_000);
    await review(page, 'support', 'cancel', '/cancel', rows('Cancel requests'));
    await review(page, 'support', 'transactions', '/transactions', rows('Wallet transactions'));
    await review(page, 'support', 'order-detail', `/order-details/${data.orderId}`, heading(`Order #${data.orderId}`));
    await review(page, 'support', 'portfolio-booked', `/customers-profile/${data.booker.id}?tab=portfolio`, portfolio);
    await review(page, 'support', 'customers', '/customers', rows('Customers'));
    await review(page, 'support', 'projects', '/', heading('Project List'));
    await review(page, 'support', 'employees-no-access', '/employee', heading("You don't have access to this page"));
    await review(page, 'support', 'roles-no-access', '/roles', heading("You don't have access to this page"));
    await review(page, 'support', 'getting-started', '/getting-started', heading('Getting started'));
  });
});

test('the wallet amounts carry a sign and a colour by direction', async ({ page }) => {
  const table = page.getByRole('table', { name: 'Wallet transactions' });
  await page.goto('/transactions?type=refund');
  const refund = table.locator('[data-direction="in"]').first();
  await expect(refund).toHaveText(/^\+₹/);
  await expect(table.locator('[data-direction="out"]')).toHaveCount(0);
  expect(await refund.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(27, 122, 61)');
  await page.goto('/transactions?type=investment');
  const investment = table.locator('[data-direction="out"]').first();
  await expect(investment).toHaveText(/^−₹/);
  expect(await investment.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(198, 40, 40)');
});

test('the order detail shows units without empty decimals and the phone with its country code', async ({ page }) => {
  const { accessToken: token } = await signInViaApi();
  const order = await callApi<{ no_sqyds: string; user_phone: string; user_country_code: string }>(
    token,
    'GET',
    `/order/${data.orderId}`,
  );
  expect(order.user_country_code).toBe('+91');
  await page.goto(`/order-details/${data.orderId}`);
  await expect(page.getByRole('region', { name: 'Amounts' })).toContainText(/Units\s*40Price/);
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText(`+91 ${order.user_phone}`);
});
