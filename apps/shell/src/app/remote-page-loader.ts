import type { Permission } from '@admin/api-client';
import { tokenStore } from '@admin/api-client';
import { currentUserQuery, queryClient } from '@admin/auth';
import { isParcelPage } from '../federation/parcel-mode';
import { loadRemotePage, type PageModule } from '../federation/remote-loader';
import { remoteMoved } from '../federation/running-releases';
import type { RemoteRoute } from './remote-routes';

export interface RemotePageLoaderArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * Starts the page's own first queries once we know the user may open it (else they would only be
 * refused), and resolves once the code its first render needs has loaded, whether or not that worked.
 */
async function startPrefetch(
  page: PageModule,
  permission: Permission | undefined,
  { request, params }: RemotePageLoaderArgs,
): Promise<void> {
  const prefetch = page.prefetch;
  if (!prefetch) return;
  try {
    const user = await queryClient.ensureQueryData(currentUserQuery);
    if (!permission || user.permissions.includes(permission))
      await prefetch({ searchParams: new URL(request.url).searchParams, params });
  } catch {
    // Who is signed in is unknown, or a view's code did not load: the page's own hooks, its lazy
    // views and PermissionGate take it from there.
  }
}

/**
 * How long a navigation waits for the page's code. Past it the route renders anyway and RemotePage
 * shows its spinner (then the remote's fallback if it fails): a slow or unreachable remote must not
 * leave the previous page on screen with no sign of the click.
 */
export const LOADER_WAIT_MS = 500;

/**
 * The route's loader: loads the remote page before the route renders (the navigation waits, the
 * previous page stays), so RemotePage renders it at once instead of behind a Suspense fallback,
 * and starts the page's first queries beside that render (waiting only for the code they name), all
 * within LOADER_WAIT_MS. A failed load is left to RemotePage, which shows the remote's fallback with
 * Retry. Signed out, nothing is fetched: the guard redirects.
 */
export async function loadRemoteRoute(
  route: RemoteRoute,
  permission: Permission | undefined,
  args: RemotePageLoaderArgs,
): Promise<null> {
  if (isParcelPage(route.remote, route.expose) || tokenStore.getAccessToken() === null) return null;
  if (remoteMoved(route.remote)) {
    // Its release moved (a promote, a rollback, a stopped canary): one page load never runs two
    // releases of a remote, so the target URL is loaded afresh and runs the new one. The previous
    // page stays until the browser leaves it.
    window.location.assign(args.request.url);
    return new Promise<null>(() => undefined);
  }
  const ready = loadRemotePage(route.remote, route.expose)
    .then((page) => startPrefetch(page, permission, args))
    // RemotePage reads the same failed load and shows the fallback.
    .catch(() => undefined);
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, LOADER_WAIT_MS))]);
  return null;
}

/**
 * Search and hash changes inside a page are the page's own business: only a new path loads again.
 * When the remote's release moved, a click on the link of the page already on screen (the same URL,
 * or the page's bare path as the sidebar and palette link it) loads it again, so that click brings the
 * new release; a filter changed inside the page still does not.
 */
export function remoteRouteShouldReload(
  { currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL },
  releaseMoved = false,
): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return true;
  return releaseMoved && (currentUrl.href === nextUrl.href || nextUrl.search === '');
}
