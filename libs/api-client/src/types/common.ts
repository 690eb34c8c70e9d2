/** Pagination block of every list response (docs/product.md#records-and-their-fields; defaults in brackets there). */
export interface Pager {
  totalItems: number;
  currentPage: number;
  pageSize: number;
  totalPages: number;
  hasMore: boolean;
}

/** Every paged list answers `{ data, pager }`. */
export interface ListResponse<T> {
  data: T[];
  pager: Pager;
}

/** What every paged list resolves to on the client, whatever shape its endpoint answers. */
export interface Paged<T> {
  items: T[];
  pager: Pager;
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/** Every single-item answer wraps its payload in `data`. */
export interface ItemResponse<T> {
  data: T;
  message?: string;
}

/** Paging query accepted by every list (defaults 1 and 10, limit capped at 100). */
export interface PageQuery {
  page?: number;
  limit?: number;
}

/** Error body of every non-2xx answer. */
export interface ApiErrorBody {
  message: string;
}

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const EMPTY_PAGER: Pager = {
  totalItems: 0,
  currentPage: DEFAULT_PAGE,
  pageSize: DEFAULT_PAGE_SIZE,
  totalPages: 0,
  hasMore: false,
};
