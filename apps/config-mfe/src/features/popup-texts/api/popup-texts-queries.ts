import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { popupTextsApi } from '@admin/api-client/config';
import { CONFIG_MESSAGES } from '@admin/api-client/contract';
import type { PageQuery, Paged, PopupText, PopupTextRequest, PopupTextSortQuery } from '@admin/api-client';
import { useApiMutation } from '@admin/ui';
import { queryRoots } from '../../../common/query-roots';

export { CONFIG_MESSAGES, POPUP_TEXT_SORT_KEYS } from '@admin/api-client/contract';

type PopupTextListParams = PageQuery & PopupTextSortQuery;

const popupTextKeys = {
  all: [...queryRoots.popupTexts, 'list'] as const,
  list: (params: PopupTextListParams) => [...queryRoots.popupTexts, 'list', params] as const,
};

export const popupTextListQuery = (params: PopupTextListParams) =>
  queryOptions({ queryKey: popupTextKeys.list(params), queryFn: () => popupTextsApi.list(params) });

export function useAddPopupText() {
  return useApiMutation({
    mutationFn: (body: PopupTextRequest) => popupTextsApi.create(body),
    success: (text) => `Popup text ${text.title} added`,
    errorFallback: CONFIG_MESSAGES.popupTextCreate,
    invalidate: [popupTextKeys.all],
    silentError: true,
  });
}

/** Removes a deleted text from every cached page by id, and its counts from their pagers. */
export function withoutPopupText(page: Paged<PopupText> | undefined, id: number): Paged<PopupText> | undefined {
  if (!page || !page.items.some((text) => text.id === id)) return page;
  const totalItems = Math.max(0, page.pager.totalItems - 1);
  const totalPages = Math.ceil(totalItems / page.pager.pageSize);
  return {
    items: page.items.filter((text) => text.id !== id),
    pager: { ...page.pager, totalItems, totalPages, hasMore: page.pager.currentPage < totalPages },
  };
}

/** docs/product.md#statuses: a deleted popup text is removed from the list by id; the list is not fetched again. */
export function useDeletePopupText() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (text: PopupText) => popupTextsApi.remove(text.id),
    success: (_data, text) => `Popup text ${text.title} deleted`,
    errorFallback: CONFIG_MESSAGES.popupTextDelete,
    onSuccess: (_data, text) =>
      queryClient.setQueriesData<Paged<PopupText>>({ queryKey: popupTextKeys.all }, (page) =>
        withoutPopupText(page, text.id),
      ),
  });
}
