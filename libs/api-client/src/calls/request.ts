// The building blocks every typed call uses, so that each endpoint family is a few lines of
// "method, path, body, query" and nothing else.
import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '@admin/api-client/singletons';
import type { ItemResponse, ListResponse, Paged, QueryParams, QueryValue } from '../types/index';

export type { Paged, QueryParams } from '../types/index';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@admin/api-client/contract/core';

/**
 * Drops the parameters that are not set (undefined, null or ''), so a request never carries
 * `status=` or `status=undefined` (docs/product.md#validation: filters are added only when set).
 */
export function onlySet<T extends QueryParams>(params: T): Partial<T> {
  const kept: Partial<T> = {};
  for (const [key, value] of Object.entries(params) as [keyof T, QueryValue][]) {
    if (value === undefined || value === null || value === '') continue;
    kept[key] = value as T[keyof T];
  }
  return kept;
}

/** Page and limit default to 1 and 10 (docs/product.md#calls, #constants) and are always sent. */
export function withPaging<T extends QueryParams>(params: T & { page?: number; limit?: number }) {
  return { ...onlySet(params), page: params.page ?? DEFAULT_PAGE, limit: params.limit ?? DEFAULT_PAGE_SIZE };
}

/** `GET` a paged list answering `{ data, pager }`. */
export async function getPaged<T>(
  path: string,
  params: QueryParams & { page?: number; limit?: number },
  config?: AxiosRequestConfig,
): Promise<Paged<T>> {
  const { data } = await apiClient.get<ListResponse<T>>(path, { ...config, params: withPaging(params) });
  return { items: data.data, pager: data.pager };
}

/** `GET` one record answering `{ data }`. */
export async function getItem<T>(path: string, params?: QueryParams, config?: AxiosRequestConfig): Promise<T> {
  const { data } = await apiClient.get<ItemResponse<T>>(path, {
    ...config,
    params: params ? onlySet(params) : undefined,
  });
  return data.data;
}

/** `POST`, `PUT` or `DELETE` with a JSON body (if any), resolving to the answer's `data`. */
export async function send<T>(
  method: 'post' | 'put' | 'patch' | 'delete',
  path: string,
  body?: unknown,
  config?: AxiosRequestConfig,
): Promise<T> {
  const { data } = await apiClient.request<ItemResponse<T>>({ ...config, method, url: path, data: body });
  return data?.data;
}

/**
 * `GET` a file the API builds (e.g. a CSV export) as a Blob, through the shared client: the bearer
 * token and its refresh apply, which a plain link could not carry. Filters sent only when set.
 */
export async function getBlob(path: string, params?: QueryParams, config?: AxiosRequestConfig): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(path, {
    ...config,
    params: params ? onlySet(params) : undefined,
    responseType: 'blob',
  });
  return data;
}

export { ifMatch } from './if-match';

/**
 * A cached page with one record changed: for optimistic updates of a list row (a status toggle),
 * e.g. `optimistic: { queryKey, update: (old, v) => patchPaged(old, v.id, { status: v.status }) }`.
 * Anything that is not a page (nothing cached yet) is returned as it is.
 */
export function patchPaged<T extends { id: number }>(old: unknown, id: number, patch: Partial<T>): unknown {
  if (!isPaged<T>(old)) return old;
  return { ...old, items: old.items.map((item) => (item.id === id ? { ...item, ...patch } : item)) };
}

function isPaged<T>(value: unknown): value is Paged<T> {
  return typeof value === 'object' && value !== null && Array.isArray((value as Paged<T>).items) && 'pager' in value;
}
