// Typed calls of the signed-in person's inbox (docs/live.md, "The inbox").
import { apiClient } from '@admin/api-client/singletons';
import { INBOX_PATH, type InboxList } from '../types/index';

export const inboxApi = {
  /** `GET /inbox`: the newest items and how many are unread and still waiting. */
  list: async (): Promise<InboxList> => (await apiClient.get<InboxList>(INBOX_PATH)).data,
  /** `POST /inbox/{id}/read`. */
  markRead: async (id: number): Promise<void> => {
    await apiClient.post(`${INBOX_PATH}/${id}/read`);
  },
  /** `POST /inbox/read-all`. */
  markAllRead: async (): Promise<void> => {
    await apiClient.post(`${INBOX_PATH}/read-all`);
  },
};
