/** Staff routes of the status page (permission `system.read`): the reports browsers sent lately. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ClientErrorsResponse } from '@admin/api-client/contract';
import { CLIENT_ERROR_KINDS } from '@admin/api-client/contract';
import { record } from '../http/responses';
import type { RecentReports } from './recent-reports';

/** The client's `ClientErrorsResponse`, field by field (test/client-types.test.ts). */
export const clientErrorEntryAnswer = record({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string(),
  remote: z.string().nullable(),
  release: z.string().nullable(),
  route: z.string().nullable(),
  requestId: z.string(),
  at: z.string(),
  firstAt: z.string(),
  count: z.number().int(),
});
const clientErrorsResponse = z.object({ items: z.array(clientErrorEntryAnswer) });

export function systemRoutes(recent: RecentReports) {
  return async (app: FastifyInstance) => {
    app.get(
      '/system/client-errors',
      { schema: { response: { 200: clientErrorsResponse } } },
      async (): Promise<ClientErrorsResponse> => ({ items: await recent.list() }),
    );
  };
}
