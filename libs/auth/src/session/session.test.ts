import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@admin/api-client';
import { createStore } from 'jotai/vanilla';
import { endSession, startSession } from './session';
import { isSignedInAtom } from './session-atoms';

beforeEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('session', () => {
  it('startSession stores verify’s token as the access token, and the refresh token', () => {
    startSession({ token: 'jwt-1', refreshToken: 'r-1' });
    expect(localStorage.getItem('admin.accessToken')).toBe('jwt-1');
    expect(localStorage.getItem('admin.refreshToken')).toBe('r-1');
  });

  it('endSession clears the tokens at once and revokes the refresh token on the server', async () => {
    const logout = vi.spyOn(authApi, 'logout').mockResolvedValue(undefined);
    startSession({ token: 'jwt-1', refreshToken: 'r-1' });
    const done = endSession();
    expect(localStorage.getItem('admin.accessToken')).toBeNull();
    expect(localStorage.getItem('admin.refreshToken')).toBeNull();
    await done;
    expect(logout).toHaveBeenCalledWith({ refreshToken: 'r-1' });
  });

  it('endSession still signs out when the server cannot be reached', async () => {
    vi.spyOn(authApi, 'logout').mockRejectedValue(new Error('offline'));
    startSession({ token: 'jwt-1', refreshToken: 'r-1' });
    await expect(endSession()).resolves.toBeUndefined();
    expect(localStorage.getItem('admin.accessToken')).toBeNull();
  });

  it('isSignedInAtom follows the stored token while subscribed', () => {
    const store = createStore();
    const seen: boolean[] = [];
    const stop = store.sub(isSignedInAtom, () => seen.push(store.get(isSignedInAtom)));
    expect(store.get(isSignedInAtom)).toBe(false);
    startSession({ token: 'jwt-1', refreshToken: 'r-1' });
    expect(store.get(isSignedInAtom)).toBe(true);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'admin.accessToken' }));
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(seen).toEqual([true, false]);
    stop();
  });
});
