import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONFIG_MESSAGES, videoLinksApi } from '@admin/api-client';
import type { VideoLink, VideoLinkRequest } from '@admin/api-client';
import { useApiMutation } from '@admin/ui';

export { CONFIG_MESSAGES };

export const videoLinkKeys = {
  lists: ['video-links', 'list'] as const,
  list: (params: { page: number; limit: number }) => ['video-links', 'list', params] as const,
};

export function useVideoLinks(params: { page: number; limit: number }) {
  return useQuery({ queryKey: videoLinkKeys.list(params), queryFn: () => videoLinksApi.list(params), placeholderData: keepPreviousData });
}

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
