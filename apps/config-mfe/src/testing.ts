// Fixtures of the config pages' tests.
import type { Paged } from '@admin/api-client';

export function paged<T>(items: T[], totalItems = items.length, currentPage = 1, pageSize = 10): Paged<T> {
  const totalPages = Math.ceil(totalItems / pageSize);
  return { items, pager: { totalItems, currentPage, pageSize, totalPages, hasMore: currentPage < totalPages } };
}

export const stamp = { uuid: 'u', version: 1, created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-22T10:00:00.000Z' };

/** An axios-like failure with the server's answer. */
export function apiError(status: number, message?: string) {
  return Object.assign(new Error(message ?? `HTTP ${status}`), { isAxiosError: true, response: { status, data: message ? { message } : {} }, config: {} });
}
