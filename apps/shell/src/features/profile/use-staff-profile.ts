import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@admin/api-client/contract';
import type { StaffUser } from '@admin/api-client';
import { currentUserQuery } from '@admin/auth';

/** Ours: the spec names no fallback for the profile. */
const PROFILE_FETCH_FAILED = 'Failed to fetch profile';

export interface StaffProfileState {
  user: StaffUser | null;
  loading: boolean;
  error: string | null;
  reload(): void;
}

/**
 * `GET /api/auth/me` through the shared cache (the same query as useCurrentUser), with the loading
 * and error flags the page shows.
 */
export function useStaffProfile(): StaffProfileState {
  const query = useQuery(currentUserQuery);
  return {
    user: query.data ?? null,
    loading: query.isPending || (query.isError && query.isFetching),
    error: query.isError && !query.isFetching ? errorMessage(query.error, PROFILE_FETCH_FAILED) : null,
    reload: () => void query.refetch(),
  };
}
