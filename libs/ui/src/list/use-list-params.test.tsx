import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isoDate, listParamsSchema } from './list-params-schema';
import { useListParams } from './use-list-params';

const ordersSchema = listParamsSchema({
  status: z.enum(['pending', 'paid', 'cancelled']),
  from: isoDate,
  search: z.string(),
  companyId: z.coerce.number().int().positive(),
});

function setup(url: string, prefix?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ list: useListParams(ordersSchema, { prefix }), location: useLocation(), navigate: useNavigate() }),
    { wrapper },
  );
}

const query = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('useListParams', () => {
  it('reads page, limit and filters from the URL, typed', () => {
    const { result } = setup('/orders?page=3&limit=25&status=paid&from=2026-11-01&search=meera&companyId=5');
    expect(result.current.list.params).toEqual({
      page: 3,
      limit: 25,
      status: 'paid',
      from: '2026-11-01',
      search: 'meera',
      companyId: 5,
    });
    expect(result.current.list.hasFilters).toBe(true);
    // Typed from the filters' zod schemas.
    const companyId: number | undefined = result.current.list.params.companyId;
    const status: 'pending' | 'paid' | 'cancelled' | undefined = result.current.list.params.status;
    expect([companyId, status]).toEqual([5, 'paid']);
  });

  it("uses a filter's default when the URL has none, and leaves the default out of the URL", () => {
    const schema = listParamsSchema({ state: z.enum(['active', 'archived']).default('active') });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/partners?state=bogus']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ list: useListParams(schema), location: useLocation() }), { wrapper });
    expect(result.current.list.params).toEqual({ page: 1, limit: 10, state: 'active' });
    act(() => result.current.list.setFilters({ state: 'archived' }));
    expect(result.current.location.search).toBe('?state=archived');
    act(() => result.current.list.setFilters({ state: 'active' }));
    expect(result.current.location.search).toBe('');
  });

  it('gives page 1 and limit 10, and no filters, for a bare URL', () => {
    const { result } = setup('/orders');
    expect(result.current.list.params).toEqual({ page: 1, limit: 10 });
    expect(result.current.list.hasFilters).toBe(false);
  });

  it('falls back per key when a value was edited by hand: the valid ones are kept', () => {
    const { result } = setup('/orders?page=-2&limit=5000&status=shipped&from=2026-02-30&search=meera&companyId=abc');
    expect(result.current.list.params).toEqual({ page: 1, limit: 10, search: 'meera' });
    const { result: other } = setup('/orders?page=two&limit=20&status=paid');
    expect(other.current.list.params).toEqual({ page: 1, limit: 20, status: 'paid' });
  });

  it('writes filters to the URL and goes back to page 1', () => {
    const { result } = setup('/orders?page=4&limit=25&status=paid');
    act(() => result.current.list.setFilters({ status: 'pending', from: '2026-11-01' }));
    expect(query(result.current.location.search)).toEqual({ limit: '25', status: 'pending', from: '2026-11-01' });
    expect(result.current.list.params).toEqual({ page: 1, limit: 25, status: 'pending', from: '2026-11-01' });
  });

  it('removes a filter set to undefined or an empty string', () => {
    const { result } = setup('/orders?status=paid&search=meera');
    act(() => result.current.list.setFilters({ status: undefined, search: '' }));
    expect(result.current.location.search).toBe('');
  });

  it('round-trips: what setFilters writes, params reads back', () => {
    const { result } = setup('/orders');
    const filters = { status: 'cancelled', from: '2026-01-31', search: 'a&b=c ₹', companyId: 12 } as const;
    act(() => result.current.list.setFilters(filters));
    act(() => result.current.list.setPage(2));
    expect(result.current.list.params).toEqual({ page: 2, limit: 10, ...filters });
  });

  it('changes the page without touching filters; a page-size change goes back to page 1', () => {
    const { result } = setup('/orders?status=paid');
    act(() => result.current.list.setPage(3));
    expect(query(result.current.location.search)).toEqual({ status: 'paid', page: '3' });
    act(() => result.current.list.setLimit(50));
    expect(query(result.current.location.search)).toEqual({ status: 'paid', limit: '50' });
  });

  it('clearFilters removes every filter, keeps the page size and goes to page 1', () => {
    const { result } = setup('/orders?page=2&limit=25&status=paid&search=x&tab=settings');
    act(() => result.current.list.clearFilters());
    expect(query(result.current.location.search)).toEqual({ limit: '25', tab: 'settings' });
  });

  it('Back and Forward restore the previous list exactly', () => {
    const { result } = setup('/orders?status=paid');
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setFilters({ status: 'pending' }));
    expect(result.current.list.params).toEqual({ page: 1, limit: 10, status: 'pending' });
    act(() => void result.current.navigate(-1));
    expect(result.current.list.params).toEqual({ page: 2, limit: 10, status: 'paid' });
    act(() => void result.current.navigate(-1));
    expect(result.current.list.params).toEqual({ page: 1, limit: 10, status: 'paid' });
    act(() => void result.current.navigate(1));
    expect(result.current.list.params).toEqual({ page: 2, limit: 10, status: 'paid' });
  });

  it('replaces the history entry when asked (search as you type)', () => {
    const { result } = setup('/orders');
    act(() => result.current.list.setFilters({ status: 'paid' }));
    act(() => result.current.list.setFilters({ search: 'm' }, { replace: true }));
    act(() => result.current.list.setFilters({ search: 'me' }, { replace: true }));
    expect(result.current.list.params).toEqual({ page: 1, limit: 10, status: 'paid', search: 'me' });
    // One Back leaves the typing (and the status filter it replaced) for the list before both.
    act(() => void result.current.navigate(-1));
    expect(result.current.list.params).toEqual({ page: 1, limit: 10 });
  });

  it('adds no history entry when nothing changes', () => {
    const { result } = setup('/orders?status=paid');
    const key = result.current.location.key;
    act(() => result.current.list.setFilters({ status: 'paid' }));
    act(() => result.current.list.setPage(1));
    expect(result.current.location.key).toBe(key);
  });

  it('keeps params the same object while the list’s own keys are unchanged', () => {
    const { result } = setup('/config?tab=settings&status=paid');
    const before = result.current.list.params;
    act(() => void result.current.navigate('/config?tab=partners&status=paid'));
    expect(result.current.list.params).toBe(before);
  });
});

describe('useListParams with a prefix', () => {
  it('keeps two lists of one page apart', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/config?settings.page=2&partners.page=5&partners.status=paid&tab=partners']}>
        {children}
      </MemoryRouter>
    );
    const { result } = renderHook(
      () => ({
        settings: useListParams(ordersSchema, { prefix: 'settings' }),
        partners: useListParams(ordersSchema, { prefix: 'partners.' }),
        location: useLocation(),
      }),
      { wrapper },
    );
    expect(result.current.settings.params).toEqual({ page: 2, limit: 10 });
    expect(result.current.partners.params).toEqual({ page: 5, limit: 10, status: 'paid' });

    act(() => result.current.settings.setFilters({ search: 'gst' }));
    expect(query(result.current.location.search)).toEqual({
      'settings.search': 'gst',
      'partners.page': '5',
      'partners.status': 'paid',
      tab: 'partners',
    });
    expect(result.current.partners.params).toEqual({ page: 5, limit: 10, status: 'paid' });
    expect(result.current.settings.hasFilters).toBe(true);
  });

  it('ignores unprefixed keys', () => {
    const { result } = setup('/config?page=3&status=paid', 'settings');
    expect(result.current.list.params).toEqual({ page: 1, limit: 10 });
  });
});

describe('isoDate', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    const valid = (value: unknown) => !(isoDate['~standard'].validate(value) as { issues?: unknown }).issues;
    expect(valid('2026-11-22')).toBe(true);
    expect(valid('2028-02-29')).toBe(true);
    for (const bad of [
      '2026-13-01',
      '2026-02-30',
      '2027-02-29',
      '22-11-2026',
      '2026-11-22T10:00:00Z',
      '',
      20261122,
      undefined,
    ]) {
      expect(valid(bad)).toBe(false);
    }
  });
});

describe('useListParams sort', () => {
  const sortable = listParamsSchema({ status: z.enum(['pending', 'paid']) }, { sortKeys: ['name', 'created_at'] });
  function sorted(url: string) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    );
    return renderHook(() => ({ list: useListParams(sortable), location: useLocation() }), { wrapper });
  }

  it('leaves sort and order out of the params (and so of the API query) when none is chosen', () => {
    const { result } = sorted('/orders?status=paid');
    expect(result.current.list.params).toEqual({ page: 1, limit: 10, status: 'paid' });
    expect('sort' in result.current.list.params).toBe(false);
    expect('order' in result.current.list.params).toBe(false);
  });

  it('reads a declared sort and its order from the URL, ascending by default, and ignores undeclared ones', () => {
    expect(sorted('/orders?sort=name&order=desc').result.current.list.params).toEqual({
      page: 1,
      limit: 10,
      sort: 'name',
      order: 'desc',
    });
    expect(sorted('/orders?sort=name').result.current.list.params).toEqual({
      page: 1,
      limit: 10,
      sort: 'name',
      order: 'asc',
    });
    expect(sorted('/orders?sort=password&order=desc').result.current.list.params).toEqual({ page: 1, limit: 10 });
    // A schema without sortKeys never sorts.
    expect(setup('/orders?sort=name&order=desc').result.current.list.params).toEqual({ page: 1, limit: 10 });
  });

  it('keeps the sort in the URL, goes back to page 1 on a change, and removes both keys when cleared', () => {
    const { result } = sorted('/orders?page=3&status=paid');
    act(() => result.current.list.setSort('created_at', 'desc'));
    expect(query(result.current.location.search)).toEqual({ status: 'paid', sort: 'created_at', order: 'desc' });
    expect(result.current.list.params).toMatchObject({ page: 1, sort: 'created_at', order: 'desc' });
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setSort('created_at', 'asc'));
    expect(query(result.current.location.search)).toEqual({ status: 'paid', sort: 'created_at', order: 'asc' });
    act(() => result.current.list.setSort(undefined));
    expect(result.current.location.search).toBe('?status=paid');
  });

  it('keeps the sort when the filters are cleared', () => {
    const { result } = sorted('/orders?status=paid&sort=name&order=asc');
    act(() => result.current.list.clearFilters());
    expect(query(result.current.location.search)).toEqual({ sort: 'name', order: 'asc' });
  });
});
