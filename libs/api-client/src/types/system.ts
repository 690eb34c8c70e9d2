/**
 * What an operator sees: readiness, and the errors browsers report. Browsers report without a
 * session (an error can happen before sign-in), so a report carries no user, no query string and no
 * typed text: only where it happened and which build.
 */

/** `GET /api/ready`: 200 when the API can serve (database reachable, every migration applied), else 503. */
export interface ReadinessResponse {
  status: 'ready' | 'not-ready';
  /** The API's release (API_RELEASE, else its package version). */
  version: string;
  database: 'reachable' | 'unreachable';
  migrations: 'applied' | 'pending' | 'unknown';
  /** Why it is not ready, for the operator. */
  message?: string;
}

export const CLIENT_ERROR_KINDS = ['error-boundary', 'unhandled-rejection', 'remote-load', 'csp-violation'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/**
 * The apps that report errors, by Module Federation container name: the shell and its remotes (the
 * shell's remote table must name exactly these). A report naming anything else is counted as
 * `other` in the metrics, so browsers cannot add label values at will.
 */
export const REPORTING_APPS = ['shell', 'projects_mfe', 'orders_mfe', 'customers_mfe', 'config_mfe'] as const;
export type ReportingApp = (typeof REPORTING_APPS)[number];

/** `POST /api/client-errors` (no session needed; answers 204, or 429 when a browser sends too many). */
export interface ClientErrorReport {
  kind: Exclude<ClientErrorKind, 'csp-violation'>;
  /** The error's message (its first line, cut to 300 characters; the browser strips URLs' query strings). */
  message: string;
  /** The remote whose code failed (`orders_mfe`), or `shell`. */
  remote: string;
  /** That app's release stamp. */
  release: string;
  /** The route pattern or path (no query string). */
  route: string;
  /** The page load's random id (as its release beacon sends it), so the registry counts the error against that load's release. */
  load?: string;
}

/**
 * One report as the API keeps it (`GET /api/system/client-errors`, newest first). The same report
 * sent again (same kind, message, app, release and route) is one line with a count, moved to the top.
 */
export interface ClientErrorEntry {
  kind: ClientErrorKind;
  message: string;
  remote: string | null;
  release: string | null;
  route: string | null;
  /** The API's id of the latest request that brought the report (it is in the log line too). */
  requestId: string;
  /** When it came last. */
  at: string;
  /** When it came first. */
  firstAt: string;
  /** How many times it came. */
  count: number;
}

/** The status page's list: at most this many lines, and at most `RECENT_REPORTS_PER_ADDRESS` of them from one client address. */
export const RECENT_REPORTS_KEPT = 100;
export const RECENT_REPORTS_PER_ADDRESS = 10;

export interface ClientErrorsResponse {
  items: ClientErrorEntry[];
}
