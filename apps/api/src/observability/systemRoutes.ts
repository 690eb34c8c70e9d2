/** Staff routes of the status page (permission `system.read`): the reports browsers sent lately. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ClientErrorsResponse } from '@admin/api-client';
import { openRecord } from '../http/responses';
import type { RecentReports } from './recentReports';

const clientErrorsResponse = z.object({ items: z.array(openRecord) });

export function systemRoutes(recent: RecentReports) {
  return async (app: FastifyInstance) => {
    app.get('/system/client-errors', { schema: { response: { 200: clientErrorsResponse } } }, async (): Promise<ClientErrorsResponse> => ({ items: recent.list() }));
  };
}
