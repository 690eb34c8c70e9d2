import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoadError } from './remote-loader';
import { testRoutes } from '../testing/releases';
import { registerRemoteRoutes } from '../app/remote-routes';
import { markMoved, setRunningReleases } from './running-releases';

// The routes of the releases the runtime config assigns this page load.
beforeEach(() => registerRemoteRoutes(testRoutes()));

let healthy = false;
function OrdersPage() {
  if (!healthy) throw new Error('orders page crashed');
  return <h1>Orders</h1>;
}

function Harness({ onRetry }: { onRetry: () => void }) {
  const [, rerender] = useState(0);
  return (
    <>
      <p>Sidebar stays</p>
      <RemoteErrorBoundary
        remote="orders_mfe"
        onRetry={() => {
          onRetry();
          rerender((n) => n + 1);
        }}
      >
        <OrdersPage />
      </RemoteErrorBoundary>
    </>
  );
}

describe('RemoteErrorBoundary', () => {
  it("contains a remote's crash to its area, names the remote, and recovers on Retry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRetry = vi.fn(() => {
      healthy = true;
    });
    render(<Harness onRetry={onRetry} />);

    const fallback = screen.getByRole('alert');
    expect(fallback).toHaveTextContent('Orders is unavailable');
    expect(fallback).toHaveTextContent('orders-mfe');
    expect(fallback).toHaveTextContent('orders page crashed');
    expect(screen.getByText('Sidebar stays')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });

  it('reloads the page on Retry when the remote’s release moved since the page load began (a stopped canary)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    healthy = false;
    setRunningReleases({ projects_mfe: 'p', orders_mfe: 'o', customers_mfe: 'c', config_mfe: 'k' }, {});
    markMoved('orders_mfe');
    const onRetry = vi.fn();
    try {
      render(<Harness onRetry={onRetry} />);
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(reload).toHaveBeenCalledOnce();
      expect(onRetry).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
      setRunningReleases({ projects_mfe: 'p', orders_mfe: 'o', customers_mfe: 'c', config_mfe: 'k' }, {});
    }
  });

  it('names the missing page when the deployed remote does not expose it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // What the federation runtime rejects with when the remote's container lacks the module.
    const cause = new Error('Module "./OrderReportPage" does not exist in container.');
    function ReportPage(): never {
      throw new RemoteLoadError('orders_mfe', 'OrderReportPage', cause);
    }
    render(
      <RemoteErrorBoundary remote="orders_mfe" onRetry={() => undefined}>
        <ReportPage />
      </RemoteErrorBoundary>,
    );

    const fallback = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'Order Report is unavailable' })).toBeInTheDocument();
    expect(fallback).toHaveTextContent(
      'The Order Report page is missing from the orders screens deployed (orders-mfe does not expose OrderReportPage). The other orders pages and the rest of the site keep working.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keeps the whole-area message when the remote cannot be fetched', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function ListPage(): never {
      throw new RemoteLoadError('orders_mfe', 'OrderListPage', new Error('Failed to get manifest. #RUNTIME_003'));
    }
    render(
      <RemoteErrorBoundary remote="orders_mfe" onRetry={() => undefined}>
        <ListPage />
      </RemoteErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Orders is unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The orders screens (orders-mfe) could not be shown. The rest of the site keeps working.',
    );
  });
});
