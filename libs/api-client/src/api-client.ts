import { createApiClient } from './client';
import type { ApiClientConfig } from './client';

/**
 * The suite's one API client. Shared as a Module Federation singleton (the `@admin/api-client/singletons` entry), so every remote uses the
 * same instance, the same refresh flight and the same session-expired hook.
 */
const sharedClient = createApiClient();

/** The one axios instance: JSON, bearer header, 401/403 refresh and retry. */
export const apiClient = sharedClient.http;

/** The token storage the client reads at request time (localStorage; see TOKEN_STORAGE_KEYS). */
export const tokenStore = sharedClient.tokens;

/** Points the client at the API base from the runtime config. Call once at start-up. */
export function configureApiClient(config: ApiClientConfig): void {
  sharedClient.configure(config);
}

/**
 * Runs `listener` once when the session ends because it could not be renewed (no refresh token,
 * or the API refused it); tokens are already cleared. The shell shows the toast and goes to
 * /sign-in. Returns the listener's removal.
 */
export function onSessionExpired(listener: () => void): () => void {
  return sharedClient.onSessionExpired(listener);
}
