// Typed calls of the team's shared saved views. Their own entry (`@admin/api-client/views`), not shared
// and not in the main one: only the Views menu's lazy chunk loads them, off every list's first load.
import { apiClient } from '@admin/api-client/singletons';
import { VIEWS_PATH, type ItemResponse, type SharedView, type SharedViewBody } from '../types/index';
import { ifMatch } from './if-match';

export const viewsApi = {
  /** `GET /v2/views?list=`: the views shared on one list, by name. */
  list: async (list: string): Promise<SharedView[]> =>
    (await apiClient.get<{ data: SharedView[] }>(VIEWS_PATH, { params: { list } })).data.data,
  /** `POST /v2/views`. */
  share: async (body: SharedViewBody): Promise<SharedView> =>
    (await apiClient.post<ItemResponse<SharedView>>(VIEWS_PATH, body)).data.data,
  /** `PUT /v2/views/{id}` at the version the menu loaded (the owner's, or `views.manage`). */
  rename: async (view: Pick<SharedView, 'id' | 'version'>, name: string): Promise<SharedView> =>
    (await apiClient.put<ItemResponse<SharedView>>(`${VIEWS_PATH}/${view.id}`, { name }, ifMatch(view.version))).data
      .data,
  /** `DELETE /v2/views/{id}` (the owner's, or `views.manage`). */
  remove: async (id: number): Promise<void> => {
    await apiClient.delete(`${VIEWS_PATH}/${id}`);
  },
};
