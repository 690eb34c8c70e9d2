import { createRoot, type Root } from 'react-dom/client';
import { configureApiClient, TOKEN_STORAGE_KEYS } from '@admin/api-client';
import { currentUserQuery, queryClient } from '@admin/auth';
import { staffTimeZone } from '@admin/ui/singletons';
import { prefetchOpeningRoute } from './app/prefetchRoute';
import { registerRemoteRoutes, routesOf } from './app/remoteRoutes';
import { App } from './app/App';
import {
  confirmRemoteOverrides,
  takeRemoteOverrides,
  type OverrideDecision,
  type RemoteOverrides,
} from './federation/overrides';
import { prefetchRemoteEntriesWhenIdle } from './federation/prefetch';
import { registerParcelPages } from './federation/parcelMode';
import { registerAppRemotes } from './federation/remoteLoader';
import { configureClientErrorReports, reportUnhandledRejections } from './observability/clientErrors';
import { loadRuntimeConfig } from './runtime-config/runtimeConfig';
import { StartupErrorPage } from './runtime-config/StartupErrorPage';
import { toastWhenSessionExpires } from './features/sign-in/sessionExpiredToast';
import { assignedReleases } from './startup/assignedRelease';
import { fetchEarly } from './startup/earlyFetches';

/**
 * A QA override that needs a decision (or was refused) is settled before any remote is registered.
 * The dialog is its own chunk: almost no page load needs it.
 */
async function settleOverrides(root: Root, decision: OverrideDecision): Promise<RemoteOverrides> {
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

const manifestsOf = (releases: ReturnType<typeof assignedReleases>): RemoteOverrides =>
  Object.fromEntries(Object.entries(releases).map(([remote, release]) => [remote, release.manifest]));

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
    const decision = takeRemoteOverrides(
      window.location,
      window.history,
      window.localStorage,
      config.remoteOverrideOrigins,
    );
    const overrides = await settleOverrides(root, decision);
    // One release of each remote for this page load, as the early preload chose it: its code and the
    // pages it declares (the router, the palette, the gates and the sidebar are composed from them).
    const releases = assignedReleases(config);
    registerAppRemotes({ ...config.remotes, ...manifestsOf(releases), ...overrides });
    registerRemoteRoutes(routesOf(releases));
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
