import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryProvider, RuntimeConfigProvider } from '@admin/auth';
import type { ParcelProps, RuntimeConfig } from '@admin/api-client';
import { RemoteErrorBoundary } from '../RemoteErrorBoundary';
import type { ParcelLifecycles } from './guard-lifecycles';
import { ParcelHost } from './ParcelHost';

const runtimeConfig = {
  apiBaseUrl: 'http://api.test/api',
  remotes: {},
  remoteOverrideOrigins: [],
} as unknown as RuntimeConfig;

type Seen = ParcelProps & { domElement: HTMLElement };

/** A parcel without React: it writes the path it was given, and records every lifecycle call. */
function fakeParcel() {
  const seen = { mounts: [] as Seen[], updates: [] as Seen[], unmounts: 0 };
  const show = (props: Seen) => {
    props.domElement.textContent = `parcel at ${props.path}`;
  };
  const lifecycles = {
    bootstrap: () => Promise.resolve(),
    mount: (props: Seen) => {
      seen.mounts.push(props);
      show(props);
      return Promise.resolve();
    },
    update: (props: Seen) => {
      seen.updates.push(props);
      show(props);
      return Promise.resolve();
    },
    unmount: (props: Seen) => {
      seen.unmounts += 1;
      props.domElement.textContent = '';
      return Promise.resolve();
    },
  } as unknown as ParcelLifecycles;
  return { seen, lifecycles };
}

function renderHost(lifecycles: ParcelLifecycles, at: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/config',
        element: (
          <RemoteErrorBoundary remote="config_mfe" onRetry={() => undefined}>
            <ParcelHost lifecycles={lifecycles} />
          </RemoteErrorBoundary>
        ),
      },
      { path: '/orders', element: <h1>Orders</h1> },
    ],
    { initialEntries: [at] },
  );
  render(
    <RuntimeConfigProvider config={runtimeConfig}>
      <QueryProvider>
        <RouterProvider router={router} />
      </QueryProvider>
    </RuntimeConfigProvider>,
  );
  return router;
}

const latestPath = (seen: { mounts: Seen[]; updates: Seen[] }) => (seen.updates.at(-1) ?? seen.mounts.at(-1))?.path;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

// No act() around a parcel's mount: it deadlocks with single-spa-react 6 on React 19; the assertions wait instead.
describe('ParcelHost', () => {
  it("mounts the parcel with the shell's path, params, session user and runtime config", async () => {
    const { seen, lifecycles } = fakeParcel();
    renderHost(lifecycles, '/config?section=general');
    expect(await screen.findByText('parcel at /config?section=general')).toBeInTheDocument();
    expect(seen.mounts).toHaveLength(1);
    expect(seen.mounts[0]).toMatchObject({ path: '/config?section=general', params: {}, user: null, runtimeConfig });
    expect(typeof seen.mounts[0]!.http).toBe('function');
    expect(typeof seen.mounts[0]!.toast.success).toBe('function');
  });

  it("follows the shell: a move of the shell's router reaches the parcel as an update with the new path", async () => {
    const { seen, lifecycles } = fakeParcel();
    const router = renderHost(lifecycles, '/config');
    await screen.findByText('parcel at /config');
    await act(() => router.navigate('/config?section=limits'));
    await waitFor(() => expect(latestPath(seen)).toBe('/config?section=limits'));
    expect(screen.getByText('parcel at /config?section=limits')).toBeInTheDocument();
    expect(seen.mounts).toHaveLength(1);
  });

  it("the parcel's navigate moves the shell: within the page as an update, to another page by unmounting the parcel", async () => {
    const { seen, lifecycles } = fakeParcel();
    const router = renderHost(lifecycles, '/config');
    await screen.findByText('parcel at /config');

    act(() => seen.mounts[0]!.navigate('/config?section=limits'));
    expect(router.state.location.search).toBe('?section=limits');
    await waitFor(() => expect(latestPath(seen)).toBe('/config?section=limits'));

    act(() => seen.updates.at(-1)!.navigate('/orders'));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    await waitFor(() => expect(seen.unmounts).toBe(1));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it("a parcel whose mount fails shows the remote's fallback with Retry", async () => {
    const { lifecycles } = fakeParcel();
    lifecycles.mount = () => Promise.reject(new Error('React 18 could not start'));
    renderHost(lifecycles, '/config');
    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveTextContent('Configuration is unavailable');
    expect(fallback).toHaveTextContent('The page failed during mount: React 18 could not start');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
