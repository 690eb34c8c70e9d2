import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRemoteStatuses, updateRemoteStatus } from '../federation/remote-status';
import { PAGE_LOAD_ID, setRunningReleases } from '../federation/running-releases';
import { configureClientErrorReports, reportClientError, reportFor } from './client-errors';

afterEach(() => {
  resetRemoteStatuses();
  vi.unstubAllGlobals();
});

describe('client error reports', () => {
  it('name the remote and its release from the manifest, read from the stack when the caller does not know', () => {
    updateRemoteStatus('orders_mfe', {
      manifestUrl: 'https://orders.example.com/mf-manifest.json',
      release: '2026.11.25',
    });
    const error = new Error('Cannot read properties of undefined (reading "id")\n    at more lines');
    error.stack = `TypeError: Cannot read…\n    at OrderDetail (https://orders.example.com/static/js/async/12.js:1:200)`;
    expect(reportFor({ kind: 'error-boundary', error }, '/order-details/42')).toEqual({
      kind: 'error-boundary',
      message: 'Cannot read properties of undefined (reading "id")',
      remote: 'orders_mfe',
      release: '2026.11.25',
      route: '/order-details/42',
      // The page load's random id (no person): the registry counts the error against its release.
      load: PAGE_LOAD_ID,
    });
    expect(PAGE_LOAD_ID).toMatch(/^load-[\w-]{8,}$/);
    expect(reportFor({ kind: 'unhandled-rejection', error: 'plain text' }, '/').remote).toBe('shell');
  });

  it('are sent once for the same error within a short time, without credentials', () => {
    const sent = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', sent);
    configureClientErrorReports('https://api.example.com/api/');
    reportClientError({
      kind: 'remote-load',
      error: new Error('orders-mfe could not be loaded'),
      remote: 'orders_mfe',
    });
    reportClientError({
      kind: 'remote-load',
      error: new Error('orders-mfe could not be loaded'),
      remote: 'orders_mfe',
    });
    expect(sent).toHaveBeenCalledTimes(1);
    const [url, init] = sent.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.com/api/client-errors');
    expect(init.credentials).toBeUndefined();
    expect(new Headers(init.headers).get('authorization')).toBeNull();
    expect(JSON.parse(init.body as string)).toMatchObject({
      kind: 'remote-load',
      remote: 'orders_mfe',
      release: 'unknown',
    });
  });

  it('name the registry’s release this page load runs, whatever its manifest was stamped with', () => {
    updateRemoteStatus('orders_mfe', {
      manifestUrl: 'https://orders.example.com/releases/b1/mf-manifest.json',
      release: 'dev',
    });
    setRunningReleases(
      {
        projects_mfe: 'p',
        orders_mfe: 'https://orders.example.com/releases/b1/mf-manifest.json',
        customers_mfe: 'c',
        config_mfe: 'k',
      },
      {
        orders_mfe: {
          release: 'b1',
          manifest: 'https://orders.example.com/releases/b1/mf-manifest.json',
          pages: [],
          cohort: 'canary',
        },
      },
    );
    expect(reportFor({ kind: 'remote-load', error: new Error('x'), remote: 'orders_mfe' }, '/orders').release).toBe(
      'b1',
    );
    setRunningReleases({ projects_mfe: 'p', orders_mfe: 'o', customers_mfe: 'c', config_mfe: 'k' }, {});
  });
});
