/** The order report: a page with the whole filtered set's totals, and every matching order as CSV. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DownloadLink, ItemResponse, OrderReportResponse } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { sessionOf, staffOf } from '../../auth/guard';
import { signDownloadLink } from '../../auth/download-links';
import { csvDownloadAnswer, sendCsvDownload } from '../../http/csv';
import { itemOf } from '../../http/responses';
import { downloadLinkAnswer, orderReportAnswer } from './answers';
import { signCoverLinks } from './cover';
import { orderReport, reportFilter } from './repository';
import { orderReportCsv } from './report-csv';
import { orderReportCsvQuery, orderReportQuery } from './schemas';

export function orderReportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.addHook('preSerialization', signCoverLinks(ctx));

    app.get(
      '/order/report',
      { schema: { querystring: orderReportQuery, response: { 200: orderReportAnswer } } },
      (request): Promise<OrderReportResponse> => orderReport(db, request.query),
    );

    // Every matching order, streamed in keyset batches: the report pages at most 100 rows and the
    // large data set holds 100,000 orders.
    app.get(
      '/order/report/csv',
      {
        schema: {
          querystring: orderReportCsvQuery,
          response: { 200: csvDownloadAnswer('The report as CSV, one row per order') },
        },
      },
      async (request, reply) => sendCsvDownload(reply, 'order-report', orderReportCsv(db, reportFilter(request.query))),
    );

    // The same export as a link the browser opens itself (a plain navigation saves the file straight
    // to disk, which a page fetching it with the bearer header cannot): the filters are checked now,
    // so a bad one shows on the screen rather than in a blank tab.
    app.post(
      '/order/report/csv/link',
      { schema: { body: orderReportCsvQuery, response: { 200: itemOf(downloadLinkAnswer) } } },
      async (request): Promise<ItemResponse<DownloadLink>> => {
        const [userId, sessionId] = [staffOf(request).id, sessionOf(request) ?? ''];
        const link = signDownloadLink(ctx.jwtKey, {
          ...{ userId, sessionId, path: '/order/report/csv', query: request.body, now: ctx.clock() },
        });
        const url = `${ctx.config.publicUrl}/api${link.pathAndQuery}`;
        return { data: { url, expires_at: link.expiresAt.toISOString() } };
      },
    );
  };
}
