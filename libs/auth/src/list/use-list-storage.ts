import { useMemo } from 'react';
import type { SharedViewsAccess, SharedViewsCalls, TableStorage } from '@admin/ui';
import { useCurrentUser } from '../current-user/CurrentUser';

// The calls load with the Views menu, not with the list: most visits never open it.
const calls = (): Promise<SharedViewsCalls> => import('@admin/api-client/views').then(({ viewsApi }) => viewsApi);

/**
 * Where a list keeps the signed-in user's column choice and saved views (the kit does not know the
 * session; hand it to `useListController` or the table), and the team's shared views of it: undefined
 * until `/auth/me` answers, so nothing is read or written under another user.
 */
export function useListStorage(listId: string): TableStorage | undefined {
  const user = useCurrentUser().user;
  const userId = user?.id;
  const manageAll = user?.permissions.includes('views.manage') ?? false;
  return useMemo(() => {
    if (userId === undefined) return undefined;
    const sharedViews: SharedViewsAccess = { calls, manageAll };
    return { userId, listId, sharedViews };
  }, [userId, listId, manageAll]);
}
