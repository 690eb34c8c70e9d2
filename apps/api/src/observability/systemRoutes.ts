/** Staff routes of the status page (permission `system.read`): the reports browsers sent lately. */
import type { FastifyInstance } from 'fastify';
import type { ClientErrorsResponse } from '@admin/api-client/contract';
import type { RecentReports } from './recentReports';

export function systemRoutes(recent: RecentReports) {
  return async (app: FastifyInstance) => {
    app.get('/system/client-errors', async (): Promise<ClientErrorsResponse> => ({ items: recent.list() }));
  };
}
