import { useEffect, useState } from 'react';
import { authApi, errorMessage } from '@admin/api-client';
import type { StaffUser } from '@admin/api-client';

/** Ours: the spec names no fallback for the profile. */
export const PROFILE_FETCH_FAILED = 'Failed to fetch profile';

export interface StaffProfileState {
  user: StaffUser | null;
  loading: boolean;
  error: string | null;
  reload(): void;
}

/** `GET /api/auth/me`, with the loading and error flags every list carries. */
export function useStaffProfile(fetchMe: () => Promise<StaffUser> = authApi.me): StaffProfileState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<StaffProfileState, 'reload'>>({ user: null, loading: true, error: null });

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    fetchMe().then(
      (user) => current && setState({ user, loading: false, error: null }),
      (failure: unknown) =>
        current && setState({ user: null, loading: false, error: errorMessage(failure, PROFILE_FETCH_FAILED) }),
    );
    return () => {
      current = false;
    };
  }, [fetchMe, attempt]);

  return { ...state, reload: () => setAttempt((n) => n + 1) };
}
