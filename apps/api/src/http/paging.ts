import type { ListResponse, Pager } from '@admin/api-client/contract';

export function pager(totalItems: number, currentPage: number, pageSize: number): Pager {
  const totalPages = Math.ceil(totalItems / pageSize);
  return { totalItems, currentPage, pageSize, totalPages, hasMore: currentPage < totalPages };
}

export function listResponse<T>(data: T[], totalItems: number, page: number, limit: number): ListResponse<T> {
  return { data, pager: pager(totalItems, page, limit) };
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
