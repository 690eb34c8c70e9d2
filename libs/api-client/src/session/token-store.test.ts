import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenStore, TOKEN_STORAGE_KEYS } from './token-store';

beforeEach(() => localStorage.clear());

describe('token store', () => {
  it('keeps the tokens in localStorage under the documented keys', () => {
    const store = createTokenStore();
    store.setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    expect(localStorage.getItem('admin.accessToken')).toBe('a1');
    expect(localStorage.getItem('admin.refreshToken')).toBe('r1');
    expect(TOKEN_STORAGE_KEYS).toEqual({ accessToken: 'admin.accessToken', refreshToken: 'admin.refreshToken' });
    store.clearTokens();
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
  });

  it('tells subscribers about writes in this tab and in other tabs (storage events)', () => {
    const store = createTokenStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    expect(listener).toHaveBeenCalledTimes(1);

    // Another tab rotated the tokens.
    localStorage.setItem('admin.accessToken', 'a2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'admin.accessToken', newValue: 'a2' }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getAccessToken()).toBe('a2');

    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    expect(listener).toHaveBeenCalledTimes(2);

    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'admin.accessToken', newValue: 'a3' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps working in memory when storage throws (privacy modes)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = createTokenStore({ storage: () => broken, events: null });
    store.setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    expect(store.getAccessToken()).toBe('a1');
  });
});
