// `@admin/auth/sessions`: not shared (like `/live`), so it may read the contract's messages; each app that
// lists sessions (the shell's Profile, the employee form) bundles this small hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionsApi } from '@admin/api-client';
import { errorMessage, libQueryRoots, SESSION_MESSAGES } from '@admin/api-client/contract';
import type { UserSession } from '@admin/api-client';
import { type SessionListProps, useApiMutation } from '@admin/ui';

/** Whose sessions: the signed-in user's own (`'mine'`, the Profile page) or an employee's (their id, the employee form). */
export type SessionsOwner = 'mine' | number;

/** The libs' `sessions` family: one's own sessions and each employee's. */
export const sessionsKeys = {
  all: libQueryRoots.sessions,
  of: (owner: SessionsOwner) => [...libQueryRoots.sessions, owner] as const,
};

/** `GET /api/me/sessions`, or `GET /v2/admin/employee/{id}/sessions` (employees.read). */
export const sessionsQuery = (owner: SessionsOwner) =>
  queryOptions({
    queryKey: sessionsKeys.of(owner),
    queryFn: () => (owner === 'mine' ? sessionsApi.listMine() : sessionsApi.listOfEmployee(owner)),
  });

/** What the kit's SessionList shows and does, for one owner: spread it into the list and add the words. */
export type SessionsState = Pick<
  SessionListProps,
  'sessions' | 'loading' | 'error' | 'onRetry' | 'onSignOut' | 'onSignOutAll'
>;

/**
 * Someone's open sessions and the calls that end them: one session, or all of them at once (one's
 * own: every other browser, this one stays signed in; an employee's: every browser).
 */
export function useSessions(owner: SessionsOwner): SessionsState {
  const query = useQuery(sessionsQuery(owner));
  const invalidate = [sessionsKeys.of(owner)];
  const signOut = useApiMutation({
    mutationFn: (session: UserSession) =>
      owner === 'mine' ? sessionsApi.signOutMine(session.id) : sessionsApi.signOutOfEmployee(owner, session.id),
    success: SESSION_MESSAGES.signedOut,
    errorFallback: SESSION_MESSAGES.signOut,
    invalidate,
  });
  const signOutAll = useApiMutation({
    mutationFn: () => (owner === 'mine' ? sessionsApi.signOutMyOthers() : sessionsApi.signOutAllOfEmployee(owner)),
    success: owner === 'mine' ? SESSION_MESSAGES.signedOutOthers : SESSION_MESSAGES.signedOutAll,
    errorFallback: SESSION_MESSAGES.signOutOthers,
    invalidate,
  });
  return {
    sessions: query.data,
    loading: query.isPending || (query.isError && query.isFetching),
    error: query.isError && !query.isFetching ? errorMessage(query.error, SESSION_MESSAGES.list) : null,
    onRetry: () => void query.refetch(),
    onSignOut: (session) => signOut.mutateAsync(session),
    onSignOutAll: () => signOutAll.mutateAsync(),
  };
}
