// The API's address and the session, kept as the suite's own client keeps them, so that the bench
// signs the peer in exactly as it signs ours in: the tokens in localStorage under the suite's keys
// (the access token sent as `Authorization: Bearer`, one refresh and a retry on a 401), the API base
// from the deployment's /runtime-config.json, whose fetch index.html's first script starts
// (rsbuild.config.ts), as the shell starts its own before its code arrives.
import { HttpError } from 'react-admin';

declare global {
  interface Window {
    peerRuntimeConfig?: Promise<{ apiBaseUrl: string }>;
  }
}

const ACCESS_TOKEN = 'admin.accessToken';
const REFRESH_TOKEN = 'admin.refreshToken';

export const tokens = {
  access: () => localStorage.getItem(ACCESS_TOKEN),
  refresh: () => localStorage.getItem(REFRESH_TOKEN),
  set(access: string, refresh: string) {
    localStorage.setItem(ACCESS_TOKEN, access);
    localStorage.setItem(REFRESH_TOKEN, refresh);
  },
  clear() {
    localStorage.removeItem(ACCESS_TOKEN);
    localStorage.removeItem(REFRESH_TOKEN);
  },
};

let apiBase: Promise<string> | undefined;
function apiBaseUrl(): Promise<string> {
  apiBase ??= (
    window.peerRuntimeConfig ?? fetch('/runtime-config.json', { cache: 'no-store' }).then((response) => response.json())
  ).then((config: { apiBaseUrl: string }) => config.apiBaseUrl.replace(/\/+$/, ''));
  return apiBase;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Send the access token (and refresh it once on a 401). */
  signed?: boolean;
}

/** One call to the API: its JSON answer, or an HttpError carrying the API's message and status. */
export async function call<T>(path: string, { method = 'GET', query = {}, body, signed = true }: CallOptions = {}) {
  const url = new URL(`${await apiBaseUrl()}${path}`);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
  const send = () => {
    const access = signed ? tokens.access() : null;
    return fetch(url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(access ? { Authorization: `Bearer ${access}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };
  let response = await send();
  if (response.status === 401 && signed && (await refreshSession())) response = await send();
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new HttpError(json.message ?? response.statusText, response.status, json);
  return json as T;
}

let refreshing: Promise<boolean> | undefined;
/** Spends the refresh token once for the whole page, however many calls met the 401. */
function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = tokens.refresh();
    if (!refreshToken) return false;
    try {
      const { data } = await call<{ data: { accessToken: string; refreshToken: string } }>('/auth/refresh', {
        method: 'POST',
        body: { refreshToken },
        signed: false,
      });
      tokens.set(data.accessToken, data.refreshToken);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}
