import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ordersApi } from '@admin/api-client';
import type { OrderReportCsvQuery, OrderReportQuery } from '@admin/api-client';

export const orderReportKeys = {
  all: ['order-report'] as const,
  list: (query: OrderReportQuery) => ['order-report', 'list', query] as const,
};

/** One page of `GET order/report` with the totals of the whole filtered set. */
export function useOrderReport(query: OrderReportQuery) {
  return useQuery({ queryKey: orderReportKeys.list(query), queryFn: () => ordersApi.report(query), placeholderData: keepPreviousData });
}

/**
 * The whole filtered set as the CSV the API streams (`GET /order/report/csv`). Fetched through the
 * shared client as a blob, so the bearer token (and its refresh) applies: a plain link cannot carry
 * it, and a token in the URL would end up in logs and history.
 */
export function fetchReportCsv(filters: OrderReportCsvQuery): Promise<Blob> {
  return ordersApi.reportCsv(filters);
}
