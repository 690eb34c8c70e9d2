import type { RouteObject } from '@admin/ui/router';
import { RemotePage, RemotePageSpinner } from '../federation/RemotePage';
import type { RemoteOverrides } from '../federation/overrides';
import { remoteMoved } from '../federation/running-releases';
import { SignedInArea } from '../features/sign-in/SignedInArea';
import { ShellLayout } from '../layout/ShellLayout';
import { PermissionGate } from './PermissionGate';
import { prefetchRoute } from './prefetch-route';
import { loadRemoteRoute, remoteRouteShouldReload } from './remote-page-loader';
import type { RemoteRoute } from './remote-routes';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * The shell's route tree: /sign-in outside the layout; every other route inside the layout, behind
 * the route guard (SignedInArea): the shell's own pages, and each page the remotes' releases declare
 * (`remoteRoutes`), from the remote that declares it, shown to the roles its declaration names (PermissionGate).
 */
export function createRoutes(overrides: RemoteOverrides, remoteRoutes: readonly RemoteRoute[]): RouteObject[] {
  const shellLayout: RouteObject = {
    element: <ShellLayout overrides={overrides} onLinkIntent={prefetchRoute} />,
    children: [
      {
        // A pathless route inside the layout, so a routing error keeps the sidebar and top bar.
        errorElement: <RouteErrorPage />,
        children: [
          ...remoteRoutes.map((route) => ({
            path: route.path,
            loader: (args: Parameters<typeof loadRemoteRoute>[2]) => loadRemoteRoute(route, route.permission, args),
            shouldRevalidate: (args: Parameters<typeof remoteRouteShouldReload>[0]) =>
              remoteRouteShouldReload(args, remoteMoved(route.remote)),
            hydrateFallbackElement: <RemotePageSpinner remote={route.remote} />,
            element: (
              <PermissionGate permission={route.permission}>
                <RemotePage key={`${route.remote}/${route.expose}`} remote={route.remote} expose={route.expose} />
              </PermissionGate>
            ),
          })),
          {
            path: '/profile',
            lazy: async () => ({ Component: (await import('../features/profile/ProfilePage')).ProfilePage }),
          },
          {
            path: '/profile/sessions',
            lazy: async () => ({ Component: (await import('../features/profile/SessionsPage')).SessionsPage }),
          },
          {
            path: '/getting-started',
            lazy: async () => ({
              Component: (await import('../features/getting-started/GettingStartedPage')).GettingStartedPage,
            }),
          },
          {
            // For operators (system.read): linked from the footer only.
            path: '/system-status',
            lazy: async () => {
              const { SystemStatusPage } = await import('../features/system-status/SystemStatusPage');
              return {
                element: (
                  <PermissionGate permission="system.read">
                    <SystemStatusPage />
                  </PermissionGate>
                ),
              };
            },
          },
          {
            // The release registry (releases.manage): linked from the footer beside the status page.
            path: '/releases',
            lazy: async () => {
              const { ReleasesPage } = await import('../features/releases/ReleasesPage');
              return {
                element: (
                  <PermissionGate permission="releases.manage">
                    <ReleasesPage />
                  </PermissionGate>
                ),
              };
            },
          },
          { path: '*', lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }) },
        ],
      },
    ],
  };
  return [
    {
      path: '/sign-in',
      errorElement: <RouteErrorPage />,
      lazy: async () => ({ Component: (await import('../features/sign-in/SignInPage')).SignInPage }),
    },
    { element: <SignedInArea />, children: [shellLayout] },
  ];
}
