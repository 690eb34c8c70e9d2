import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RemotePage } from './RemotePage';
import type * as RemoteLoader from './remote-loader';
import { forgetRemotePage, loadedRemotePage, loadRemotePage, RemoteLoadError, resetRemote } from './remote-loader';
import type * as ParcelMode from './parcel-mode';
import { loadParcelPage, registerParcelPages } from './parcel-mode';

// The federation runtime is replaced here; the browser tests drive the real one.
vi.mock('./remote-loader', async (importOriginal) => ({
  ...(await importOriginal<typeof RemoteLoader>()),
  loadRemotePage: vi.fn(),
  loadedRemotePage: vi.fn(),
  forgetRemotePage: vi.fn(),
  resetRemote: vi.fn(),
}));

vi.mock('./parcel-mode', async (importOriginal) => ({
  ...(await importOriginal<typeof ParcelMode>()),
  loadParcelPage: vi.fn(),
}));

const OrdersPage = () => <h1>Orders</h1>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  registerParcelPages({});
  vi.mocked(loadParcelPage).mockReset();
  vi.mocked(loadRemotePage).mockReset();
  vi.mocked(resetRemote).mockReset();
  vi.mocked(loadedRemotePage).mockReset();
  vi.mocked(forgetRemotePage).mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemotePage', () => {
  it('shows a spinner while the remote page loads, then the page', async () => {
    const load = deferred<{ default: typeof OrdersPage }>();
    vi.mocked(loadRemotePage).mockReturnValue(load.promise);
    render(<RemotePage remote="orders_mfe" expose="OrderListPage" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders');
    expect(loadRemotePage).toHaveBeenCalledWith('orders_mfe', 'OrderListPage');

    load.resolve({ default: OrdersPage });
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });

  it('shows the fallback when loading fails, and Retry resets the remote and loads again', async () => {
    vi.mocked(loadRemotePage)
      .mockRejectedValueOnce(new RemoteLoadError('orders_mfe', 'OrderListPage', new Error('Failed to get manifest.')))
      .mockResolvedValueOnce({ default: OrdersPage });
    render(<RemotePage remote="orders_mfe" expose="OrderListPage" />);

    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveTextContent('Orders is unavailable');
    expect(fallback).toHaveTextContent('orders-mfe could not be loaded (OrderListPage): Failed to get manifest.');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(resetRemote).toHaveBeenCalledWith('orders_mfe');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(loadRemotePage).toHaveBeenCalledTimes(2);
  });

  it('loads a page the runtime config puts in parcel mode through the parcel host, behind the same spinner', async () => {
    registerParcelPages({ config_mfe: ['TemplatesPage'] });
    const load = deferred<{ default: () => React.JSX.Element }>();
    vi.mocked(loadParcelPage).mockReturnValue(load.promise);
    render(<RemotePage remote="config_mfe" expose="TemplatesPage" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading configuration');
    expect(loadParcelPage).toHaveBeenCalledWith('config_mfe', 'TemplatesPage');
    expect(loadRemotePage).not.toHaveBeenCalled();
    load.resolve({ default: () => <h1>Templates on React 18</h1> });
    expect(await screen.findByRole('heading', { name: 'Templates on React 18' })).toBeInTheDocument();
  });

  it('renders a page the route loader has already loaded at once, with no spinner', () => {
    vi.mocked(loadedRemotePage).mockReturnValue({ default: OrdersPage });
    render(<RemotePage remote="orders_mfe" expose="OrderListPage" />);
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadRemotePage).not.toHaveBeenCalled();
  });

  it('Retry forgets the failed load, so the page is fetched again', async () => {
    vi.mocked(loadRemotePage)
      .mockRejectedValueOnce(new RemoteLoadError('orders_mfe', 'OrderListPage', new Error('Failed to get manifest.')))
      .mockResolvedValueOnce({ default: OrdersPage });
    render(<RemotePage remote="orders_mfe" expose="OrderListPage" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(forgetRemotePage).toHaveBeenCalledWith('orders_mfe', 'OrderListPage');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });
});
