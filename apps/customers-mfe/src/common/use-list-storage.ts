import { useMemo } from 'react';
import { useCurrentUser } from '@admin/auth';
import type { TableStorage } from '@admin/ui';

/**
 * Where a list keeps the signed-in user's column choice and saved views (the kit does not know the
 * session): undefined until `/auth/me` answers, so nothing is read or written under another user.
 */
export function useListStorage(listId: string): TableStorage | undefined {
  const { user } = useCurrentUser();
  const userId = user?.id;
  return useMemo(() => (userId === undefined ? undefined : { userId, listId }), [userId, listId]);
}
