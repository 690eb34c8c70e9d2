// Versioned libs: the orders team adds a component to libs/ui, releases the lib (a minor
// bump), uses it on the order detail page and deploys only orders. The shell keeps running its own
// build, whose @admin/ui is the older release and lacks the component. The remote must fall back to the @admin/ui
// inside its own build (shared by version), while the state stays one per page (singletons).
// The variant is built from the checkout by e2e/variants/orders-next/build.ts (about 10 s).
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { orderData, uniqueTag } from '../support/orders-data';
import { manifestUrl, ports, shellUrl } from '../support/suite';
import { serveStatic, stopStatic } from '../../tools/deploy/serve-static';
import { loadedSingletonCopies } from '../../tools/measure/initial-js';
import { sharedSingletons } from '../../tools/federation/federation';
import { buildOrdersNext, libsAsSingletonsDist, VARIANT_RELEASE, variantDist } from '../variants/orders-next/build';

test.describe.configure({ timeout: 120_000 });

/** The @admin/ui release the already-built shell carries (the checkout's). */
const shellUiVersion = (
  JSON.parse(readFileSync(new URL('../../libs/ui/package.json', import.meta.url), 'utf8')) as { version: string }
).version;

let servers: Server[] = [];
let uiVersion: string;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  ({ uiVersion } = buildOrdersNext());
  servers = [
    await serveStatic({ dir: variantDist, port: ports.orders_next }),
    await serveStatic({ dir: libsAsSingletonsDist, port: ports.orders_next_libs_as_singletons }),
  ];
});
test.afterAll(async () => {
  await Promise.all(servers.map(stopStatic));
});

/** Deploys `port`'s orders build for this browser only (the QA override; the deployment allows loopback). */
async function deployOrders(page: Page, path: string, port: number) {
  const manifest = manifestUrl('orders_mfe', port);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}remote-override=orders_mfe@${encodeURIComponent(manifest)}`);
  const confirm = page.getByRole('alertdialog', { name: 'Load code from another origin?' });
  await confirm.getByRole('button', { name: `Load from ${new URL(manifest).origin}` }).click();
}

/** The versions of `pkg` registered on the page, and which of them were loaded. */
const sharedVersions = (page: Page, pkg: string) =>
  page.evaluate((name) => {
    type Shared = { loaded?: boolean; lib?: unknown };
    const share = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const loaded = new Set<string>();
    for (const scopes of Object.values(share))
      for (const [version, shared] of Object.entries(scopes['default']?.[name] ?? {}))
        if (shared.loaded || shared.lib) loaded.add(version);
    return [...loaded].sort();
  }, pkg);

test('an orders remote built against a newer @admin/ui runs its page inside the older shell', async ({
  page,
  context,
}) => {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Versioned Customer ${tag}`);
  const project = await data.activeProject(`Versioned Project ${tag}`, 100);
  const order = await data.book(customer.id, project.id, 2);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shellUrl });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') warnings.push(message.text());
  });

  // Deploy only orders-next.
  await deployOrders(page, `/orders?user_id=${customer.id}`, ports.orders_next);

  // The list, from the new release: the normal features work.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
  await expect(page.locator('[data-served-by="orders-mfe"]')).toHaveAttribute('data-release', VARIANT_RELEASE);
  await expect(page.getByRole('contentinfo').locator('[data-release]')).toHaveAttribute('data-release', 'dev');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Status').selectOption('Booked');
  await expect(page).toHaveURL(/[?&]status=Booked/);
  await table.getByRole('link', { name: `#${order.id}`, exact: true }).click();

  // The detail page uses the new component, which the shell's @admin/ui does not have.
  await expect(page).toHaveURL(`/order-details/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${order.id}`);
  await expect(page.getByText('Order number')).toBeVisible();
  await page.screenshot({ path: 'screenshots/versioned-libs-detail.png', fullPage: true });
  // Its toast goes to the shell's one viewport: the toast queue is a singleton.
  await page.getByRole('button', { name: 'Copy order number' }).click();
  await expect(page.getByText(`Copied #${order.id}`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`#${order.id}`);

  // A status change: the shared API client (session, refresh) and QueryClient, and a toast.
  await page.getByRole('button', { name: 'Move to Document Signature Pending' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText('Order status updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Document Signature Pending');
  expect((await data.order(order.id)).status).toBe('Document_Signature_Pending');

  // The shell's own screens and another remote still work.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customers');

  // Two copies of @admin/ui (the shell's, the remote's own newer one); one of every singleton.
  expect(uiVersion).not.toBe(shellUiVersion);
  expect(await sharedVersions(page, '@admin/ui')).toEqual([shellUiVersion, uiVersion].sort());
  const copies = await loadedSingletonCopies(page);
  for (const name of Object.keys(sharedSingletons)) expect.soft(copies[name] ?? 0, name).toBeLessThanOrEqual(1);
  expect(copies['@admin/ui/singletons']).toBe(1);
  expect(copies['@admin/auth/singletons']).toBe(1);
  expect(copies['@admin/api-client/singletons']).toBe(1);
  expect(
    warnings.filter((text) => /Element type is invalid|is not a function|Minified React error/.test(text)),
  ).toEqual([]);
});

test('the counter-case: the same remote sharing our libs as singletons (the old setup) breaks in the old shell', async ({
  page,
}) => {
  const data = await orderData();
  const tag = uniqueTag();
  const customer = await data.customer(`Singleton Customer ${tag}`);
  const project = await data.activeProject(`Singleton Project ${tag}`, 100);
  const order = await data.book(customer.id, project.id, 1);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await deployOrders(page, `/order-details/${order.id}`, ports.orders_next_libs_as_singletons);
  // The remote runs the shell's @admin/ui, which has no CopyableId: the page cannot render.
  await expect(page.getByRole('alert')).toContainText('Orders is unavailable', { timeout: 15_000 });
  await page.screenshot({ path: 'screenshots/versioned-libs-counter-case.png' });
  expect(await sharedVersions(page, '@admin/ui')).toEqual([shellUiVersion]);
  // React's production error #130: "Element type is invalid: expected a string or a class/function but got: undefined".
  expect(errors.join('\n')).toMatch(/react\.dev\/errors\/130|Element type is invalid/);
});
