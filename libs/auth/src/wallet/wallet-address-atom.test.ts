import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { walletAddressAtom } from './wallet-address-atom';

beforeEach(() => localStorage.clear());

describe('walletAddressAtom', () => {
  it('persists the address under admin.walletAddress until disconnect', () => {
    const store = createStore();
    store.set(walletAddressAtom, '0x1234567890abcdef1234567890abcdef1234abcd');
    expect(localStorage.getItem('admin.walletAddress')).toBe('0x1234567890abcdef1234567890abcdef1234abcd');
    store.set(walletAddressAtom, null);
    expect(localStorage.getItem('admin.walletAddress')).toBeNull();
  });

  it('reads the stored address after a reload', async () => {
    localStorage.setItem('admin.walletAddress', '0xabc');
    vi.resetModules(); // a reload: the module is evaluated afresh
    const reloaded = await import('./wallet-address-atom');
    expect(createStore().get(reloaded.walletAddressAtom)).toBe('0xabc');
  });

  it('follows a connect or disconnect made in another tab', () => {
    const store = createStore();
    const stop = store.sub(walletAddressAtom, () => undefined);
    localStorage.setItem('admin.walletAddress', '0xdef');
    window.dispatchEvent(new StorageEvent('storage', { key: 'admin.walletAddress', newValue: '0xdef' }));
    expect(store.get(walletAddressAtom)).toBe('0xdef');
    window.dispatchEvent(new StorageEvent('storage', { key: 'admin.walletAddress', newValue: null }));
    expect(store.get(walletAddressAtom)).toBeNull();
    stop();
  });

  it('reads storage afresh when something starts reading it again (a change made while nothing was mounted)', () => {
    const store = createStore();
    store.set(walletAddressAtom, '0xold');
    localStorage.setItem('admin.walletAddress', '0xnew');
    const stop = store.sub(walletAddressAtom, () => undefined);
    expect(store.get(walletAddressAtom)).toBe('0xnew');
    stop();
  });
});
