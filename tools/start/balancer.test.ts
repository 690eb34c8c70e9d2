// The cluster's balancer: both instances answer in turn; once one stops, every request (a read or
// a write with a body) is answered by the other, none lost on the way.
import { createServer, type Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startBalancer } from './balancer';

async function instance(name: string, writes: string[]): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST') writes.push(`${name}:${Buffer.concat(chunks).toString()}`);
      res.writeHead(200, { 'content-type': 'text/plain' }).end(name);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}

describe('the loopback balancer', () => {
  const writes: string[] = [];
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('spreads requests over both instances, and sends every one to the other once one stops', async () => {
    const a = await instance('a', writes);
    const b = await instance('b', writes);
    closers.push(() => new Promise((resolve) => b.server.close(() => resolve())));
    const balancer = await startBalancer([a.url, b.url], 0);
    closers.push(balancer.close);
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(balancer.url).then((r) => r.text())));
    expect(new Set(answers)).toEqual(new Set(['a', 'b']));

    a.server.closeAllConnections();
    await new Promise<void>((resolve) => a.server.close(() => resolve()));
    const after: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(balancer.url, { method: 'POST', body: `write ${i}` });
      expect(res.status).toBe(200);
      after.push(await res.text());
    }
    expect(after).toEqual(Array(6).fill('b'));
    // Each acknowledged write reached an instance exactly once.
    expect(writes.filter((w) => w.includes('write'))).toEqual(Array.from({ length: 6 }, (_, i) => `b:write ${i}`));
  });
});
