import { useQuery } from '@tanstack/react-query';
import { sessionsApi } from '@admin/api-client';
import { errorMessage, SESSION_MESSAGES } from '@admin/api-client/contract';
import type { UserSession } from '@admin/api-client';
import { useApiMutation } from '@admin/ui';

export const employeeSessionsKeys = {
  list: (employeeId: number) => ['employees', 'sessions', employeeId] as const,
};

export interface EmployeeSessions {
  sessions: UserSession[] | undefined;
  loading: boolean;
  error: string | null;
  reload(): void;
  signOut(session: UserSession): Promise<unknown>;
  signOutAll(): Promise<unknown>;
}

/** An employee's open sessions (`GET /v2/admin/employee/{id}/sessions`) and the calls that end them. */
export function useEmployeeSessions(employeeId: number): EmployeeSessions {
  const key = employeeSessionsKeys.list(employeeId);
  const query = useQuery({ queryKey: key, queryFn: () => sessionsApi.listOfEmployee(employeeId) });
  const signOut = useApiMutation({
    mutationFn: (session: UserSession) => sessionsApi.signOutOfEmployee(employeeId, session.id),
    success: SESSION_MESSAGES.signedOut,
    errorFallback: SESSION_MESSAGES.signOut,
    invalidate: [key],
  });
  const signOutAll = useApiMutation({
    mutationFn: () => sessionsApi.signOutAllOfEmployee(employeeId),
    success: SESSION_MESSAGES.signedOutAll,
    errorFallback: SESSION_MESSAGES.signOutOthers,
    invalidate: [key],
  });
  return {
    sessions: query.data,
    loading: query.isPending || (query.isError && query.isFetching),
    error: query.isError && !query.isFetching ? errorMessage(query.error, SESSION_MESSAGES.list) : null,
    reload: () => void query.refetch(),
    signOut: (session) => signOut.mutateAsync(session),
    signOutAll: () => signOutAll.mutateAsync(),
  };
}
