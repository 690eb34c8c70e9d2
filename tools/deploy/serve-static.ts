// A small static file server for built apps: what `npm start` and the browser tests use to serve
// the shell and the remotes. Production serves the same files from any CDN with the same rules:
// manifests, runtime config and HTML are revalidated on every load; hashed assets are immutable.
import { createServer, type Server } from 'node:http';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

async function fileAt(path: string) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * Serves `dir` on `host:port`. `spa` answers unknown paths with index.html (client-side routes);
 * `overrides` maps a URL path to another file on disk (a deployment's own runtime-config.json).
 * Resolves to the listening server.
 */
export interface StaticSite {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  overrides?: Record<string, string>;
  /**
   * Headers added to every response (the security headers, tools/deploy/security-headers.ts), asked for
   * each request so that a runtime config edited in place takes effect on the next load.
   */
  headers?: () => Record<string, string>;
  /**
   * Folders served under a path prefix, e.g. `{ '/releases/': '.releases/orders-mfe' }`: a remote's
   * published releases, each at `/releases/<id>/` on its own origin (docs/releases.md).
   */
  mounts?: Record<string, string>;
}

/** Paths whose bytes never change at a given URL: content-hashed assets, and everything of a published release. */
const isImmutable = (pathname: string) => pathname.startsWith('/static/') || /^\/releases\/[^/]+\/./.test(pathname);

export function serveStatic({
  dir,
  port,
  host = '127.0.0.1',
  spa = false,
  overrides = {},
  headers,
  mounts = {},
}: StaticSite): Promise<Server> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', '*');
    for (const [name, value] of Object.entries(headers?.() ?? {})) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const mount = Object.keys(mounts).find((prefix) => pathname.startsWith(prefix));
    const root = resolve(mount ? (mounts[mount] as string) : dir);
    const inRoot = mount ? pathname.slice(mount.length - 1) : pathname;
    let path = overrides[pathname] ?? join(root, normalize(inRoot));
    if (!overrides[pathname] && path !== root && !path.startsWith(root + sep)) {
      res.writeHead(403).end('Forbidden');
      return;
    }
    let info = await fileAt(path);
    if (!info && pathname.endsWith('/')) info = await fileAt((path = join(path, 'index.html')));
    if (!info && spa && !extname(pathname)) info = await fileAt((path = join(root, 'index.html')));
    if (!info) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not found: ${pathname}`);
      return;
    }
    const immutable = isImmutable(pathname);
    // A validator, so a re-check (the shell's runtime-config.json every minute) is answered 304 while unchanged.
    const etag = `W/"${info.ino.toString(16)}-${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const cacheControl = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ETag: etag, 'Cache-Control': cacheControl }).end();
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': cacheControl,
      ETag: etag,
    });
    if (req.method === 'HEAD') res.end();
    // A read that fails after the headers went (the file replaced by a rebuild meanwhile) cuts this
    // response short; unhandled, the stream's error would stop the whole server.
    else pipeline(createReadStream(path), res, () => undefined);
  });
  return new Promise<Server>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}

/**
 * Stops a server started by serveStatic: no new connections, and every open one is dropped now.
 * `server.close()` alone resolves only once each connection that is not idle at that instant has
 * ended: one with a response in flight stays for Node's keep-alive timeout after it, and one the
 * browser opened but has not sent a request on yet counts as busy and is never timed out once the
 * server is closing. The browser holding them belongs to a page still open while a test's `finally`
 * awaits the close, so that wait lasts as long as the browser likes: once, the whole test timeout.
 */
export function stopStatic(server: Server): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    server.close((error) => (error ? reject(error) : resolvePromise()));
    server.closeAllConnections();
  });
}
