import { useMemo } from 'react';
import { useCurrentUser } from '@admin/auth';
import type { TableStorage } from '@admin/ui';

/**
 * Where one of the configuration lists keeps the signed-in user's column choice and saved views
 * (undefined until the user is known, which turns both off).
 */
export function useListStorage(listId: string): TableStorage | undefined {
  const { user } = useCurrentUser();
  return useMemo(() => (user ? { userId: user.id, listId } : undefined), [user, listId]);
}
