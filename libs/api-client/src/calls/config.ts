// Typed calls of the configuration screens (docs/product.md#calls): settings, partners, video links, popup texts, countries.
import { apiClient } from '@admin/api-client/singletons';
import type {
  Country,
  CountryListQuery,
  Pager,
  Partner,
  PartnerRequest,
  PartnerSortQuery,
  PopupText,
  PopupTextRequest,
  PopupTextSortQuery,
  SendBackRequest,
  Setting,
  SettingRequest,
  SettingSortQuery,
  VideoLink,
  VideoLinkPage,
  VideoLinkRequest,
  VideoLinkSortQuery,
} from '../types/index';
import type { Paged } from '@admin/api-client';
import { getItem, getPaged, ifMatch, send, withPaging } from '@admin/api-client';

interface PageArgs {
  page?: number;
  limit?: number;
}

export const settingsApi = {
  list: (args: PageArgs & SettingSortQuery = {}) => getPaged<Setting>('/setting', { ...args }),
  get: (id: number) => getItem<Setting>(`/setting/${id}`),
  create: (body: SettingRequest) => send<Setting>('post', '/setting', body),
  /** Replaces the setting: `version` (the one loaded) is required (If-Match). */
  update: (id: number, body: SettingRequest, version: number) =>
    send<Setting>('put', `/setting/${id}`, body, ifMatch(version)),
  remove: (id: number) => send<{ id: number }>('delete', `/setting/${id}`),
  /** A second Admin confirms the change of a control setting awaiting one (403 for its asker or a dependent account). */
  confirm: (id: number, version: number) => send<Setting>('post', `/setting/${id}/confirm`, {}, ifMatch(version)),
  /** A second Admin sends the change of a control setting back: the value stays. */
  sendBack: (id: number, body: SendBackRequest, version: number) =>
    send<Setting>('post', `/setting/${id}/send-back`, body, ifMatch(version)),
};

export const partnersApi = {
  list: (args: PageArgs & PartnerSortQuery = {}) => getPaged<Partner>('/config/partner', { ...args }),
  get: (id: number) => getItem<Partner>(`/config/partner/${id}`),
  create: (body: PartnerRequest) => send<Partner>('post', '/config/partner', body),
  /** Replaces the partner: `version` (the one loaded) is required (If-Match). */
  update: (id: number, body: PartnerRequest, version: number) =>
    send<Partner>('put', `/config/partner/${id}`, body, ifMatch(version)),
  remove: (id: number) => send<{ id: number }>('delete', `/config/partner/${id}`),
};

export const videoLinksApi = {
  /** The one list that answers `data.rows` (docs/product.md#calls): evened out to `{ items, pager }`. */
  async list(args: PageArgs & VideoLinkSortQuery = {}): Promise<Paged<VideoLink>> {
    const { data } = await apiClient.get<{ data: VideoLinkPage; pager: Pager }>('/config/videolink', {
      params: withPaging({ ...args }),
    });
    return { items: data.data.rows, pager: data.pager };
  },
  create: (body: VideoLinkRequest) => send<VideoLink>('post', '/config/videoLink', body),
  remove: (id: number) => send<{ id: number }>('delete', `/config/videoLink/${id}`),
};

export const popupTextsApi = {
  list: (args: PageArgs & PopupTextSortQuery = {}) => getPaged<PopupText>('/config/popuptext', { ...args }),
  create: (body: PopupTextRequest) => send<PopupText>('post', '/config/popuptext', body),
  remove: (id: number) => send<{ id: number }>('delete', `/config/popuptext/${id}`),
};

export const countriesApi = {
  list: (args: CountryListQuery = {}) => getPaged<Country>('/config/country', { ...args }),
};
