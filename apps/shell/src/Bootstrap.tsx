import { createRoot, type Root } from 'react-dom/client';
import { configureApiClient, TOKEN_STORAGE_KEYS } from '@admin/api-client';
import { currentUserQuery, queryClient } from '@admin/auth';
import { staffTimeZone } from '@admin/ui/singletons';
import { prefetchOpeningRoute } from './app/prefetch-route';
import { registerRemoteRoutes, routesOf } from './app/remote-routes';
import { App } from './app/App';
import type { RemoteOverrides } from './federation/overrides';
import { overridesAsked } from './federation/overrides-asked';
import { afterFirstScreen, prefetchRemoteEntriesWhenIdle } from './federation/prefetch';
import { registerParcelPages } from './federation/parcel-mode';
import { registerAppRemotes } from './federation/remote-loader';
import { setRunningReleases } from './federation/running-releases';
import { REMOTE_NAMES, type RemoteName } from './federation/remotes';
import type { Assignment } from './startup/assigned-release';
import { configureClientErrorReports, reportUnhandledRejections } from './observability/client-errors';
import { loadRuntimeConfig, type ShellRuntimeConfig } from './runtime-config/runtime-config';
import { StartupErrorPage } from './runtime-config/StartupErrorPage';
import { toastWhenSessionExpires } from './features/sign-in/session-expired-toast';
import { fetchEarly, takeAssignments } from './startup/early-fetches';

/**
 * This page load's QA overrides, settled before any remote is registered. The code that decides them
 * is its own chunk, fetched only when the URL or storage names one (almost no page load does); the
 * confirmation dialog is another, fetched only when an override needs a decision or was refused.
 */
async function settleOverrides(
  root: Root,
  allowedOrigins: ShellRuntimeConfig['remoteOverrideOrigins'],
): Promise<RemoteOverrides> {
  if (!overridesAsked(window.location.search, window.localStorage)) return {};
  const { confirmRemoteOverrides, takeRemoteOverrides } = await import('./federation/overrides');
  const decision = takeRemoteOverrides(window.location, window.history, window.localStorage, allowedOrigins);
  if (decision.pending.length === 0 && decision.refused.length === 0) return decision.active;
  const { OverrideGate } = await import('./federation/OverrideGate');
  return new Promise((resolve) => {
    const done = (accepted: boolean) =>
      resolve(
        accepted
          ? { ...decision.active, ...confirmRemoteOverrides(window.localStorage, decision.pending) }
          : decision.active,
      );
    root.render(<OverrideGate pending={decision.pending} refused={decision.refused} onDone={done} />);
  });
}

function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEYS.accessToken) !== null;
  } catch {
    return false;
  }
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig(fetchEarly);
    configureApiClient({ baseURL: config.apiBaseUrl, timeZone: staffTimeZone.get });
    toastWhenSessionExpires();
    configureClientErrorReports(config.apiBaseUrl);
    reportUnhandledRejections();
    const overrides = await settleOverrides(root, config.remoteOverrideOrigins);
    // One release of each remote for this page load: the registry's assignment for the signed-in
    // person (a canary or the live one), else the document's manifest; a QA override wins.
    // The cohort is the start's decision (made from the document as it arrived); the release is the
    // validated document's: the live one served from `remotes` (the security policy's source), a
    // canary only when validation kept it.
    const early = await takeAssignments();
    const assignments: Record<string, Assignment> = {};
    for (const name of REMOTE_NAMES) {
      const { live, canary } = config.apps[name];
      assignments[name] = early[name]?.cohort === 'canary' && canary ? early[name] : { ...live, cohort: 'live' };
    }
    const manifests = { ...config.remotes };
    for (const [name, assignment] of Object.entries(assignments)) manifests[name as RemoteName] = assignment.manifest;
    registerAppRemotes({ ...manifests, ...overrides }, assignments);
    // The routes, the palette, the gates and the sidebar are composed from the pages of these releases.
    registerRemoteRoutes(routesOf(assignments));
    setRunningReleases({ ...manifests, ...overrides }, assignments);
    // The beacon and the minute re-check: their own chunk, once the first screen is on (a page load
    // that reports an error before then is counted by its report).
    const overridden = new Set(Object.keys(overrides) as RemoteName[]);
    afterFirstScreen(() => {
      void import('./federation/release-checks').then(({ startReleaseChecks }) =>
        startReleaseChecks(config.apiBaseUrl, overridden),
      );
    });
    registerParcelPages(config.parcels);
    // A stored session will open the page in the URL: ask who is signed in and start the page's
    // route (its remote, then its first queries) now, beside the shell's render, rather than once the
    // router runs. The route's loader then finds both under way.
    if (hasStoredSession()) {
      void queryClient.prefetchQuery(currentUserQuery);
      prefetchOpeningRoute(window.location);
    }
    root.render(<App config={config} overrides={overrides} />);
    prefetchRemoteEntriesWhenIdle();
  } catch (error) {
    console.error('[startup] the back-office cannot start:', error);
    root.render(<StartupErrorPage error={error} />);
  }
}

void start();
