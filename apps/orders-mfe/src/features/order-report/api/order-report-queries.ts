import { queryOptions } from '@tanstack/react-query';
import { ordersApi } from '@admin/api-client/orders';
import type { DownloadLink, OrderReportCsvQuery, OrderReportQuery } from '@admin/api-client';
import { EXPORT_FAILED_MESSAGE, useApiMutation } from '@admin/ui';
import { queryRoots } from '../../../common/query-roots';

const orderReportKeys = {
  all: queryRoots.orderReport,
  list: (query: OrderReportQuery) => [...queryRoots.orderReport, 'list', query] as const,
};

/** One page of `GET order/report` with the totals of the whole filtered set. */
export const orderReportQuery = (query: OrderReportQuery) =>
  queryOptions({ queryKey: orderReportKeys.list(query), queryFn: () => ordersApi.report(query) });

/**
 * A one-use link to the CSV of the whole filtered set (`POST /order/report/csv/link`), for the
 * browser to open itself: the file then streams to disk instead of through the page's memory (a
 * fetch with the bearer header would hold all of it, ~20 MB for 100,000 orders). A failure shows
 * the server's message, or the export's fallback.
 */
export function useReportCsvLink(onLink: (link: DownloadLink) => void) {
  return useApiMutation<DownloadLink, OrderReportCsvQuery>({
    mutationFn: (filters) => ordersApi.reportCsvLink(filters),
    errorFallback: EXPORT_FAILED_MESSAGE,
    onSuccess: onLink,
  });
}
