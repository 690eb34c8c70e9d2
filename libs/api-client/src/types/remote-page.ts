/**
 * What a remote's exposed page module may offer the shell besides its component (the default export).
 * The shell loads the module before the route renders, then calls `prefetch` at once, so the page's
 * first API calls start while React renders it rather than after its first commit.
 */
export interface RemotePageRoute {
  /** The URL's search parameters, as the page will read them. */
  searchParams: URLSearchParams;
  /** The route's parameters, e.g. `{ id: '42' }` for /edit-project/:id. */
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * Starts the page's first queries into the shared query cache (the same keys and calls as its hooks,
 * so nothing is fetched twice); data is never awaited. It may return a promise of code its first
 * render needs (a lazy view it opens on): the shell renders the page once that has settled. Called
 * only for a user who may open the page.
 */
export type RemotePagePrefetch = (route: RemotePageRoute) => void | Promise<unknown>;
