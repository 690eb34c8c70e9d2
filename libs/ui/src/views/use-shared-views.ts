import { queryOptions, useQuery } from '@tanstack/react-query';
import { errorMessage, libQueryRoots } from '@admin/api-client/contract/core';
import type { SharedView, SharedViewBody } from '@admin/api-client/contract';
import { useApiMutation } from '../mutation/use-api-mutation';
import type { TableStorage } from '../table/types';
import type { SharedViewsAccess } from './shared-views';
import { VIEW_MESSAGES } from './view-words';

const sharedViewsKeys = {
  all: libQueryRoots.views,
  of: (listId: string) => [...libQueryRoots.views, listId] as const,
};

const sharedViewsQuery = (access: SharedViewsAccess, listId: string) =>
  queryOptions({
    queryKey: sharedViewsKeys.of(listId),
    queryFn: async () => (await access.calls()).list(listId),
  });

export interface SharedViewsState {
  views: SharedView[] | undefined;
  loading: boolean;
  error: string | null;
  retry: () => void;
  /** Whether the signed-in user may rename or delete this view: their own, or any with `views.manage`. */
  mayChange: (view: SharedView) => boolean;
  share: (body: Omit<SharedViewBody, 'list'>) => Promise<SharedView>;
  rename: (view: SharedView, name: string) => Promise<SharedView>;
  remove: (view: SharedView) => Promise<void>;
}

/** The team's views of one list and the calls that change them, each with its toast. */
export function useSharedViews(storage: TableStorage, access: SharedViewsAccess): SharedViewsState {
  const { listId, userId } = storage;
  const query = useQuery(sharedViewsQuery(access, listId));
  const invalidate = [sharedViewsKeys.of(listId)];
  const share = useApiMutation({
    mutationFn: async (body: Omit<SharedViewBody, 'list'>) => (await access.calls()).share({ ...body, list: listId }),
    success: (view) => VIEW_MESSAGES.shared(view.name),
    errorFallback: VIEW_MESSAGES.share,
    invalidate,
  });
  const rename = useApiMutation({
    mutationFn: async ({ view, name }: { view: SharedView; name: string }) => (await access.calls()).rename(view, name),
    success: (view) => VIEW_MESSAGES.renamed(view.name),
    errorFallback: VIEW_MESSAGES.rename,
    invalidate,
  });
  const remove = useApiMutation({
    mutationFn: async (view: SharedView) => (await access.calls()).remove(view.id),
    success: (_, view) => VIEW_MESSAGES.removed(view.name),
    errorFallback: VIEW_MESSAGES.remove,
    invalidate,
  });
  return {
    views: query.data,
    loading: query.isPending || (query.isError && query.isFetching),
    error: query.isError && !query.isFetching ? errorMessage(query.error, VIEW_MESSAGES.list) : null,
    retry: () => void query.refetch(),
    mayChange: (view) => access.manageAll || String(view.owner.id) === String(userId),
    share: (body) => share.mutateAsync(body),
    rename: (view, name) => rename.mutateAsync({ view, name }),
    remove: (view) => remove.mutateAsync(view),
  };
}
