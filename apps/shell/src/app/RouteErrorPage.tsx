import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from '@admin/ui/router';
import { ErrorPage } from '@admin/ui';
import { reportClientError } from '../observability/client-errors';

const ROUTE_ERROR_TITLE = 'Oops! Something went wrong.';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error))
    return `${error.status} ${error.statusText}${error.data ? `: ${String(error.data)}` : ''}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shown inside the layout when a route fails to load or render (docs/product.md#screens-and-routes). */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    // A 404 of the router is a mistyped address, not a fault.
    if (!isRouteErrorResponse(error)) reportClientError({ kind: 'error-boundary', error });
  }, [error]);
  return (
    <ErrorPage
      title={ROUTE_ERROR_TITLE}
      message={describe(error)}
      actions={<Link to="/">Back to the project list</Link>}
    />
  );
}
