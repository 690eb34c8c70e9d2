import type { Paged } from './request';

/** The most rows `fetchAllPages` gathers unless told otherwise: a CSV export, not a database dump. */
export const FETCH_ALL_DEFAULT_LIMIT = 10_000;

export class TooManyRowsError extends Error {
  override name = 'TooManyRowsError';
  constructor(
    readonly total: number,
    readonly limit: number,
  ) {
    super(`The list has ${total} rows; narrow the filters to ${limit} or fewer.`);
  }
}

/**
 * Every row of a filtered list, page after page (for a CSV export of the whole set). `fetchPage`
 * is the screen's typed list call with its filters bound; ask for large pages (MAX_PAGE_SIZE).
 * Pages are fetched one at a time, so an export never floods the API. Rejects with
 * TooManyRowsError, before fetching more than the first page, when the set exceeds `limit` rows.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number) => Promise<Paged<T>>,
  limit = FETCH_ALL_DEFAULT_LIMIT,
): Promise<T[]> {
  const first = await fetchPage(1);
  if (first.pager.totalItems > limit) throw new TooManyRowsError(first.pager.totalItems, limit);
  const rows = [...first.items];
  let pager = first.pager;
  // `hasMore` ends the walk; the page count guards against a server that keeps answering hasMore.
  while (pager.hasMore && pager.currentPage < pager.totalPages && rows.length < limit) {
    const next = await fetchPage(pager.currentPage + 1);
    if (next.items.length === 0) break;
    rows.push(...next.items);
    pager = next.pager;
  }
  return rows.slice(0, limit);
}
