import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  confirmRemoteOverrides,
  OVERRIDES_STORAGE_KEY,
  readQueryOverrides,
  readStoredOverrides,
  takeRemoteOverrides,
} from './overrides';
import { overridesAsked } from './overrides-asked';

const preview = 'https://preview.example.com/orders/mf-manifest.json';
const local = 'http://localhost:4202/mf-manifest.json';
const stranger = 'https://anywhere.example.net/x/mf-manifest.json';
const allowed = ['https://preview.example.com', 'http://localhost:*'];

/** Visits `url` and decides its overrides, as the shell does at start-up. */
function visit(url: string, origins: string[] = allowed) {
  window.history.replaceState(null, '', url);
  return takeRemoteOverrides(window.location, window.history, localStorage, origins);
}
const param = (remote: string, url: string) => `remote-override=${remote}@${encodeURIComponent(url)}`;

describe('remote overrides', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('reads name@url from the query, ignoring unknown remotes and non-http URLs', () => {
    const search = `?${param('orders_mfe', preview)}&remote-override=billing@${preview}&remote-override=config_mfe@javascript:alert(1)`;
    expect(readQueryOverrides(search)).toEqual({ clearAll: false, requested: { orders_mfe: preview } });
  });

  it('refuses an origin that is not on the allow-list: not loaded, not stored', () => {
    const decision = visit(`/orders?${param('orders_mfe', stranger)}`);
    expect(decision).toEqual({
      active: {},
      pending: [],
      refused: [{ remote: 'orders_mfe', url: stranger, origin: 'https://anywhere.example.net' }],
    });
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
    expect(window.location.pathname + window.location.search).toBe('/orders');
  });

  it('refuses every override when the deployment lists no origins', () => {
    const decision = visit(`/orders?${param('orders_mfe', local)}`, []);
    expect(decision.refused.map((r) => r.url)).toEqual([local]);
    expect(decision.pending).toEqual([]);
  });

  it('asks before the first load of an allowed origin, and stores nothing until confirmed', () => {
    const decision = visit(`/orders?page=2&${param('orders_mfe', local)}`);
    expect(decision).toEqual({
      active: {},
      pending: [{ remote: 'orders_mfe', url: local, origin: 'http://localhost:4202' }],
      refused: [],
    });
    expect(window.location.pathname + window.location.search).toBe('/orders?page=2');
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
    // Declined (or reloaded without deciding): the next visit starts from the deployment's remotes.
    expect(visit('/orders')).toEqual({ active: {}, pending: [], refused: [] });
  });

  it('keeps a confirmed override across reloads without asking again', () => {
    const { pending } = visit(`/orders?${param('orders_mfe', preview)}`);
    expect(confirmRemoteOverrides(localStorage, pending)).toEqual({ orders_mfe: preview });
    expect(visit('/orders')).toEqual({ active: { orders_mfe: preview }, pending: [], refused: [] });
    // The same link again: already confirmed.
    expect(visit(`/orders?${param('orders_mfe', preview)}`)).toEqual({
      active: { orders_mfe: preview },
      pending: [],
      refused: [],
    });
    // Another URL for the same remote: asked again, the old one no longer active.
    const other = 'https://preview.example.com/orders-2/mf-manifest.json';
    expect(visit(`/orders?${param('orders_mfe', other)}`)).toEqual({
      active: {},
      pending: [{ remote: 'orders_mfe', url: other, origin: 'https://preview.example.com' }],
      refused: [],
    });
  });

  it('drops a stored override whose origin the deployment no longer allows, and says so', () => {
    confirmRemoteOverrides(localStorage, [
      { remote: 'orders_mfe', url: preview, origin: 'https://preview.example.com' },
    ]);
    const decision = visit('/orders', ['http://localhost:*']);
    expect(decision.active).toEqual({});
    expect(decision.refused.map((r) => r.url)).toEqual([preview]);
    expect(readStoredOverrides(localStorage)).toEqual({});
  });

  it('does not trust a stored override without a confirmation (older format or edited by hand)', () => {
    localStorage.setItem(
      OVERRIDES_STORAGE_KEY,
      JSON.stringify({ orders_mfe: local, config_mfe: { url: local, confirmedOrigin: 'http://localhost:1' } }),
    );
    expect(visit('/orders')).toEqual({ active: {}, pending: [], refused: [] });
  });

  it('clears one override with an empty URL, and all with "clear"', () => {
    confirmRemoteOverrides(localStorage, [
      { remote: 'orders_mfe', url: preview, origin: 'https://preview.example.com' },
      { remote: 'config_mfe', url: local, origin: 'http://localhost:4202' },
    ]);
    expect(visit('/?remote-override=orders_mfe@').active).toEqual({ config_mfe: local });
    expect(visit('/?remote-override=clear').active).toEqual({});
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  });

  it('ignores a corrupted stored value', () => {
    localStorage.setItem(OVERRIDES_STORAGE_KEY, '{not json');
    expect(readStoredOverrides(localStorage)).toEqual({});
  });
});

describe('whether start-up loads the override code at all', () => {
  beforeEach(() => localStorage.clear());

  it('does not for a page load whose URL and storage name no override (almost every one)', () => {
    expect(overridesAsked('?page=2&sort=name', localStorage)).toBe(false);
    expect(overridesAsked('', localStorage)).toBe(false);
  });

  it('does for an override (or a clear) in the URL, or a stored one', () => {
    expect(overridesAsked(`?${param('orders_mfe', preview)}`, localStorage)).toBe(true);
    expect(overridesAsked('?remote-override=clear', localStorage)).toBe(true);
    localStorage.setItem(OVERRIDES_STORAGE_KEY, '{}');
    expect(overridesAsked('', localStorage)).toBe(true);
  });

  it('does when storage cannot be read, so nothing stored is skipped', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(overridesAsked('', broken)).toBe(true);
  });
});
