import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

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
});
