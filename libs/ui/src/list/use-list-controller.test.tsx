import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Paged } from '@admin/api-client/contract/core';
import { idParam, listParamsSchema, readId } from './list-params-schema';
import { useListController } from './use-list-controller';

interface Row {
  id: number;
  name: string;
}

const schema = listParamsSchema({ status: z.enum(['active', 'inactive']), user_id: idParam });

const page = (items: Row[], currentPage = 1): Paged<Row> => ({
  items,
  pager: { currentPage, pageSize: 10, totalItems: items.length, totalPages: 1, hasMore: false },
});

function setup(url: string, fetchPage: (params: object) => Promise<Paged<Row>>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const rowsQuery = (params: object) =>
    queryOptions({ queryKey: ['rows', 'list', params] as const, queryFn: () => fetchPage(params) });
  const storage = { userId: 7, listId: 'rows' };
  return renderHook(
    () => ({ list: useListController(schema, { query: rowsQuery, storage }), location: useLocation() }),
    { wrapper },
  );
}

describe('useListController', () => {
  it("fetches the feature's query for the URL's params and hands the table its props", async () => {
    const fetchPage = vi.fn(async () => page([{ id: 1, name: 'Asha' }]));
    const { result } = setup('/rows?status=active&user_id=12&page=2', fetchPage);
    expect(result.current.list.params).toEqual({ page: 2, limit: 10, status: 'active', user_id: 12 });
    await waitFor(() => expect(result.current.list.query.data?.items).toEqual([{ id: 1, name: 'Asha' }]));
    expect(fetchPage).toHaveBeenCalledWith({ page: 2, limit: 10, status: 'active', user_id: 12 });
    expect(result.current.list.queryKey).toEqual(['rows', 'list', result.current.list.params]);
    const { table } = result.current.list;
    expect(table.query).toBe(result.current.list.query);
    expect(table.list.params).toBe(result.current.list.params);
    expect(table.storage).toEqual({ userId: 7, listId: 'rows' });
  });

  it('keeps the previous page on screen while the next loads, and a filter goes back to page 1', async () => {
    let answer: (value: Paged<Row>) => void = () => undefined;
    const fetchPage = vi.fn((params: object) =>
      (params as { status?: string }).status
        ? new Promise<Paged<Row>>((resolve) => (answer = resolve))
        : Promise.resolve(page([{ id: 1, name: 'Asha' }], 3)),
    );
    const { result } = setup('/rows?page=3', fetchPage);
    await waitFor(() => expect(result.current.list.query.data?.items).toHaveLength(1));
    act(() => result.current.list.setFilters({ status: 'inactive' }));
    expect(new URLSearchParams(result.current.location.search).get('page')).toBeNull();
    expect(result.current.list.query.isPlaceholderData).toBe(true);
    expect(result.current.list.query.data?.items).toEqual([{ id: 1, name: 'Asha' }]);
    act(() => answer(page([])));
    await waitFor(() => expect(result.current.list.query.data?.items).toEqual([]));
  });
});

describe('idParam', () => {
  it('reads a positive whole number, and nothing else', () => {
    expect(readId('12')).toBe(12);
    for (const raw of ['0', '-3', '1.5', 'abc', '', undefined, null]) expect(readId(raw), String(raw)).toBeUndefined();
  });
});
