import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastViewport } from '@admin/ui';
import type { RemoteOverrides } from '../federation/overrides';
import { RuntimeConfigProvider } from '../runtime-config/RuntimeConfigContext';
import type { RuntimeConfig } from '../runtime-config/runtimeConfig';
import { GlobalErrorBoundary } from './GlobalErrorBoundary';
import { createRoutes } from './routes';

export function App({ config, overrides }: { config: RuntimeConfig; overrides: RemoteOverrides }) {
  const [router] = useState(() => createBrowserRouter(createRoutes(overrides)));
  return (
    <GlobalErrorBoundary>
      <RuntimeConfigProvider config={config}>
        <RouterProvider router={router} />
        <ToastViewport />
      </RuntimeConfigProvider>
    </GlobalErrorBoundary>
  );
}
