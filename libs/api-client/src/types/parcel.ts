import type { StaffUser } from './auth';
import type { RuntimeConfig } from './runtime-config';

/**
 * Parcel mode (docs/architecture.md): the props the shell hands to a remote page mounted as a
 * single-spa parcel, i.e. a page built with its own React that cannot use the shared React-bound
 * libs. This file is the whole contract, and type-only: a parcel imports it with `import type`
 * (this folder's types and plain functions are all a parcel may take from the suite's libs).
 */
export interface ParcelProps {
  /** The shell's current location inside the app: pathname + search, e.g. '/config?section=b'. */
  path: string;
  /** The route's parameters, e.g. `{ id: '42' }` for /edit-project/:id. */
  params: Readonly<Record<string, string>>;
  /**
   * Moves the shell's router (the address bar). A parcel runs its own memory router: it calls this
   * when its own location changes, and follows `path` when the shell's changes.
   */
  navigate: ParcelNavigate;
  /** Calls the API through the shell's client: one session, one token refresh, the spec's messages. */
  http: ParcelHttp;
  /** The shell's toast queue (one viewport for the whole page). */
  toast: ParcelToast;
  /** The signed-in staff user with their permissions; null until `GET /auth/me` has answered. */
  user: StaffUser | null;
  /**
   * The deployment's runtime-config.json, as the shell validated it. (Not `config`: single-spa-react's
   * Parcel takes `config` for the lifecycles and does not pass it on.)
   */
  runtimeConfig: RuntimeConfig;
}

export type ParcelNavigate = (to: string, options?: { replace?: boolean }) => void;

export interface ParcelHttpRequest {
  /** GET unless given. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under the API base, e.g. '/auth/me'. */
  path: string;
  /** Query parameters; unset ones (undefined, null, '') are not sent. */
  query?: Readonly<Record<string, string | number | boolean | null | undefined>>;
  /** JSON body. */
  body?: unknown;
  /** docs/product.md#error-messages fallback text, used when the server's answer carries no message. */
  fallbackMessage: string;
}

/**
 * Resolves to the API's JSON answer as sent (`{ data }`, `{ data, pager }`, …). Rejects with a
 * ParcelHttpFailure whose message is the one the shell's own screens would show for that failure.
 */
export type ParcelHttp = <T>(request: ParcelHttpRequest) => Promise<T>;

/** How `http` fails: an Error whose message is fit for a toast, with the HTTP status when one came. */
export interface ParcelHttpFailure extends Error {
  status?: number;
}

export interface ParcelToast {
  success(message: string): void;
  error(message: string): void;
  message(message: string): void;
}
