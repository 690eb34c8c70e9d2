import { queryOptions } from '@tanstack/react-query';
import { videoLinksApi } from '@admin/api-client/config';
import { CONFIG_MESSAGES } from '@admin/api-client/contract';
import type { PageQuery, VideoLink, VideoLinkRequest, VideoLinkSortQuery } from '@admin/api-client';
import { useApiMutation } from '@admin/ui';
import { queryRoots } from '../../../common/query-roots';

export { CONFIG_MESSAGES, VIDEO_LINK_SORT_KEYS } from '@admin/api-client/contract';

type VideoLinkListParams = PageQuery & VideoLinkSortQuery;

const videoLinkKeys = {
  lists: [...queryRoots.videoLinks, 'list'] as const,
  list: (params: VideoLinkListParams) => [...queryRoots.videoLinks, 'list', params] as const,
};

export const videoLinkListQuery = (params: VideoLinkListParams) =>
  queryOptions({ queryKey: videoLinkKeys.list(params), queryFn: () => videoLinksApi.list(params) });

export function useAddVideoLink() {
  return useApiMutation({
    mutationFn: (body: VideoLinkRequest) => videoLinksApi.create(body),
    success: (link) => `Video link ${link.title} added`,
    errorFallback: CONFIG_MESSAGES.videoLinkAdd,
    invalidate: [videoLinkKeys.lists],
    silentError: true,
  });
}

export function useDeleteVideoLink() {
  return useApiMutation({
    mutationFn: (link: VideoLink) => videoLinksApi.remove(link.id),
    success: (_data, link) => `Video link ${link.title} deleted`,
    errorFallback: CONFIG_MESSAGES.videoLinkDelete,
    invalidate: [videoLinkKeys.lists],
  });
}
