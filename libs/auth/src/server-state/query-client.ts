import { QueryClient } from '@tanstack/react-query';
import { onSessionExpired, tokenStore } from '@admin/api-client';
import { errorStatus, isSessionExpiredError } from '@admin/api-client/contract/core';

/** How long a fetched answer counts as fresh: revisiting a screen within it shows the cache, no spinner. */
export const QUERY_STALE_TIME_MS = 30_000;

/**
 * A 4xx will answer the same again (bad filter, gone, forbidden, expired session): retrying only
 * delays the message. Anything else (network, 5xx) gets one more try.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isSessionExpiredError(error)) return false;
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

/** A client with the suite's defaults (tests make their own; the page uses `queryClient`). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: QUERY_STALE_TIME_MS },
      mutations: { retry: false },
    },
  });
}

/**
 * The page's one QueryClient. `@admin/auth/singletons` is a federation singleton, so the shell and every remote
 * read and write the same cache.
 */
export const queryClient = createQueryClient();

/**
 * Forgets every fetched answer: the next user of this page must never see the previous user's data.
 * Fetches in flight are cancelled first, so none lands in the emptied cache.
 */
export function clearServerState(client: QueryClient = queryClient): void {
  void client.cancelQueries();
  client.clear();
  client.getMutationCache().clear();
}

// Session expiry (the refresh was refused) and a sign-out in another tab (the storage event clears
// the tokens here) end the session without passing through endSession.
onSessionExpired(() => clearServerState());
tokenStore.subscribe(() => {
  if (tokenStore.getAccessToken() === null) clearServerState();
});
