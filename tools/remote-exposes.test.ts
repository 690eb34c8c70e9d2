// A remote's build refuses exposes that differ from the pages the shell routes to (tools/remote-pages.ts).
import { loadConfig } from '@rsbuild/core';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { remoteApps, remoteNames } from './federation';
import { defineRemoteConfig } from './remote-rsbuild';

const root = resolve(import.meta.dirname, '..');

const ordersExposes = {
  './OrderListPage': './src/pages/OrderListPage.tsx',
  './OrderDetailPage': './src/pages/OrderDetailPage.tsx',
  './CancelRequestsPage': './src/pages/CancelRequestsPage.tsx',
  './OrderReportPage': './src/pages/OrderReportPage.tsx',
  './TransactionsPage': './src/pages/TransactionsPage.tsx',
};

describe("a remote's build", () => {
  it.each(remoteNames)('of %s exposes exactly the pages the shell routes to', async (remote) => {
    // Loading the config runs the check a build runs first: it throws on any mismatch.
    const { content } = await loadConfig({ cwd: join(root, 'apps', remoteApps[remote]) });
    expect(content).toBeTypeOf('object');
  });

  it('fails when the shell routes to a page the remote does not expose', () => {
    const { './OrderReportPage': _dropped, ...withoutReport } = ordersExposes;
    // The cast stands for a config the type checker does not see (a plain JS config, a generated one).
    expect(() => defineRemoteConfig({ name: 'orders_mfe', exposes: withoutReport as typeof ordersExposes })).toThrow(
      "orders-mfe's exposes do not match the pages the shell routes to (tools/remote-pages.ts):\n" +
        "- the shell routes to OrderReportPage, which orders-mfe does not expose: add './OrderReportPage' to apps/orders-mfe/rsbuild.config.ts",
    );
  });

  it('fails when the remote exposes a page no shell route leads to', () => {
    const withExtra = { ...ordersExposes, './OrderSummaryPage': './src/pages/OrderSummaryPage.tsx' };
    expect(() => defineRemoteConfig({ name: 'orders_mfe', exposes: withExtra })).toThrow(
      'orders-mfe exposes ./OrderSummaryPage, to which no shell route leads: add the page to tools/remote-pages.ts and its route to apps/shell/src/app/remoteRoutes.ts, or stop exposing it',
    );
  });

  it('passes when the remote exposes exactly its pages', () => {
    expect(() => defineRemoteConfig({ name: 'orders_mfe', exposes: ordersExposes })).not.toThrow();
  });
});
