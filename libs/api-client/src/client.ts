import './axios-config';
import axios, { AxiosHeaders, isAxiosError } from 'axios';
import type { AxiosInstance } from 'axios';
import { isForbiddenError, SessionExpiredError } from './errors';
import { defaultCrossTabLock } from './session/cross-tab-lock';
import type { CrossTabLock } from './session/cross-tab-lock';
import { defaultRefreshLedger } from './session/refresh-ledger';
import type { RefreshLedger } from './session/refresh-ledger';
import { createSessionExpiryEvents } from './session/session-expiry';
import { createTokenStore } from './session/token-store';
import type { TokenStore } from './session/token-store';
import type { ItemResponse, RefreshResult } from './types/index';

/** docs/product.md#constants: the API listens on localhost port 3000 unless runtime config says otherwise. */
export const DEFAULT_API_BASE_URL = 'http://localhost:3000/api';
/** Path of the refresh call, relative to the base URL. */
export const REFRESH_PATH = '/auth/refresh';
/** Name of the cross-tab lock the refresh runs under. */
export const REFRESH_LOCK_NAME = 'admin-auth-refresh';

export interface ApiClientOptions {
  baseURL?: string;
  tokens?: TokenStore;
  /** Makes the cross-tab lock; called on the first refresh, so a polyfill may install `navigator.locks` late. */
  createLock?: () => CrossTabLock;
  /** Makes the record of spent refresh tokens shared by the tabs (IndexedDB by default); called on the first refresh. */
  createLedger?: () => RefreshLedger;
  /** The staff member's time zone, sent with every date filter as `time_zone` (see withFilterTimeZone). */
  timeZone?: () => string;
}

export interface ApiClientConfig {
  /** API base, e.g. `https://admin.example.com/api`. */
  baseURL: string;
  /** The staff member's time zone (the kit's `staffTimeZone.get`), sent with every date filter as `time_zone`. */
  timeZone?: () => string;
}

export interface ApiClient {
  /** The axios instance every call of the suite goes through. */
  http: AxiosInstance;
  tokens: TokenStore;
  configure(config: ApiClientConfig): void;
  /** Runs `listener` when the session could not be renewed (tokens already cleared). Returns removal. */
  onSessionExpired(listener: () => void): () => void;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A query or body with a date filter (`from_date` or `to_date`) gets `time_zone`: the API reads the
 * days in it, so "November 22" in a filter is the November 22 the staff member sees on screen.
 * Anything else is returned as it is.
 */
export function withFilterTimeZone<T>(value: T, timeZone: string): T {
  if (!isPlainObject(value) || value.time_zone !== undefined) return value;
  if (!value.from_date && !value.to_date) return value;
  return { ...value, time_zone: timeZone } as T;
}

const isAuthFailure = (status: number | undefined) => status === 401 || status === 403;

/**
 * Builds an API client: bearer header from the token store, and on 401/403 one refresh shared by
 * every request of this tab (single flight) and serialised with other tabs (cross-tab lock), then
 * one retry; except a 403 with `code: 'forbidden'` (a missing permission), which is returned as is. The app uses the singleton in `api-client.ts`; tests build several to play tabs.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const tokens = options.tokens ?? createTokenStore();
  const expiry = createSessionExpiryEvents();
  let lock: CrossTabLock | null = null;
  const getLock = (): CrossTabLock => {
    lock ??= (options.createLock ?? defaultCrossTabLock)();
    return lock;
  };
  let ledger: RefreshLedger | null = null;
  const getLedger = (): RefreshLedger => {
    ledger ??= (options.createLedger ?? defaultRefreshLedger)();
    return ledger;
  };

  const http = axios.create({
    baseURL: options.baseURL ?? DEFAULT_API_BASE_URL,
    // No instance-wide Content-Type: axios sets application/json for plain objects itself, and a
    // FormData body must go as multipart with the boundary the browser writes (with a JSON
    // Content-Type axios would turn the FormData into JSON and the file would be lost).
    headers: { Accept: 'application/json' },
    timeout: 0,
  });

  tokens.subscribe(() => {
    if (tokens.getAccessToken() !== null) expiry.rearm();
  });

  let timeZone = options.timeZone;
  http.interceptors.request.use((config) => {
    if (timeZone) {
      const zone = timeZone();
      config.params = withFilterTimeZone(config.params, zone);
      config.data = withFilterTimeZone(config.data, zone);
    }
    const explicit = config.headers.get('Authorization');
    if (typeof explicit === 'string' && explicit !== '') {
      config.sentAccessToken = explicit.replace(/^Bearer\s+/i, '');
      return config;
    }
    const token = tokens.getAccessToken();
    config.sentAccessToken = token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  const expire = (): SessionExpiredError => {
    tokens.clearTokens();
    expiry.notify();
    return new SessionExpiredError();
  };

  /** Runs with the cross-tab lock held: reuse a token another flight stored, else spend the refresh token. */
  const refreshUnderLock = async (staleToken: string | null): Promise<string> => {
    const current = tokens.getAccessToken();
    if (current !== null && current !== staleToken) return current;
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) throw expire();
    // This tab's localStorage may not show another tab's refresh yet; the ledger always does.
    const replacement = await getLedger().replacementFor(refreshToken);
    if (replacement) {
      tokens.setTokens(replacement);
      return replacement.accessToken;
    }
    let result: RefreshResult | undefined;
    try {
      const response = await http.post<ItemResponse<RefreshResult>>(
        REFRESH_PATH,
        { refreshToken },
        { skipAuthRefresh: true },
      );
      result = response.data?.data;
    } catch (error) {
      // No answer, or the server broke: the refresh token may still be good, so keep the session
      // and let the caller see the failure (e.g. 'Network Error'). Any refusal ends the session.
      if (isAxiosError(error) && (!error.response || error.response.status >= 500)) throw error;
      throw expire();
    }
    if (!result || typeof result.accessToken !== 'string' || result.accessToken === '') throw expire();
    const next = { accessToken: result.accessToken, refreshToken: result.refreshToken || refreshToken };
    // Committed before the lock is released, so the next tab to hold it cannot spend `refreshToken` again.
    await getLedger().record(refreshToken, next);
    tokens.setTokens(next);
    return next.accessToken;
  };

  let inFlight: Promise<string> | null = null;
  const freshAccessToken = (staleToken: string | null): Promise<string> => {
    if (!inFlight) {
      inFlight = getLock()(REFRESH_LOCK_NAME, () => refreshUnderLock(staleToken)).finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || !error.config || !error.response) throw error;
    const failed = error.config;
    if (!isAuthFailure(error.response.status) || failed.skipAuthRefresh || failed.authRetried) throw error;
    // A 403 the API marks `code: 'forbidden'` means "not allowed", not "session stale": a new
    // token would get the same answer, so it costs no refresh and no retry.
    if (isForbiddenError(error)) throw error;

    const accessToken = await freshAccessToken(failed.sentAccessToken ?? null);
    const headers = AxiosHeaders.from(failed.headers);
    headers.set('Authorization', `Bearer ${accessToken}`);
    return http.request({ ...failed, headers, authRetried: true });
  });

  return {
    http,
    tokens,
    configure(config) {
      http.defaults.baseURL = config.baseURL;
      if (config.timeZone) timeZone = config.timeZone;
    },
    onSessionExpired: (listener) => expiry.subscribe(listener),
  };
}
