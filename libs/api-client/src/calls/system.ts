// Typed calls of the operators' status page.
import { apiClient } from '@admin/api-client/singletons';
import type { ClientErrorEntry, ClientErrorsResponse, ReadinessResponse } from '../types/index';

export const systemApi = {
  /** `GET /ready`: a 503 is an answer too (the API is up, not ready), so it resolves with the body. */
  readiness: async (): Promise<ReadinessResponse> =>
    (await apiClient.get<ReadinessResponse>('/ready', { validateStatus: (status) => status === 200 || status === 503 }))
      .data,
  /** `GET /system/client-errors` (system.read): the last reports browsers sent, newest first. */
  clientErrors: async (): Promise<ClientErrorEntry[]> =>
    (await apiClient.get<ClientErrorsResponse>('/system/client-errors')).data.items,
};
