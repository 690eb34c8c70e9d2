import { useMemo } from 'react';
import type { TableStorage } from '@admin/ui';
import { useCurrentUser } from '../current-user/CurrentUser';

/**
 * Where a list keeps the signed-in user's column choice and saved views (the kit does not know the
 * session; hand it to `useListController` or the table): undefined until `/auth/me` answers, so
 * nothing is read or written under another user.
 */
export function useListStorage(listId: string): TableStorage | undefined {
  const userId = useCurrentUser().user?.id;
  return useMemo(() => (userId === undefined ? undefined : { userId, listId }), [userId, listId]);
}
