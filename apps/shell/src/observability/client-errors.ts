// Reports errors this browser caught to the API (POST /api/client-errors), where operators see
// them in the log, the metrics and the status page. No session is sent (an error may come before
// sign-in or from a broken session), and nothing a user typed: the message's first line, the
// remote and its release, and the path without its query string.
import type { ClientErrorReport } from '@admin/api-client';
import { remoteOfStack, remoteStatuses } from '../federation/remote-status';
import type { RemoteName } from '../federation/remotes';
import { PAGE_LOAD_ID, runningRelease } from '../federation/running-releases';

export const SHELL_RELEASE = process.env.PUBLIC_RELEASE ?? 'dev';

/** The same error reported again within this time is not sent twice (a render loop, a retry). */
const REPEAT_WINDOW_MS = 10_000;
/** At most this many reports per page load: a page in trouble must not flood the API. */
const MAX_REPORTS_PER_PAGE = 20;

let endpoint: string | null = null;
let sent = 0;
const lastSent = new Map<string, number>();

/** Called at start-up with the runtime config's API base URL; reports before it are dropped. */
export function configureClientErrorReports(apiBaseUrl: string): void {
  endpoint = `${apiBaseUrl.replace(/\/+$/, '')}/client-errors`;
}

const firstLine = (error: unknown) => {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : String(error);
  return (text.split('\n', 1)[0] ?? '').slice(0, 300);
};

export interface CaughtError {
  kind: ClientErrorReport['kind'];
  error: unknown;
  /** The remote the error belongs to, when the caller knows; else read from the stack, else the shell. */
  remote?: RemoteName;
}

/** The report for a caught error (exported for tests). */
export function reportFor({ kind, error, remote }: CaughtError, path: string): ClientErrorReport {
  const name = remote ?? remoteOfStack(error instanceof Error ? error.stack : undefined);
  return {
    kind,
    message: firstLine(error),
    remote: name ?? 'shell',
    // The registry's release this page load runs (its id), else the one its manifest names.
    release: name ? (runningRelease(name) ?? remoteStatuses()[name].release ?? 'unknown') : SHELL_RELEASE,
    route: path,
    // The release registry counts the error against the release this page load runs.
    load: PAGE_LOAD_ID,
  };
}

export function reportClientError(caught: CaughtError): void {
  if (!endpoint || sent >= MAX_REPORTS_PER_PAGE) return;
  const report = reportFor(caught, window.location.pathname);
  const key = `${report.kind}|${report.remote}|${report.message}`;
  const now = Date.now();
  if (now - (lastSent.get(key) ?? -Infinity) < REPEAT_WINDOW_MS) return;
  lastSent.set(key, now);
  sent += 1;
  // keepalive: the report still goes when the error makes the user reload or leave.
  void fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => {
    // The API is unreachable: nothing more to do (and reporting this would loop).
  });
}

/** Promises nobody handled: reported once each, with the remote read from the stack. */
export function reportUnhandledRejections(target: Window = window): void {
  target.addEventListener('unhandledrejection', (event) =>
    reportClientError({ kind: 'unhandled-rejection', error: event.reason }),
  );
}
