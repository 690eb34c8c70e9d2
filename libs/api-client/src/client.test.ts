import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAxiosError } from 'axios';
import { createApiClient } from './client';
import type { ApiClient } from './client';
import {
  errorMessage,
  isForbiddenError,
  isSessionExpiredError,
  missingPermissionOf,
  SESSION_EXPIRED_MESSAGE,
} from './errors';
import { inTabLock } from './session/cross-tab-lock';
import type { CrossTabLock } from './session/cross-tab-lock';
import { IDBFactory } from 'fake-indexeddb';
import { indexedDbLedger, noLedger } from './session/refresh-ledger';
import type { IdbFactoryLike, RefreshLedger } from './session/refresh-ledger';
import { createTokenStore } from './session/token-store';
import { startAuthTestServer } from './testing/auth-test-server';
import type { AuthTestServer } from './testing/auth-test-server';

let server: AuthTestServer;

/** A tab: its own client and token store over the shared localStorage. */
function openTab(lock: CrossTabLock = inTabLock()): ApiClient {
  return createApiClient({
    baseURL: server.baseURL,
    tokens: createTokenStore({ storage: () => localStorage, events: null }),
    createLock: () => lock,
  });
}

function signIn(tab: ApiClient) {
  tab.tokens.setTokens({ accessToken: server.accessToken, refreshToken: server.refreshToken });
}

const itemHits = () =>
  [...server.hits].filter(([key]) => key.startsWith('GET /api/items/')).reduce((sum, [, n]) => sum + n, 0);

beforeEach(async () => {
  localStorage.clear();
  server = await startAuthTestServer();
});

afterEach(async () => {
  await server.close();
});

describe('requests', () => {
  it('send the stored access token as a bearer header, with no timeout', async () => {
    const tab = openTab();
    signIn(tab);
    const response = await tab.http.get('/items/1');
    expect(response.data.data).toEqual({ id: 1, token: server.accessToken });
    expect(tab.http.defaults.timeout).toBe(0);
    // No instance-wide Content-Type: it would turn FormData into JSON (calls/upload.test.ts).
    expect(tab.http.defaults.headers['Content-Type']).toBeUndefined();
  });

  it("report 'Network Error' when no response comes back", async () => {
    const tab = openTab();
    signIn(tab);
    await server.close();
    const failure = await tab.http.get('/items/1').catch((error: unknown) => error);
    expect(errorMessage(failure, 'Failed to fetch projects')).toBe('Network Error');
  });
});

describe('refresh on 401/403', () => {
  it('shares ONE refresh among 20 parallel 401s and retries each request once', async () => {
    const tab = openTab();
    signIn(tab);
    server.expireAccessTokens();

    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => tab.http.get(`/items/${i}`)));

    expect(server.refreshCalls).toBe(1);
    expect(itemHits()).toBe(40); // 20 first tries, 20 retries
    expect(responses.map((r) => r.data.data.id)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(new Set(responses.map((r) => r.data.data.token))).toEqual(new Set(['access-2']));
    expect(tab.tokens.getAccessToken()).toBe('access-2');
    expect(tab.tokens.getRefreshToken()).toBe('refresh-2'); // rotated
  });

  it('reuses the new token for a 401 that arrives after the refresh finished', async () => {
    const tab = openTab();
    signIn(tab);
    server.expireAccessTokens();

    const slow = tab.http.get('/items/99', { params: { slow: 300 } });
    await Promise.all([tab.http.get('/items/1'), tab.http.get('/items/2')]);
    await expect(slow).resolves.toMatchObject({ data: { data: { id: 99, token: 'access-2' } } });
    expect(server.refreshCalls).toBe(1);
  });

  it('refreshes on 403 too, and a retry that fails again is an ordinary error, never a loop', async () => {
    const tab = openTab();
    const expired = vi.fn();
    tab.onSessionExpired(expired);
    signIn(tab);

    const failure = await tab.http.get('/customer-only').catch((error: unknown) => error);

    expect(isAxiosError(failure) && failure.response?.status).toBe(403);
    expect(errorMessage(failure, 'fallback')).toBe('Staff only');
    expect(server.hits.get('GET /api/customer-only')).toBe(2);
    expect(server.refreshCalls).toBe(1);
    expect(expired).not.toHaveBeenCalled();
    expect(tab.tokens.getAccessToken()).toBe('access-2');
  });

  it("does not refresh or retry a 403 marked code 'forbidden' (a missing permission), and says which permission", async () => {
    const tab = openTab();
    const expired = vi.fn();
    tab.onSessionExpired(expired);
    signIn(tab);

    const failure = await tab.http.delete('/not-allowed').catch((error: unknown) => error);

    expect(isAxiosError(failure) && failure.response?.status).toBe(403);
    expect(isForbiddenError(failure)).toBe(true);
    expect(missingPermissionOf(failure)).toBe('projects.write');
    expect(errorMessage(failure, 'Failed to delete project')).toBe(
      'Your role does not include “Create, edit, change status of and delete projects”.',
    );
    expect(server.hits.get('DELETE /api/not-allowed')).toBe(1);
    expect(server.refreshCalls).toBe(0);
    expect(expired).not.toHaveBeenCalled();
    expect(tab.tokens.getAccessToken()).toBe(server.accessToken);
  });

  it('gives up after one retry on a route that always answers 401', async () => {
    const tab = openTab();
    signIn(tab);
    const failure = await tab.http.get('/always-401').catch((error: unknown) => error);
    expect(isAxiosError(failure) && failure.response?.status).toBe(401);
    expect(server.hits.get('GET /api/always-401')).toBe(2);
    expect(server.refreshCalls).toBe(1);
  });

  it('does not refresh for calls marked skipAuthRefresh (a wrong OTP is the user’s error)', async () => {
    const tab = openTab();
    const failure = await tab.http
      .post('/auth/verify', { otp: '000000', user_id: 1 }, { skipAuthRefresh: true })
      .catch((error: unknown) => error);
    expect(errorMessage(failure, 'An error occurred. Please try again.')).toBe('Invalid OTP');
    expect(server.refreshCalls).toBe(0);
  });
});

describe('session expiry', () => {
  it('without a refresh token: clears tokens, tells the hook once, makes no refresh call', async () => {
    const tab = openTab();
    const expired = vi.fn();
    tab.onSessionExpired(expired);
    localStorage.setItem('admin.accessToken', 'stale');

    const failures = await Promise.all(
      Array.from({ length: 5 }, (_, i) => tab.http.get(`/items/${i}`).catch((error: unknown) => error)),
    );

    expect(failures.every(isSessionExpiredError)).toBe(true);
    expect(failures.map((f) => errorMessage(f, 'x'))).toEqual(Array(5).fill(SESSION_EXPIRED_MESSAGE));
    expect(expired).toHaveBeenCalledTimes(1);
    expect(server.refreshCalls).toBe(0);
    expect(tab.tokens.getAccessToken()).toBeNull();
  });

  it('when the refresh token is refused: clears both tokens and tells the hook once', async () => {
    const tab = openTab();
    const expired = vi.fn();
    tab.onSessionExpired(expired);
    signIn(tab);
    server.expireAccessTokens();
    server.revokeRefreshTokens();

    const failures = await Promise.all(
      Array.from({ length: 10 }, (_, i) => tab.http.get(`/items/${i}`).catch((error: unknown) => error)),
    );

    expect(failures.every(isSessionExpiredError)).toBe(true);
    expect(server.refreshCalls).toBe(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('admin.accessToken')).toBeNull();
    expect(localStorage.getItem('admin.refreshToken')).toBeNull();
    // A later stray 401 in the same signed-out state does not toast again.
    await tab.http.get('/items/1').catch(() => undefined);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('tells the hook again after a new sign-in', async () => {
    const tab = openTab();
    const expired = vi.fn();
    tab.onSessionExpired(expired);
    await tab.http.get('/always-401').catch(() => undefined);
    tab.tokens.setTokens({ accessToken: 'stale', refreshToken: 'revoked' });
    await tab.http.get('/always-401').catch(() => undefined);
    expect(expired).toHaveBeenCalledTimes(2);
  });

  it('keeps the session when the refresh gets no response, and reports Network Error', async () => {
    const tab = openTab();
    const expired = vi.fn();
    tab.onSessionExpired(expired);
    signIn(tab);
    server.expireAccessTokens();
    server.dropRefreshConnections = true;

    const failure = await tab.http.get('/items/1').catch((error: unknown) => error);

    expect(errorMessage(failure, 'x')).toBe('Network Error');
    expect(expired).not.toHaveBeenCalled();
    expect(tab.tokens.getRefreshToken()).toBe(server.refreshToken);
  });
});

/** A stand-in for navigator.locks: one queue per name shared by every "tab" given it. */
function fakeNavigatorLocks() {
  const queue = inTabLock();
  let held = 0;
  let maxHeld = 0;
  return {
    get maxHeld() {
      return maxHeld;
    },
    request<T>(name: string, _options: { mode: 'exclusive' }, callback: () => Promise<T>): Promise<T> {
      return queue(name, async () => {
        held += 1;
        maxHeld = Math.max(maxHeld, held);
        try {
          return await callback();
        } finally {
          held -= 1;
        }
      });
    },
  };
}

/** localStorage as a tab sees it when other tabs' writes have not reached it yet: reads lag, writes go through. */
function laggingStorage(): Storage {
  const snapshot = new Map(Object.entries({ ...localStorage }));
  return {
    ...localStorage,
    getItem: (key: string) => snapshot.get(key) ?? null,
    setItem: (key: string, value: string) => {
      snapshot.set(key, value);
      localStorage.setItem(key, value);
    },
    removeItem: (key: string) => {
      snapshot.delete(key);
      localStorage.removeItem(key);
    },
  } as Storage;
}

describe('across tabs', () => {
  it("a tab that does not see the other tab's refresh yet takes its tokens from the ledger instead of spending the old one", async () => {
    const locks = fakeNavigatorLocks();
    const { webLocks } = await import('./session/cross-tab-lock');
    const browserDb = new IDBFactory() as unknown as IdbFactoryLike;
    const tab = (storage: () => Storage, ledger: () => RefreshLedger) =>
      createApiClient({
        baseURL: server.baseURL,
        tokens: createTokenStore({ storage, events: null }),
        createLock: () => webLocks(locks),
        createLedger: ledger,
      });
    const withLedger = () => indexedDbLedger(browserDb);

    localStorage.setItem('admin.accessToken', server.accessToken);
    localStorage.setItem('admin.refreshToken', server.refreshToken);
    const lagging = laggingStorage();
    const tabA = tab(() => localStorage, withLedger);
    const tabB = tab(() => lagging, withLedger);
    server.expireAccessTokens();

    // Tab A refreshes first; tab B, whose view still shows the old tokens, meets its 401 afterwards.
    const first = await tabA.http.get('/items/1');
    const second = await tabB.http.get('/items/2');

    expect(server.refreshCalls).toBe(1);
    expect(server.reusedRefreshTokens).toEqual([]);
    expect([first.data.data.token, second.data.data.token]).toEqual(['access-2', 'access-2']);
  });

  it('control: without the ledger, the lagging tab spends the old refresh token again (what the ledger prevents)', async () => {
    const locks = fakeNavigatorLocks();
    const { webLocks } = await import('./session/cross-tab-lock');
    localStorage.setItem('admin.accessToken', server.accessToken);
    localStorage.setItem('admin.refreshToken', server.refreshToken);
    const lagging = laggingStorage();
    const tab = (storage: () => Storage) =>
      createApiClient({
        baseURL: server.baseURL,
        tokens: createTokenStore({ storage, events: null }),
        createLock: () => webLocks(locks),
        createLedger: () => noLedger,
      });
    server.expireAccessTokens();

    await tab(() => localStorage).http.get('/items/1');
    await tab(() => lagging)
      .http.get('/items/2')
      .catch(() => undefined);

    expect(server.reusedRefreshTokens).toEqual(['refresh-1']);
  });

  it('two tabs hitting 401 together spend the refresh token once; the waiting tab reuses the new token', async () => {
    const locks = fakeNavigatorLocks();
    const { webLocks } = await import('./session/cross-tab-lock');
    const tabA = openTab(webLocks(locks));
    const tabB = openTab(webLocks(locks));
    signIn(tabA);
    server.expireAccessTokens();

    const [a, b] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, (_, i) => tabA.http.get(`/items/${i}`))),
      Promise.all(Array.from({ length: 5 }, (_, i) => tabB.http.get(`/items/${10 + i}`))),
    ]);

    expect(server.refreshCalls).toBe(1);
    expect(server.reusedRefreshTokens).toEqual([]);
    expect([...a, ...b].every((r) => r.data.data.token === 'access-2')).toBe(true);
    expect(locks.maxHeld).toBe(1);
  });

  it('the same with the localStorage lease fallback (no Web Locks)', async () => {
    const { storageLeaseLock } = await import('./session/cross-tab-lock');
    const tabA = openTab(storageLeaseLock({ storage: localStorage, ownerId: 'tab-a', settleMs: 10, pollMs: 10 }));
    const tabB = openTab(storageLeaseLock({ storage: localStorage, ownerId: 'tab-b', settleMs: 10, pollMs: 10 }));
    signIn(tabA);
    server.expireAccessTokens();

    // Tab A refreshes first; tab B, whose view still shows the old tokens, meets its 401 afterwards.
    const first = await tabA.http.get('/items/1');
    const second = await tabB.http.get('/items/2');

    expect(server.refreshCalls).toBe(1);
    expect(server.reusedRefreshTokens).toEqual([]);
    expect([first.data.data.token, second.data.data.token]).toEqual(['access-2', 'access-2']);
    expect(localStorage.getItem('admin.lock.admin-auth-refresh')).toBeNull();
  });

  it('control: without a shared lock both tabs spend the same refresh token (what the lock prevents)', async () => {
    const tabA = openTab(inTabLock());
    const tabB = openTab(inTabLock());
    signIn(tabA);
    server.expireAccessTokens();

    await Promise.allSettled([tabA.http.get('/items/1'), tabB.http.get('/items/2')]);

    expect(server.refreshCalls).toBe(2);
    expect(server.reusedRefreshTokens).toEqual(['refresh-1']);
  });
});
