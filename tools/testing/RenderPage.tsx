// Shared by the remotes' page tests: a page inside a data router (forms use its blocker), a fresh
// QueryClient (no retries) and the toast viewport; `location()` reads the router's URL back.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { toast, ToastViewport } from '@admin/ui';

// The kit loads DataTable, dialogs and tooltips on first use: on a machine shared with other builds
// that can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

/** Where a link or a redirect led, outside the page under test. */
function Elsewhere() {
  const location = useLocation();
  return <p>Now at {location.pathname + location.search}</p>;
}

export function renderPage(element: ReactElement, { path, url }: { path: string; url: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastViewport />
    </QueryClientProvider>,
  );
  /** The router's current URL: path and query. */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  /** The current URL's query as an object, as the page wrote it. */
  const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  const pathname = () => router.state.location.pathname;
  return { ...view, router, queryClient, location, search, pathname };
}

/** Toasts outlive a test in react-hot-toast's store: clear them between tests. */
export function clearToasts() {
  act(() => toast.remove());
}

/**
 * The table row holding `text`, once it shows. (Querying rows by accessible name is exact but slow
 * in jsdom for rows full of controls.)
 */
export async function findRow(findText: () => Promise<HTMLElement>): Promise<HTMLTableRowElement> {
  const cell = await findText();
  const row = cell.closest('tr');
  if (!row) throw new Error(`${cell.textContent ?? ''} is not in a table row`);
  return row;
}
