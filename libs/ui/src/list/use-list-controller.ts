import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@admin/api-client/contract/core';
import type { TableStorage } from '../table/types';
import type { ListParams, ListParamsSchema } from './list-params-schema';
import { useListParams } from './use-list-params';
import type { ListParamsOptions, ListParamsState } from './use-list-params';

export interface ListControllerOptions<
  S extends ListParamsSchema,
  TData extends Paged<unknown>,
  TKey extends QueryKey = QueryKey,
> extends ListParamsOptions {
  /**
   * The feature's list query for the URL's params: its `queryOptions` (e.g.
   * `(params) => orderListQuery(toOrderListQuery(params))`), the same the route's prefetch uses.
   */
  query: (params: ListParams<S>) => UseQueryOptions<TData, Error, TData, TKey>;
  /**
   * Where the signed-in user's column choice and saved views are kept: `useListStorage(listId)` from
   * `@admin/auth` (the kit does not know the session). Left out, the list has neither.
   */
  storage?: TableStorage;
}

export interface ListController<P extends { page: number; limit: number }, TData extends Paged<unknown>>
  extends ListParamsState<P> {
  /** The page of rows for `params`; the previous page stays on screen while the next loads. */
  query: UseQueryResult<TData>;
  /** That page's query key: for a live list, or an optimistic change of a row on it. */
  queryKey: QueryKey;
  storage: TableStorage | undefined;
  /** What the kit's DataTable reads from the list: spread it into the table (`<DataTable {...list.table} …/>`). */
  table: { query: UseQueryResult<TData>; list: ListParamsState<P>; storage: TableStorage | undefined };
}

/**
 * One list screen's state in one hook (as react-admin's list controller): the URL's page, page size,
 * sort and filters (`useListParams`), the feature's query for them, where the user's column choice
 * and saved views are kept, and the props the table reads. A page calls it once and only renders:
 * filters get `list.params` and `list.setFilters`, the table `list.table` (selection and its bulk bar
 * stay in the table, which owns them).
 */
export function useListController<S extends ListParamsSchema, TData extends Paged<unknown>, TKey extends QueryKey>(
  schema: S,
  { query: queryFor, storage, ...options }: ListControllerOptions<S, TData, TKey>,
): ListController<ListParams<S>, TData> {
  const list = useListParams(schema, options);
  const listQuery = queryFor(list.params);
  const query = useQuery({ ...listQuery, placeholderData: keepPreviousData });
  return { ...list, query, queryKey: listQuery.queryKey, storage, table: { query, list, storage } };
}
