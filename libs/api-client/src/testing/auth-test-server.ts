// A real HTTP server for the client's tests: rotating refresh tokens (reuse is recorded as theft,
// as the reference API treats it), protected routes, CORS for jsdom's XHR. Test-only.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AuthTestServer {
  /** e.g. http://127.0.0.1:PORT/api */
  baseURL: string;
  /** Access token accepted now (the first one issued). */
  accessToken: string;
  refreshToken: string;
  /** Refresh calls received, whatever their outcome. */
  refreshCalls: number;
  /** Refresh tokens presented a second time: what the real API treats as theft. */
  reusedRefreshTokens: string[];
  /** Requests per path (method + path), preflights excluded. */
  hits: Map<string, number>;
  /** Makes every issued access token invalid (as if it expired). */
  expireAccessTokens(): void;
  /** Makes every refresh token invalid (as if revoked). */
  revokeRefreshTokens(): void;
  /** Next refresh calls are answered by dropping the connection. */
  dropRefreshConnections: boolean;
  close(): Promise<void>;
}

export async function startAuthTestServer(options: { refreshDelayMs?: number } = {}): Promise<AuthTestServer> {
  const refreshDelayMs = options.refreshDelayMs ?? 40;
  let serial = 0;
  const validAccess = new Set<string>();
  const validRefresh = new Set<string>();
  const spentRefresh = new Set<string>();
  const issue = () => {
    serial += 1;
    const pair = { accessToken: `access-${serial}`, refreshToken: `refresh-${serial}` };
    validAccess.add(pair.accessToken);
    validRefresh.add(pair.refreshToken);
    return pair;
  };
  const first = issue();

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readJson = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    try {
      return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const bearer = (req: IncomingMessage) => (req.headers.authorization ?? '').replace(/^Bearer /, '');
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const state: AuthTestServer = {
    baseURL: '',
    accessToken: first.accessToken,
    refreshToken: first.refreshToken,
    refreshCalls: 0,
    reusedRefreshTokens: [],
    hits: new Map(),
    expireAccessTokens: () => validAccess.clear(),
    revokeRefreshTokens: () => validRefresh.clear(),
    dropRefreshConnections: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const key = `${req.method} ${path}`;
    state.hits.set(key, (state.hits.get(key) ?? 0) + 1);

    void (async () => {
      if (key === 'POST /api/auth/refresh') {
        state.refreshCalls += 1;
        const { refreshToken } = await readJson(req);
        await sleep(refreshDelayMs);
        if (state.dropRefreshConnections) {
          req.socket.destroy();
          return;
        }
        if (typeof refreshToken !== 'string' || !validRefresh.has(refreshToken)) {
          if (typeof refreshToken === 'string' && spentRefresh.has(refreshToken))
            state.reusedRefreshTokens.push(refreshToken);
          send(res, 401, { message: 'Invalid refresh token' });
          return;
        }
        validRefresh.delete(refreshToken);
        spentRefresh.add(refreshToken);
        send(res, 200, { data: issue() });
        return;
      }
      if (key === 'POST /api/auth/verify') {
        const body = await readJson(req);
        if (body.otp !== '123456') {
          send(res, 401, { message: 'Invalid OTP' });
          return;
        }
        const pair = issue();
        send(res, 200, { data: { token: pair.accessToken, refreshToken: pair.refreshToken, user: { id: 1 } } });
        return;
      }
      if (key === 'POST /api/echo') {
        // What arrived, as the server saw it: the body's Content-Type and raw text, and the bearer.
        const sentWith = bearer(req);
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        if (!validAccess.has(sentWith)) return send(res, 401, { message: 'Token expired' });
        return send(res, 200, {
          data: {
            contentType: req.headers['content-type'] ?? '',
            body: Buffer.concat(chunks).toString('latin1'),
            token: sentWith,
          },
        });
      }
      if (key === 'GET /api/always-401') return send(res, 401, { message: 'Nope' });
      if (key === 'GET /api/customer-only') return send(res, 403, { message: 'Staff only' });
      if (key === 'DELETE /api/not-allowed') {
        return send(res, 403, {
          message: 'Missing permission: projects.write',
          code: 'forbidden',
          permission: 'projects.write',
        });
      }
      const item = /^GET \/api\/items\/(\d+)$/.exec(key);
      if (item) {
        const sentWith = bearer(req);
        if (new URL(req.url ?? '/', 'http://x').searchParams.has('slow'))
          await sleep(Number(new URL(req.url ?? '/', 'http://x').searchParams.get('slow')));
        if (!validAccess.has(sentWith)) return send(res, 401, { message: 'Token expired' });
        return send(res, 200, { data: { id: Number(item[1]), token: sentWith } });
      }
      send(res, 404, { message: 'Not found' });
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return state;
}
