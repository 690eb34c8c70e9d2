import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastViewport } from '@admin/ui';
import type { RemoteOverrides } from '../federation/overrides';
import { GlobalErrorBoundary } from './GlobalErrorBoundary';
import { createRoutes } from './routes';

export function App({ overrides }: { overrides: RemoteOverrides }) {
  const [router] = useState(() => createBrowserRouter(createRoutes(overrides)));
  return (
    <GlobalErrorBoundary>
      <RouterProvider router={router} />
      <ToastViewport />
    </GlobalErrorBoundary>
  );
}
