import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeQueryOverrides, OVERRIDES_STORAGE_KEY, readStoredOverrides, takeRemoteOverrides } from './overrides';

const preview = 'https://preview.example.com/orders/mf-manifest.json';

describe('remote overrides', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('takes name@url from the query, ignoring unknown remotes and non-http URLs', () => {
    const search = `?remote-override=orders_mfe@${encodeURIComponent(preview)}&remote-override=billing@${preview}&remote-override=config_mfe@javascript:alert(1)`;
    expect(mergeQueryOverrides({}, search)).toEqual({ orders_mfe: preview });
  });

  it('clears one override with an empty URL, and all with "clear"', () => {
    const stored = { orders_mfe: preview, config_mfe: preview };
    expect(mergeQueryOverrides(stored, '?remote-override=orders_mfe@')).toEqual({ config_mfe: preview });
    expect(mergeQueryOverrides(stored, '?remote-override=clear')).toEqual({});
  });

  it('persists across reloads and strips the parameter from the address bar', () => {
    window.history.replaceState(null, '', `/orders?page=2&remote-override=orders_mfe@${encodeURIComponent(preview)}`);
    expect(takeRemoteOverrides(window.location, window.history, localStorage)).toEqual({ orders_mfe: preview });
    expect(window.location.pathname + window.location.search).toBe('/orders?page=2');
    expect(readStoredOverrides(localStorage)).toEqual({ orders_mfe: preview });
    // A later visit without the parameter keeps the override.
    expect(takeRemoteOverrides(window.location, window.history, localStorage)).toEqual({ orders_mfe: preview });
  });

  it('ignores a corrupted stored value', () => {
    localStorage.setItem(OVERRIDES_STORAGE_KEY, '{not json');
    expect(readStoredOverrides(localStorage)).toEqual({});
  });
});
