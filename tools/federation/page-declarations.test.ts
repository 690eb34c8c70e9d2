// A remote's build reads its pages from its own declaration (src/pages.ts) and refuses one the shell
// could not route to: a page module that is missing, a path declared twice, a section that is no sidebar link.
import { loadConfig } from '@rsbuild/core';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageDeclaration } from '@admin/api-client/contract';
import { remoteApps, remoteNames } from './federation';
import { declarationProblems, exposesOf } from './page-declarations';
import { defineRemoteConfig } from './remote-rsbuild';

const root = resolve(import.meta.dirname, '../..');
const ordersDir = join(root, 'apps/orders-mfe');

const report: PageDeclaration = {
  path: '/order-report',
  expose: './OrderReportPage',
  title: 'Order Report',
  permission: 'orders.read',
  section: '/orders',
  tab: { label: 'Order report', order: 2 },
};

describe("a remote's build", () => {
  it.each(remoteNames)('of %s builds from its declared pages', async (remote) => {
    // Loading the config runs the check a build runs first: it throws on any problem.
    const { content } = await loadConfig({ cwd: join(root, 'apps', remoteApps[remote]) });
    expect(content).toBeTypeOf('object');
  });

  it('exposes each declared page module once, however many paths it serves', () => {
    const add = { ...report, path: '/add-report' };
    expect(exposesOf([report, add])).toEqual({ './OrderReportPage': './src/pages/OrderReportPage.tsx' });
  });

  it('fails when a declared page has no module', () => {
    const summary: PageDeclaration = { ...report, path: '/order-summary', expose: './OrderSummaryPage' };
    expect(() => defineRemoteConfig({ name: 'orders_mfe', pages: [report, summary], appDir: ordersDir })).toThrow(
      "orders-mfe's pages (apps/orders-mfe/src/pages.ts) cannot be built:\n" +
        "- orders-mfe's page /order-summary exposes ./OrderSummaryPage, but apps/orders-mfe/src/pages/OrderSummaryPage.tsx does not exist",
    );
  });

  it('names every problem of the declarations at once', () => {
    const wrong = {
      ...report,
      path: '/orders',
      section: '/reports',
      palette: { record: 'orders' },
    } as unknown as PageDeclaration;
    expect(declarationProblems('orders_mfe', [report, report, wrong], ordersDir)).toEqual([
      "orders-mfe's page /order-report is declared twice",
      'orders-mfe\'s page /orders: section "/reports" is not a sidebar link (/, /company, /customers, /orders, /cancel, /templates, /config)',
      "orders-mfe's page /orders is a sidebar link's page: its section is /orders",
      "orders-mfe's page /orders opens palette records: its path has exactly one parameter (the record's id)",
    ]);
  });

  it('passes when every declared page has its module', () => {
    expect(declarationProblems('orders_mfe', [report], ordersDir)).toEqual([]);
  });
});
