import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from '@admin/ui/router';
import { QueryProvider, RuntimeConfigProvider } from '@admin/auth';
import { ToastViewport } from '@admin/ui';
import type { RemoteOverrides } from '../federation/overrides';
import type { ShellRuntimeConfig } from '../runtime-config/runtime-config';
import { GlobalErrorBoundary } from './GlobalErrorBoundary';
import { remoteRoutes } from './remote-routes';
import { createRoutes } from './Routes';

export function App({ config, overrides }: { config: ShellRuntimeConfig; overrides: RemoteOverrides }) {
  const [router] = useState(() => createBrowserRouter(createRoutes(overrides, remoteRoutes())));
  return (
    <GlobalErrorBoundary>
      <RuntimeConfigProvider config={config}>
        <QueryProvider>
          <RouterProvider router={router} />
        </QueryProvider>
        <ToastViewport />
      </RuntimeConfigProvider>
    </GlobalErrorBoundary>
  );
}
