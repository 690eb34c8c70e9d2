import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@admin/ui/router';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@admin/api-client/contract/core';
import { BUILT_IN_KEYS, filterDefault, keyPrefix, parseListParams } from './list-params-schema';
import type { ListParams, ListParamsSchema, SortOrder } from './list-params-schema';

export interface ListParamsOptions {
  /**
   * For a page showing several lists (e.g. /config's tabs): every URL key of this list becomes
   * `<prefix>.<key>`, e.g. `settings.page`, so the lists keep their state side by side.
   */
  prefix?: string;
}

export interface ChangeOptions {
  /**
   * Replace the current history entry instead of adding one. For search-as-you-type, so Back does
   * not step through every keystroke. Default: a new entry, so Back restores the previous list.
   */
  replace?: boolean;
}

export interface ListParamsState<P extends { page: number; limit: number }> {
  /** Page, limit, sort and filters as read from the URL: validated, bad or missing values at their default. */
  params: P;
  /** Sets some filters (undefined or '' removes one) and goes back to page 1. */
  setFilters(filters: Partial<Omit<P, 'page' | 'limit' | 'sort' | 'order'>>, options?: ChangeOptions): void;
  /**
   * Sorts by one of the schema's `sortKeys` (ascending unless `order` says otherwise), or removes the
   * sort with `undefined` (both keys leave the URL); goes back to page 1.
   */
  setSort(sort: string | undefined, order?: SortOrder, options?: ChangeOptions): void;
  /** The sorts this list accepts (the schema's `sortKeys`). */
  sortKeys: readonly string[];
  setPage(page: number, options?: ChangeOptions): void;
  /** Changes the page size and goes back to page 1. */
  setLimit(limit: number, options?: ChangeOptions): void;
  /** Removes every filter (page size kept) and goes back to page 1. */
  clearFilters(options?: ChangeOptions): void;
  /** True when the URL carries any of this list's filters: for FilterBar's Clear button. */
  hasFilters: boolean;
}

/**
 * A list's page, page size, sort and filters, kept in the query string: a reload, a shared link and
 * Back/Forward all show the same list. `schema` comes from `listParamsSchema({...filters})`.
 * Every change is a new history entry (unless `replace`); a filter or page-size change goes back
 * to page 1. Keys this list does not own (another list's prefix, a tab) are left alone. Values
 * equal to their default are left out of the URL.
 */
export function useListParams<S extends ListParamsSchema>(
  schema: S,
  options: ListParamsOptions = {},
): ListParamsState<ListParams<S>> {
  const [searchParams, setSearchParams] = useSearchParams();
  const prefix = keyPrefix(options.prefix);
  const filterKeys = useMemo(() => Object.keys(schema.filters), [schema]);

  // The URL text of this list's own keys: `params` changes only when it does, so it is stable
  // for query keys and effects while another list or a tab changes the URL.
  const own = ['page', 'limit', 'sort', 'order', ...filterKeys]
    .map((key) => `${key}=${searchParams.get(prefix + key) ?? ''}`)
    .join('&');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- searchParams is read through `own`
  const params = useMemo(() => parseListParams(schema, searchParams, prefix), [own, schema, prefix]);

  /** The URL text of one value; null leaves the key out (unset, or its default). */
  const written = useCallback(
    (key: string, value: unknown): string | null => {
      if (value === undefined || value === null || value === '') return null;
      if (key === 'sort' || key === 'order') return String(value);
      const fallback =
        key === 'page' ? DEFAULT_PAGE : key === 'limit' ? DEFAULT_PAGE_SIZE : filterDefault(schema.filters[key]!);
      return value === fallback ? null : String(value);
    },
    [schema],
  );

  const change = useCallback(
    (values: Record<string, unknown>, toFirstPage: boolean, changeOptions?: ChangeOptions) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(values)) {
            if (!(BUILT_IN_KEYS as readonly string[]).includes(key) && !(key in schema.filters)) continue;
            const text = written(key, value);
            if (text === null) next.delete(prefix + key);
            else next.set(prefix + key, text);
          }
          if (toFirstPage) next.delete(`${prefix}page`);
          return next;
        },
        { replace: changeOptions?.replace ?? false },
      );
    },
    [setSearchParams, schema, prefix, written],
  );

  return useMemo(() => {
    const current = params as Record<string, unknown>;
    const urlHasFilter = filterKeys.some((key) => searchParams.has(prefix + key));
    // Nothing to do when the URL would not change: no duplicate history entry.
    const unchanged = (values: Record<string, unknown>) =>
      Object.entries(values).every(([key, value]) => written(key, value) === written(key, current[key]));
    return {
      params,
      sortKeys: schema.sortKeys,
      hasFilters: urlHasFilter,
      setFilters(filters, changeOptions) {
        if (unchanged(filters)) return;
        change(filters, true, changeOptions);
      },
      setPage(page, changeOptions) {
        if (unchanged({ page })) return;
        change({ page }, false, changeOptions);
      },
      setSort(sort, order = 'asc', changeOptions) {
        const next = sort && schema.sortKeys.includes(sort) ? { sort, order } : { sort: undefined, order: undefined };
        if (unchanged(next)) return;
        change(next, true, changeOptions);
      },
      setLimit(limit, changeOptions) {
        if (unchanged({ limit })) return;
        change({ limit }, true, changeOptions);
      },
      clearFilters(changeOptions) {
        if (!urlHasFilter && current.page === DEFAULT_PAGE) return;
        change(Object.fromEntries(filterKeys.map((key) => [key, undefined])), true, changeOptions);
      },
    };
  }, [params, filterKeys, searchParams, prefix, written, change, schema]);
}
