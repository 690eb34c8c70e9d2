// Renders a page as the shell would: a data router (forms use its blocker), a fresh query cache and
// the toast viewport, so tests see what a user sees.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { Paged } from '@admin/api-client';
import { ToastViewport } from '@admin/ui';

// A machine shared with other builds can take more than the default second to settle a query.
configure({ asyncUtilTimeout: 5000 });

function Elsewhere() {
  const location = useLocation();
  return <p>Now at {location.pathname + location.search}</p>;
}

export function renderPage(page: ReactElement, { url = '/', path = '/' }: { url?: string; path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: page },
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
  return { ...view, router, queryClient };
}

/** One page of `items` as the typed calls resolve it. */
export function paged<T>(items: T[], totalItems = items.length): Paged<T> {
  return { items, pager: { totalItems, currentPage: 1, pageSize: 10, totalPages: Math.ceil(totalItems / 10), hasMore: totalItems > 10 } };
}

/** A call that never answers: the screen stays in its loading state. */
export const never = <T,>() => new Promise<T>(() => undefined);

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
