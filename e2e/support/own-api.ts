// A reference API process of one journey's own, on its own data folder, which the journey stops
// and starts again (the shared one serves every other journey), and a loopback proxy in front of
// it that can delay every answer or fail the next write with a 500.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { stopProcessGroup } from '../../tools/start/process-group';
import { waitForHttp } from '../../tools/start/wait-for';
import { ADMIN, storageStateWith } from './session';
import { FIXED_OTP, JWT_SECRET, repoRoot, STORAGE_JWT } from './suite';

export interface OwnApi {
  /** `http://127.0.0.1:<port>/api` */
  url: string;
  start(): Promise<void>;
  /** Stops the process (and its children): connections are refused until start(). */
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

export function ownApi(port: number): OwnApi {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-e2e-own-api-'));
  const url = `http://127.0.0.1:${port}/api`;
  let child: ChildProcess | null = null;
  const stop = async () => {
    if (!child) return;
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    stopProcessGroup(child);
    await exited;
    child = null;
    // The port is free once nothing answers on it.
    for (let i = 0; i < 50; i++) {
      try {
        await fetch(`${url}/health`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      } catch {
        return;
      }
    }
  };
  return {
    url,
    async start() {
      const log: string[] = [];
      child = spawn('npx', ['tsx', 'src/main.ts'], {
        cwd: join(repoRoot, 'apps/api'),
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          FIXED_OTP,
          JWT_SECRET,
          STORAGE_JWT,
          DEV_MODE: 'true',
          OTP_CLIENT_LIMIT: '100000',
          VERIFY_CLIENT_LIMIT: '100000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      try {
        await waitForHttp(`${url}/health`, 'The journey’s own API', 90_000);
      } catch (error) {
        throw new Error(`${(error as Error).message}\n${log.join('')}`);
      }
    },
    stop,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in the seeded admin on `api` and returns the storage state of a page signed in there. */
export async function signedInOn(api: string) {
  const post = async <T>(path: string, body: unknown) => {
    const response = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { data: T }).data;
  };
  const { user_id } = await post<{ user_id: number }>('/auth/login', {
    phone: ADMIN.phone,
    country_code: ADMIN.country_code,
  });
  const { token, refreshToken } = await post<{ token: string; refreshToken: string }>('/auth/verify', {
    otp: FIXED_OTP,
    user_id,
  });
  return storageStateWith({ accessToken: token, refreshToken });
}

/** Serves this page a runtime config whose API (and file gateway) is `api` instead of the harness's. */
export async function pointPageAt(page: Page, api: string) {
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { storage: Record<string, string> };
    await route.fulfill({
      response,
      json: { ...config, apiBaseUrl: api, storage: { ...config.storage, gatewayUrl: api.replace(/\/api$/, '/ipfs') } },
    });
  });
}

export interface FaultProxy {
  url: string;
  /** Every request the proxy saw (method and path), preflights included. */
  seen: string[];
  /** Answers only after this many milliseconds. */
  delayMs: number;
  /** The next request matching this (method and path prefix) gets a 500 instead of reaching the API. */
  failNext: { method: string; path: string } | null;
  close(): Promise<void>;
}

/** A loopback proxy to `target` (`http://127.0.0.1:<port>`) on `port`. */
export async function faultProxy(port: number, target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const proxy: FaultProxy = {
    url: `http://127.0.0.1:${port}/api`,
    seen: [],
    delayMs: 0,
    failNext: null,
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    proxy.seen.push(`${req.method} ${req.url}`);
    const fail = proxy.failNext;
    const failThis = fail !== null && req.method === fail.method && (req.url ?? '').startsWith(fail.path);
    if (failThis) proxy.failNext = null;
    const body: Buffer[] = [];
    req.on('data', (chunk: Buffer) => body.push(chunk));
    req.on('end', () => {
      setTimeout(() => {
        if (failThis) {
          res.writeHead(500, {
            'content-type': 'application/json',
            'access-control-allow-origin': req.headers.origin ?? '*',
          });
          res.end(JSON.stringify({ message: 'Internal Server Error' }));
          return;
        }
        const forward = httpRequest(
          {
            host: upstream.hostname,
            port: upstream.port,
            path: req.url,
            method: req.method,
            headers: { ...req.headers, host: upstream.host },
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        forward.on('error', () => res.socket?.destroy());
        forward.end(Buffer.concat(body));
      }, proxy.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  proxy.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return proxy;
}
