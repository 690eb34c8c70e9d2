import { expect, test } from '../support/fixtures';

// The sidebar of docs/product.md#screens-and-routes, in order, and the app that serves each page.
const sidebar = [
  // Real screens (no route details): their heading shows they loaded from their remote.
  { link: 'Project List', path: '/', heading: 'Project List', servedBy: undefined },
  { link: 'Companies', path: '/company', heading: 'Companies', servedBy: undefined },
  { link: 'Customers', path: '/customers', heading: 'Customers', servedBy: undefined },
  { link: 'Orders', path: '/orders', heading: 'Orders', servedBy: 'orders-mfe' },
  { link: 'Cancel Requests', path: '/cancel', heading: 'Cancel Requests', servedBy: 'orders-mfe' },
  { link: 'Templates', path: '/templates', heading: 'Templates', servedBy: undefined },
  { link: 'Config', path: '/config', heading: 'Config', servedBy: undefined },
];

test('the sidebar shows the spec links in order, then the documentation link', async ({ page }) => {
  await page.goto('/getting-started');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // Beside some links, a work queue's count is a link of its own showing only its number (queues.spec.ts).
  await expect(nav.getByRole('link').filter({ hasNotText: /^\d+$/ })).toHaveText([
    ...sidebar.map((s) => s.link),
    'Getting started',
  ]);
});

test('each sidebar link loads its page from the remote that owns it, and marks the link active', async ({ page }) => {
  await page.goto('/getting-started');
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const item of sidebar) {
    await nav.getByRole('link', { name: item.link, exact: true }).click();
    await expect(page).toHaveURL(item.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.heading);
    if (item.servedBy)
      await expect(page.locator(`[data-served-by="${item.servedBy}"]`)).toHaveAttribute('data-release', /.+/);
    await expect(nav.getByRole('link', { name: item.link, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  await page.screenshot({ path: 'screenshots/config-page.png' });
});

test('a deep link with a parameter reaches the owning remote with its params', async ({ page }) => {
  await page.goto('/order-details/42?tab=documents');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order #42');
  await expect(page.locator('[data-served-by="orders-mfe"]')).toHaveAttribute('data-release', /.+/);
  await expect(page).toHaveURL(/\/order-details\/42\?tab=documents$/);

  await page.goto('/edit-company/7');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Company');
  await page.goto('/customers-profile/3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Profile');
});

test('an unknown path shows a not-found page inside the shell', async ({ page }) => {
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('There is no page at /no-such-screen.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('on a narrow window the sidebar collapses behind a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 800 });
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).not.toBeInViewport();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'screenshots/narrow-open.png' });
  await nav.getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customers');
  await expect(nav).not.toBeInViewport();
});
