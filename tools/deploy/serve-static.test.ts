import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type * as Fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';

const failNextRead = vi.hoisted(() => ({ on: false }));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof Fs>();
  return {
    ...fs,
    createReadStream: (...args: Parameters<typeof fs.createReadStream>) => {
      if (!failNextRead.on) return fs.createReadStream(...args);
      failNextRead.on = false;
      // A file that vanished between stat and read, as during a rebuild.
      return new Readable({
        read() {
          this.destroy(Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' }));
        },
      });
    },
  };
});

const { serveStatic, stopStatic } = await import('./serve-static');

let stop: (() => Promise<void>) | undefined;
afterEach(async () => stop?.());

describe('serveStatic', () => {
  it('survives a file that cannot be read after its headers went, and serves the next request', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><p>hello</p>');
    const server = await serveStatic({ dir, port: 0 });
    stop = () => stopStatic(server);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/index.html`;

    failNextRead.on = true;
    await expect(fetch(url).then((response) => response.text())).rejects.toThrow();
    const next = await fetch(url);
    expect(next.status).toBe(200);
    expect(await next.text()).toContain('hello');
  });
});

describe("serveStatic with the runtime config's security headers", () => {
  it('sends the policy of the runtime config as it is now: a remote moved in the file moves in the policy on the next load', async () => {
    const { headersFromRuntimeConfig } = await import('./runtime-config-headers');
    const dir = mkdtempSync(join(tmpdir(), 'serve-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script>boot()</script>');
    const config = join(dir, 'runtime-config.json');
    const write = (orders: string) =>
      writeFileSync(
        config,
        JSON.stringify({
          apiBaseUrl: 'http://127.0.0.1:3000/api',
          storage: { gatewayUrl: 'http://127.0.0.1:3000/ipfs' },
          remotes: { orders_mfe: orders },
        }),
      );
    write('http://127.0.0.1:4202/mf-manifest.json');
    const server = await serveStatic({
      dir,
      port: 0,
      spa: true,
      headers: headersFromRuntimeConfig(config, join(dir, 'index.html')),
    });
    stop = () => stopStatic(server);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/orders`;

    const first = await fetch(url);
    expect(first.headers.get('content-security-policy')).toMatch(
      /script-src 'self' http:\/\/127\.0\.0\.1:4202 'sha256-[^']+'/,
    );
    expect(first.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(first.headers.get('content-security-policy')).toContain('report-uri http://127.0.0.1:3000/api/csp-reports');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

    write('https://orders.example.com/mf-manifest.json');
    // A file edited within the same millisecond keeps its mtime on some file systems.
    const { utimesSync } = await import('node:fs');
    utimesSync(config, new Date(), new Date(Date.now() + 1000));
    const next = await fetch(url);
    expect(next.headers.get('content-security-policy')).toContain("script-src 'self' https://orders.example.com");
    expect(next.headers.get('content-security-policy')).not.toContain('4202');
  });

  it('answers a conditional request 304 while the file is unchanged, and 200 with the new bytes once it changed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-static-'));
    writeFileSync(join(dir, 'runtime-config.json'), '{"apps":{}}');
    const server = await serveStatic({ dir, port: 0 });
    stop = () => stopStatic(server);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/runtime-config.json`;
    const first = await fetch(url);
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    writeFileSync(join(dir, 'runtime-config.json'), '{"apps":{"orders_mfe":{}}}');
    const changed = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('{"apps":{"orders_mfe":{}}}');
  });

  it('serves a remote’s published releases under /releases/<id>/ from their own folder, cached for good', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-static-'));
    const releases = mkdtempSync(join(tmpdir(), 'serve-releases-'));
    mkdirSync(join(releases, 'r1'));
    writeFileSync(join(releases, 'r1', 'mf-manifest.json'), '{"id":"r1"}');
    const server = await serveStatic({ dir, port: 0, mounts: { '/releases/': releases } });
    stop = () => stopStatic(server);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const manifest = await fetch(`${base}/releases/r1/mf-manifest.json`);
    expect(await manifest.text()).toBe('{"id":"r1"}');
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/releases/../../etc/passwd`)).status).not.toBe(200);
  });
});
