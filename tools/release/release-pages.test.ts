// The runtime config's `apps` is composed from the builds being served: each remote's release.json
// beside its manifest names its pages; a remote served without one is named.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDeclaration } from '@admin/api-client/contract';
import { liveApps } from './release-pages';
import { serveStatic, stopStatic } from '../deploy/serve-static';

const report: PageDeclaration = {
  path: '/order-report',
  expose: './OrderReportPage',
  title: 'Order Report',
  permission: 'orders.read',
  section: '/orders',
};
const dir = mkdtempSync(join(tmpdir(), 'release-pages-'));
let origin = '';
let server: Awaited<ReturnType<typeof serveStatic>>;

beforeAll(async () => {
  writeFileSync(
    join(dir, 'release.json'),
    JSON.stringify({ app: 'orders-mfe', container: 'orders_mfe', pages: [report] }),
  );
  server = await serveStatic({ dir, port: 0 });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await stopStatic(server);
  rmSync(dir, { recursive: true, force: true });
});

describe('liveApps', () => {
  it('makes each served build the live release, with the pages its release.json declares', async () => {
    const manifest = `${origin}/mf-manifest.json`;
    expect(await liveApps({ orders_mfe: manifest }, 'r7')).toEqual({
      orders_mfe: { live: { release: 'r7', manifest, pages: [report] } },
    });
  });

  it('names the release.json a remote is served without', async () => {
    await expect(liveApps({ orders_mfe: `${origin}/old/mf-manifest.json` })).rejects.toThrow(
      `Cannot fetch ${origin}/old/release.json: HTTP 404 (a remote's build writes it: rebuild the remote)`,
    );
  });
});
