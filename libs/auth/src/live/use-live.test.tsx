import type { ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveChange } from '@admin/api-client';
import { createQueryClient, liveBus } from '@admin/auth/singletons';
import { apiClient, tokenStore } from '@admin/api-client';
import { useLiveChanges, useLiveList, useLivePresence, useLiveRecord, useLiveStatus, useSoftLock } from './use-live';

const change = (type: LiveChange['type'], action: LiveChange['action'] = 'update', recordId = '4'): LiveChange => ({
  id: '1',
  type,
  record_id: recordId,
  action,
  fields: ['status'],
  version: 2,
  by: { id: 77, name: 'Ravi Rao' },
  at: '2026-11-29T09:00:00.000Z',
});

function withClient() {
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, invalidate, wrapper };
}

describe('useLiveChanges', () => {
  it('hands a screen the changes of the record types it watches, until it unmounts', () => {
    const onChange = vi.fn();
    const { unmount } = renderHook(() => useLiveChanges(['order'], onChange));
    liveBus.emit(change('customer'));
    liveBus.emit(change('order'));
    expect(onChange.mock.calls.map(([c]) => (c as LiveChange).type)).toEqual(['order']);
    unmount();
    liveBus.emit(change('order'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('useLiveStatus', () => {
  it('follows the stream’s status', () => {
    const { result } = renderHook(() => useLiveStatus());
    act(() => liveBus.setStatus('paused'));
    expect(result.current).toBe('paused');
    act(() => liveBus.setStatus('live'));
    expect(result.current).toBe('live');
  });
});

describe('useLiveList', () => {
  it('refetches on a change of a row, and counts new rows instead of refetching until "Show"', () => {
    const { invalidate, wrapper } = withClient();
    const { result } = renderHook(() => useLiveList(['cancel_request'], ['cancel-requests', 'list']), { wrapper });
    act(() => liveBus.emit(change('cancel_request', 'decision')));
    expect(invalidate).toHaveBeenCalledTimes(1);
    act(() => liveBus.emit(change('cancel_request', 'create')));
    act(() => liveBus.emit(change('cancel_request', 'create')));
    expect(result.current.newCount).toBe(2);
    expect(invalidate).toHaveBeenCalledTimes(1);
    act(() => result.current.showNew());
    expect(result.current.newCount).toBe(0);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});

describe('useLiveList rows', () => {
  const KEY = ['cancel-requests', 'list', { status: 'Pending' }];
  /** A list query on a server whose answer the test changes, and the list's live hook. */
  function listOn(server: { items: Array<{ id: number; version: number }> }) {
    const { client, invalidate, wrapper } = withClient();
    const fetches = vi.fn(async () => ({ items: server.items.map((row) => ({ ...row })) }));
    const { result } = renderHook(
      () => {
        const query = useQuery({ queryKey: KEY, queryFn: fetches });
        return { live: useLiveList(['cancel_request'], KEY), items: query.data?.items ?? [] };
      },
      { wrapper },
    );
    return { client, invalidate, fetches, result };
  }

  it('hands the table the same markOf across the list’s answers while no row is marked', async () => {
    const server = { items: [{ id: 3, version: 1 }] };
    const { client, result } = listOn(server);
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    const before = result.current.live.markOf;
    server.items = [
      { id: 3, version: 2 },
      { id: 5, version: 1 },
    ];
    await act(() => client.invalidateQueries({ queryKey: KEY }));
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    // A new answer, no mark: the table's rowMark (and a page keeping it in state) need not render again.
    expect(result.current.live.markOf).toBe(before);
    expect(result.current.live.markOf({ id: 5 })).toBeUndefined();
  });

  it('keeps a row someone else decided out of the list in place, marked with who, until the list is fetched again', async () => {
    const server = {
      items: [
        { id: 3, version: 1 },
        { id: 4, version: 1 },
        { id: 5, version: 1 },
      ],
    };
    const { client, result } = listOn(server);
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    server.items = [
      { id: 3, version: 1 },
      { id: 5, version: 1 },
    ];
    act(() => liveBus.emit({ ...change('cancel_request', 'decision', '4'), version: 2 }));
    await waitFor(() => expect(result.current.live.markOf({ id: 4 })).toBe('Decided by Ravi Rao'));
    expect(result.current.items.map((row) => row.id)).toEqual([3, 4, 5]);
    expect(result.current.live.markOf({ id: 3 })).toBeUndefined();

    // Another change refetches the list: the marked row stays.
    server.items = [
      { id: 3, version: 1 },
      { id: 5, version: 2 },
    ];
    act(() => liveBus.emit({ ...change('cancel_request', 'update', '5'), version: 2 }));
    await waitFor(() => expect(result.current.items.find((row) => row.id === 5)?.version).toBe(2));
    expect(result.current.items.map((row) => row.id)).toEqual([3, 4, 5]);
    expect(result.current.live.markOf({ id: 4 })).toBe('Decided by Ravi Rao');

    // Fetched again for another reason (a page change, focus): it goes.
    await act(() => client.invalidateQueries({ queryKey: KEY }));
    await waitFor(() => expect(result.current.items.map((row) => row.id)).toEqual([3, 5]));
    expect(result.current.live.markOf({ id: 4 })).toBeUndefined();
  });

  it('shows a marked row with its new values (fetchRow), and the pager counts it while it shows', async () => {
    type Row = { id: number; version: number; status: string; name: string };
    const server: { items: Row[] } = {
      items: [
        { id: 4, version: 1, status: 'Pending', name: 'Asha' },
        { id: 5, version: 1, status: 'Pending', name: 'Ravi' },
      ],
    };
    const { client, wrapper } = withClient();
    // The detail carries more fields than the row (left out), and the row's list-only name is kept.
    const fetchRow = vi.fn(async (id: string) => ({ id: Number(id), version: 2, status: 'Rejected', reason: 'Late' }));
    const { result } = renderHook(
      () => {
        const query = useQuery({
          queryKey: KEY,
          queryFn: async () => ({
            items: server.items.map((row) => ({ ...row })),
            pager: { totalItems: server.items.length, totalPages: 1 },
          }),
        });
        return { live: useLiveList(['cancel_request'], KEY, { fetchRow }), data: query.data };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.items).toHaveLength(2));
    server.items = [server.items[1]!];
    act(() => liveBus.emit({ ...change('cancel_request', 'decision', '4'), version: 2 }));
    await waitFor(() =>
      expect(result.current.data?.items[0]).toEqual({ id: 4, version: 2, status: 'Rejected', name: 'Asha' }),
    );
    expect(fetchRow).toHaveBeenCalledWith('4');
    expect(result.current.live.markOf({ id: 4 })).toBe('Decided by Ravi Rao');
    // Two rows show (one marked), and the pager says two; the page count stays the server's.
    expect(result.current.data?.pager).toEqual({ totalItems: 2, totalPages: 1 });

    // Changed again while marked (a decision sent back, say): it takes those values too, still marked.
    fetchRow.mockResolvedValueOnce({ id: 4, version: 3, status: 'Approved', reason: 'Late' });
    act(() => liveBus.emit({ ...change('cancel_request', 'decision', '4'), version: 3 }));
    await waitFor(() => expect(result.current.data?.items[0]).toMatchObject({ id: 4, version: 3, status: 'Approved' }));
    expect(result.current.live.markOf({ id: 4 })).toBe('Decided by Ravi Rao');
    expect(result.current.data?.pager?.totalItems).toBe(2);

    // Fetched again: the row and its count go together.
    await act(() => client.invalidateQueries({ queryKey: KEY }));
    await waitFor(() => expect(result.current.data?.items.map((row) => row.id)).toEqual([5]));
    expect(result.current.data?.pager?.totalItems).toBe(1);
  });

  it('keeps a deleted row as it was (nothing to fetch)', async () => {
    const server = { items: [{ id: 4, version: 1 }] };
    const { wrapper } = withClient();
    const fetchRow = vi.fn(async () => ({ version: 9 }));
    const { result } = renderHook(
      () => {
        const query = useQuery({
          queryKey: KEY,
          queryFn: async () => ({ items: server.items.map((row) => ({ ...row })) }),
        });
        return { live: useLiveList(['cancel_request'], KEY, { fetchRow }), items: query.data?.items ?? [] };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    server.items = [];
    act(() => liveBus.emit({ ...change('cancel_request', 'delete', '4'), version: null }));
    await waitFor(() => expect(result.current.live.markOf({ id: 4 })).toBe('Deleted by Ravi Rao'));
    expect(result.current.items).toEqual([{ id: 4, version: 1 }]);
    expect(fetchRow).not.toHaveBeenCalled();
  });

  it('fetches nothing for a change whose version the row already shows (my own save, answered)', async () => {
    const server = { items: [{ id: 4, version: 2 }] };
    const { fetches, result } = listOn(server);
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    expect(fetches).toHaveBeenCalledTimes(1);
    act(() => liveBus.emit({ ...change('cancel_request'), version: 2 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches).toHaveBeenCalledTimes(1);
    act(() => liveBus.emit({ ...change('cancel_request'), version: 3 }));
    await waitFor(() => expect(fetches).toHaveBeenCalledTimes(2));
  });
});

describe('useLiveRecord', () => {
  it('refetches the open record at once when nothing is unsaved', () => {
    const { invalidate, wrapper } = withClient();
    const { result } = renderHook(
      () => useLiveRecord({ type: 'order', id: 4, queryKeys: [['order', 4]], hasUnsavedEdits: () => false }),
      { wrapper },
    );
    act(() => liveBus.emit(change('order', 'update', '5')));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => liveBus.emit(change('order')));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['order', 4] });
    expect(result.current.notice).toBeNull();
  });

  it('ignores a change whose version the screen already shows (its own save, answered), and refetches a newer one', () => {
    const { client, invalidate, wrapper } = withClient();
    client.setQueryData(['order', 4], { id: 4, version: 2 });
    renderHook(() => useLiveRecord({ type: 'order', id: 4, queryKeys: [['order', 4]], hasUnsavedEdits: () => true }), {
      wrapper,
    });
    act(() => liveBus.emit({ ...change('order'), version: 2 }));
    expect(invalidate).not.toHaveBeenCalled();
    client.setQueryData(['order', 4], { id: 4, version: 1 });
    const { result } = renderHook(
      () => useLiveRecord({ type: 'order', id: 4, queryKeys: [['order', 4]], hasUnsavedEdits: () => false }),
      { wrapper },
    );
    act(() => liveBus.emit({ ...change('order'), version: 2 }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['order', 4] });
    expect(result.current.notice).toBeNull();
  });

  it('with unsaved edits, keeps them and holds a notice of who changed what, until Reload or Keep mine', () => {
    const { invalidate, wrapper } = withClient();
    const { result } = renderHook(
      () => useLiveRecord({ type: 'order', id: 4, queryKeys: [['order', 4]], hasUnsavedEdits: () => true }),
      { wrapper },
    );
    act(() => liveBus.emit(change('order')));
    expect(invalidate).not.toHaveBeenCalled();
    expect(result.current.notice).toMatchObject({ by: { name: 'Ravi Rao' }, fields: ['status'] });
    act(() => result.current.keepMine());
    expect(result.current.notice).toBeNull();
    act(() => liveBus.emit(change('order')));
    act(() => result.current.reload());
    expect(result.current.notice).toBeNull();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['order', 4] });
  });
});

describe('useLivePresence', () => {
  it('says the record is open (then left), and names who else has it open as the stream reports', async () => {
    tokenStore.setTokens({ accessToken: 'token-1', refreshToken: 'refresh-1' });
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ data: null });
    const { wrapper } = withClient();
    const { result, unmount } = renderHook(() => useLivePresence('order', 4, true), { wrapper });
    expect(post).toHaveBeenCalledWith('/live/presence', { type: 'order', record_id: '4', editing: true, leave: false });
    act(() =>
      liveBus.emitPresence({ type: 'order', record_id: '4', viewers: [{ id: 77, name: 'Ravi Rao', editing: false }] }),
    );
    act(() => liveBus.emitPresence({ type: 'order', record_id: '5', viewers: [] }));
    expect(result.current).toEqual([{ id: 77, name: 'Ravi Rao', editing: false }]);
    unmount();
    expect(post).toHaveBeenLastCalledWith('/live/presence', {
      type: 'order',
      record_id: '4',
      editing: true,
      leave: true,
    });
    post.mockRestore();
    tokenStore.clearTokens();
  });

  it('says nothing once signed out', () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ data: null });
    const { wrapper } = withClient();
    renderHook(() => useLivePresence('order', 4, false), { wrapper }).unmount();
    expect(post).not.toHaveBeenCalled();
    post.mockRestore();
  });
});

describe('useSoftLock', () => {
  const viewer = (editing: boolean) => [{ id: 77, name: 'Ravi Rao', editing }];

  it('starts editing at once when nobody else is editing', () => {
    const start = vi.fn();
    const { result } = renderHook(() => useSoftLock(viewer(false)));
    act(() => result.current.startEditing(start));
    expect(start).toHaveBeenCalledTimes(1);
    expect(result.current.warning).toBeNull();
  });

  it('holds the start while someone else is editing, naming them: "Edit anyway" runs it, cancel drops it', () => {
    const start = vi.fn();
    const { result } = renderHook(() => useSoftLock(viewer(true)));
    act(() => result.current.startEditing(start));
    expect(start).not.toHaveBeenCalled();
    expect(result.current.warning?.editors).toEqual(['Ravi Rao']);
    act(() => result.current.warning?.cancel());
    expect(result.current.warning).toBeNull();
    expect(start).not.toHaveBeenCalled();
    act(() => result.current.startEditing(start));
    act(() => result.current.warning?.editAnyway());
    expect(start).toHaveBeenCalledTimes(1);
    expect(result.current.warning).toBeNull();
  });
});
