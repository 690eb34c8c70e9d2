import { describe, expect, it, vi } from 'vitest';
import type { Pager } from '../types/index';
import { fetchAllPages, TooManyRowsError } from './fetch-all-pages';
import type { Paged } from './request';

/** A server holding `total` numbered rows, answering pages of `size`. */
function pagedServer(total: number, size: number) {
  return vi.fn(async (page: number): Promise<Paged<number>> => {
    const items = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * size, page * size);
    const totalPages = Math.ceil(total / size);
    const pager: Pager = {
      totalItems: total,
      currentPage: page,
      pageSize: size,
      totalPages,
      hasMore: page < totalPages,
    };
    return { items, pager };
  });
}

describe('fetchAllPages', () => {
  it('gathers every row of every page, in order, one page at a time', async () => {
    const fetchPage = pagedServer(250, 100);
    const rows = await fetchAllPages(fetchPage);
    expect(rows).toHaveLength(250);
    expect(rows[0]).toBe(1);
    expect(rows[249]).toBe(250);
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
  });

  it('asks once for a list that fits on one page, and returns nothing for an empty list', async () => {
    const one = pagedServer(7, 100);
    expect(await fetchAllPages(one)).toHaveLength(7);
    expect(one).toHaveBeenCalledTimes(1);
    expect(await fetchAllPages(pagedServer(0, 100))).toEqual([]);
  });

  it('refuses a set larger than the limit after the first page', async () => {
    const fetchPage = pagedServer(300, 100);
    await expect(fetchAllPages(fetchPage, 200)).rejects.toBeInstanceOf(TooManyRowsError);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('passes a failed page on to the caller', async () => {
    const fetchPage = pagedServer(250, 100);
    fetchPage.mockRejectedValueOnce(new Error('Network Error'));
    await expect(fetchAllPages(fetchPage)).rejects.toThrow('Network Error');
  });
});
