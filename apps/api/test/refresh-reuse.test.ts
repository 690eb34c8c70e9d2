/**
 * The refresh reuse window: a replay of a just-rotated refresh token (two tabs, parallel calls, a
 * retry after a lost answer) gets the same successor and the session lives on; a replay after the
 * window still revokes the whole session. The session clock is stepped, never slept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemResponse, RefreshResult } from '@admin/api-client/contract';
import { signIn } from './helpers/auth';
import { client } from './helpers/http';
import { startServer, startTwoInstances, type TestServer, type TwoInstances } from './helpers/server';

const WINDOW_SECONDS = 10;
const SUPPORT = '9810000003';
const ended = { status: 401, body: { message: 'Session has ended' } };

/** A clock the test moves forward. */
function steppedClock() {
  let offsetMs = 0;
  return { now: () => new Date(Date.now() + offsetMs), advance: (seconds: number) => (offsetMs += seconds * 1000) };
}

const refresh = (base: string, refreshToken: string) =>
  client(base).post<ItemResponse<RefreshResult> & { message?: string }>('/api/auth/refresh', { refreshToken });

describe('refresh reuse window on one instance', () => {
  let server: TestServer;
  const clock = steppedClock();
  beforeAll(async () => {
    server = await startServer({ refreshReuseWindowSeconds: WINDOW_SECONDS }, { clock: clock.now });
  });
  afterAll(() => server.close());

  it('ten parallel refreshes with one token all succeed with the same successor, and the session is kept', async () => {
    const session = await signIn(server.url, SUPPORT);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(server.url, session.refreshToken)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.data.refreshToken)).size).toBe(1);
    for (const answer of answers)
      expect((await client(server.url, answer.body.data.accessToken).get('/api/v2/order')).status).toBe(200);
    // The successor goes on rotating as usual.
    const next = await refresh(server.url, answers[0]?.body.data.refreshToken ?? '');
    expect(next.status).toBe(200);
    expect((await client(server.url, next.body.data.accessToken).get('/api/auth/me')).status).toBe(200);
  });

  it('a retry inside the window (the first answer was lost) gets the same successor', async () => {
    const session = await signIn(server.url, SUPPORT);
    const first = await refresh(server.url, session.refreshToken);
    clock.advance(WINDOW_SECONDS - 1);
    const retry = await refresh(server.url, session.refreshToken);
    expect(retry.status).toBe(200);
    expect(retry.body.data.refreshToken).toBe(first.body.data.refreshToken);
    expect((await client(server.url, first.body.data.accessToken).get('/api/v2/order')).status).toBe(200);
  });

  it('a replay after the window is reuse: 401, and every token of the session ends', async () => {
    const session = await signIn(server.url, SUPPORT);
    const first = await refresh(server.url, session.refreshToken);
    clock.advance(WINDOW_SECONDS + 1);
    const replay = await refresh(server.url, session.refreshToken);
    expect(replay).toMatchObject({
      status: 401,
      body: { message: 'Refresh token already used: the session has been revoked' },
    });
    expect(await client(server.url, first.body.data.accessToken).get('/api/v2/order')).toMatchObject(ended);
    expect((await refresh(server.url, first.body.data.refreshToken)).status).toBe(401);
  });

  it('a replay inside the window of a signed-out session is refused', async () => {
    const session = await signIn(server.url, SUPPORT);
    const first = await refresh(server.url, session.refreshToken);
    expect(
      (await client(server.url).post('/api/auth/logout', { refreshToken: first.body.data.refreshToken })).status,
    ).toBe(200);
    expect((await refresh(server.url, session.refreshToken)).status).toBe(401);
  });
});

describe('refresh reuse window across two instances', () => {
  let instances: TwoInstances;
  beforeAll(async () => {
    instances = await startTwoInstances({ refreshReuseWindowSeconds: WINDOW_SECONDS });
  });
  afterAll(() => instances.close());

  it('ten parallel refreshes spread over two instances keep the session', async () => {
    const { a, b } = instances;
    const session = await signIn(a.url, SUPPORT);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refresh(i % 2 === 0 ? a.url : b.url, session.refreshToken)),
    );
    expect(answers.map((x) => x.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((x) => x.body.data.refreshToken)).size).toBe(1);
    expect((await client(b.url, answers[0]?.body.data.accessToken).get('/api/v2/order')).status).toBe(200);
  });
});
