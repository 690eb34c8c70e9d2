import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@admin/tools/testing/api-fakes';
import { toast } from '../toast/Toast';
import { useApiMutation } from './use-api-mutation';

interface Order {
  id: number;
  status: string;
}

const serverRefusal = (message?: string) => apiError(400, message ? { message } : {});

function setup() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(toast, 'success').mockReturnValue('t');
  vi.spyOn(toast, 'error').mockReturnValue('t');
});

describe('useApiMutation', () => {
  it('toasts the success text and invalidates the listed queries', async () => {
    const { client, wrapper } = setup();
    client.setQueryData(['orders', 'list', { page: 1 }], { items: [] });
    client.setQueryData(['companies', 'list', {}], { items: [] });
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: async (id: number) => ({ id }),
          success: 'Order status updated',
          errorFallback: 'Failed to update order',
          invalidate: [['orders']],
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(5));
    expect(toast.success).toHaveBeenCalledWith('Order status updated');
    expect(client.getQueryState(['orders', 'list', { page: 1 }])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['companies', 'list', {}])?.isInvalidated).toBe(false);
  });

  it("toasts the server's message on failure, else the spec fallback", async () => {
    const { wrapper } = setup();
    const mutationFn = vi
      .fn()
      .mockRejectedValueOnce(serverRefusal('Order already cancelled'))
      .mockRejectedValueOnce(serverRefusal());
    const onError = vi.fn();
    const { result } = renderHook(
      () => useApiMutation({ mutationFn, errorFallback: 'Failed to update order', onError }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));
    expect(toast.error).toHaveBeenLastCalledWith('Order already cancelled');
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));
    expect(toast.error).toHaveBeenLastCalledWith('Failed to update order');
    expect(toast.success).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('shows an optimistic change at once and rolls it back when the server refuses', async () => {
    const { client, wrapper } = setup();
    const key = ['orders', 'detail', 5];
    client.setQueryData<Order>(key, { id: 5, status: 'pending' });
    let refuse!: (error: unknown) => void;
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: (_status: string) => new Promise<Order>((_resolve, reject) => (refuse = reject)),
          errorFallback: 'Failed to update order',
          optimistic: { queryKey: key, update: (old, status) => ({ ...(old as Order), status }) },
        }),
      { wrapper },
    );
    act(() => result.current.mutate('paid'));
    await waitFor(() => expect(client.getQueryData<Order>(key)?.status).toBe('paid'));
    await act(async () => refuse(serverRefusal('Payment not received')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryData<Order>(key)).toEqual({ id: 5, status: 'pending' });
    expect(toast.error).toHaveBeenCalledWith('Payment not received');
  });

  it('keeps the optimistic change when the server agrees, and refetches it', async () => {
    const { client, wrapper } = setup();
    const key = ['orders', 'detail', 5];
    client.setQueryData<Order>(key, { id: 5, status: 'pending' });
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: async (status: string) => ({ id: 5, status }),
          success: (order) => `Order ${order.id} is ${order.status}`,
          errorFallback: 'Failed to update order',
          optimistic: { queryKey: key, update: (old, status) => ({ ...(old as Order), status }) },
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('paid'));
    expect(client.getQueryData<Order>(key)).toEqual({ id: 5, status: 'paid' });
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Order 5 is paid');
  });

  it('leaves the cache empty after a rollback of a query that was not cached', async () => {
    const { client, wrapper } = setup();
    const key = ['orders', 'detail', 9];
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: async (_status: string): Promise<Order> => Promise.reject(serverRefusal()),
          errorFallback: 'Failed to update order',
          optimistic: { queryKey: key, update: (_old, status) => ({ id: 9, status }) },
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('paid').catch(() => undefined));
    expect(client.getQueryData(key)).toBeUndefined();
  });
});
