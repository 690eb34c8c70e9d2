// Renders a page of this remote as the shell would: one QueryClient (no retries, so a failure
// shows at once), a router at `url`, the toast viewport. Reads the URL back for filter assertions.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Location } from 'react-router-dom';
import { toast, ToastViewport } from '@admin/ui';

// The kit loads DataTable, dialogs and tooltips on first use: on a loaded machine that can take seconds.
configure({ asyncUtilTimeout: 5000 });

export function renderPage(page: ReactElement, { url, path }: { url: string; path: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
  const seen: { location?: Location } = {};
  function LocationProbe() {
    seen.location = useLocation();
    return null;
  }
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {page}
                <LocationProbe />
              </>
            }
          />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
      <ToastViewport />
    </QueryClientProvider>,
  );
  return {
    ...view,
    client,
    /** The current URL's query, as the page wrote it. */
    search: () => Object.fromEntries(new URLSearchParams(seen.location?.search ?? '')),
    pathname: () => seen.location?.pathname,
  };
}

/** Toasts outlive a test in react-hot-toast's store: clear them between tests. */
export function clearToasts() {
  act(() => toast.remove());
}

export const pager = (totalItems: number, currentPage = 1, pageSize = 10) => ({
  totalItems,
  currentPage,
  pageSize,
  totalPages: Math.ceil(totalItems / pageSize),
  hasMore: currentPage < Math.ceil(totalItems / pageSize),
});

/** An API error as axios gives it, with or without the server's `message`. */
export function apiError(status: number, message?: string) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: message ? { message } : {} },
  });
}
