import { useQuery } from '@tanstack/react-query';
import { sessionsApi } from '@admin/api-client';
import { errorMessage, SESSION_MESSAGES } from '@admin/api-client/contract';
import type { UserSession } from '@admin/api-client';
import { useApiMutation } from '@admin/ui';

export const MY_SESSIONS_KEY = ['me', 'sessions'] as const;

export interface MySessions {
  sessions: UserSession[] | undefined;
  loading: boolean;
  error: string | null;
  reload(): void;
  signOut(session: UserSession): Promise<unknown>;
  signOutOthers(): Promise<unknown>;
}

/** The signed-in user's open sessions (`GET /api/me/sessions`) and the calls that end them. */
export function useMySessions(): MySessions {
  const query = useQuery({ queryKey: MY_SESSIONS_KEY, queryFn: sessionsApi.listMine });
  const signOut = useApiMutation({
    mutationFn: (session: UserSession) => sessionsApi.signOutMine(session.id),
    success: SESSION_MESSAGES.signedOut,
    errorFallback: SESSION_MESSAGES.signOut,
    invalidate: [MY_SESSIONS_KEY],
  });
  const signOutOthers = useApiMutation({
    mutationFn: () => sessionsApi.signOutMyOthers(),
    success: SESSION_MESSAGES.signedOutOthers,
    errorFallback: SESSION_MESSAGES.signOutOthers,
    invalidate: [MY_SESSIONS_KEY],
  });
  return {
    sessions: query.data,
    loading: query.isPending || (query.isError && query.isFetching),
    error: query.isError && !query.isFetching ? errorMessage(query.error, SESSION_MESSAGES.list) : null,
    reload: () => void query.refetch(),
    signOut: (session) => signOut.mutateAsync(session),
    signOutOthers: () => signOutOthers.mutateAsync(),
  };
}
