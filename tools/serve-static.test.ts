import { mkdtempSync, writeFileSync } from 'node:fs';
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
      return new Readable({ read() { this.destroy(Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' })); } });
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
