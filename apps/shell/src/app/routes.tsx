import type { RouteObject } from 'react-router-dom';
import { RemotePage } from '../federation/RemotePage';
import type { RemoteOverrides } from '../federation/overrides';
import { ShellLayout } from '../layout/ShellLayout';
import { NotFoundPage } from './NotFoundPage';
import { remoteRoutes } from './remoteRoutes';
import { RouteErrorPage } from './RouteErrorPage';

/** The shell's route tree: every spec route inside the layout, each page from the remote that owns it. */
export function createRoutes(overrides: RemoteOverrides): RouteObject[] {
  return [
    {
      element: <ShellLayout overrides={overrides} />,
      children: [
        {
          // A pathless route inside the layout, so a routing error keeps the sidebar and top bar.
          errorElement: <RouteErrorPage />,
          children: [
            ...remoteRoutes.map(({ path, remote, expose }) => ({
              path,
              element: <RemotePage key={`${remote}/${expose}`} remote={remote} expose={expose} />,
            })),
            {
              path: '/getting-started',
              lazy: async () => ({ Component: (await import('../features/getting-started/GettingStartedPage')).GettingStartedPage }),
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
