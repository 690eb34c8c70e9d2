import type { RemotePageName } from '@admin/tools/remote-pages';
import type { RemoteName } from '../federation/remotes';

/**
 * A route served by a remote: the page must be one of that remote's pages in tools/remote-pages.ts,
 * the table each remote's build checks its exposes against (docs/architecture.md).
 */
export type RemoteRoute = {
  [R in RemoteName]: {
    /** React Router path of a route of the product's route table. */
    path: string;
    remote: R;
    /** The page module the remote exposes for it. */
    expose: RemotePageName<R>;
  };
}[RemoteName];

/**
 * Which remote serves each route of the product (docs/product.md#screens-and-routes). The shell
 * knows routes, not URLs: a remote's location comes from the runtime config, so a remote can be
 * redeployed with new page content without touching the shell. Every page of tools/remote-pages.ts
 * has a route here (remoteRoutes.test.ts).
 */
export const remoteRoutes: RemoteRoute[] = [
  { path: '/', remote: 'projects_mfe', expose: 'ProjectListPage' },
  { path: '/add-project', remote: 'projects_mfe', expose: 'ProjectFormPage' },
  { path: '/edit-project/:id', remote: 'projects_mfe', expose: 'ProjectFormPage' },
  { path: '/company', remote: 'projects_mfe', expose: 'CompanyListPage' },
  { path: '/add-company', remote: 'projects_mfe', expose: 'CompanyFormPage' },
  { path: '/edit-company/:id', remote: 'projects_mfe', expose: 'CompanyFormPage' },
  { path: '/fee-management', remote: 'projects_mfe', expose: 'FeeManagementPage' },
  // Screens without a route of their own in the product (paths ours): reached through each section's tabs, not the sidebar.
  { path: '/properties', remote: 'projects_mfe', expose: 'PropertyListPage' },
  { path: '/orders', remote: 'orders_mfe', expose: 'OrderListPage' },
  { path: '/order-details/:id', remote: 'orders_mfe', expose: 'OrderDetailPage' },
  { path: '/cancel', remote: 'orders_mfe', expose: 'CancelRequestsPage' },
  { path: '/order-report', remote: 'orders_mfe', expose: 'OrderReportPage' },
  { path: '/transactions', remote: 'orders_mfe', expose: 'TransactionsPage' },
  { path: '/customers', remote: 'customers_mfe', expose: 'CustomerListPage' },
  { path: '/customers-profile/:id', remote: 'customers_mfe', expose: 'CustomerProfilePage' },
  { path: '/employee', remote: 'customers_mfe', expose: 'EmployeeListPage' },
  { path: '/add-employee', remote: 'customers_mfe', expose: 'EmployeeFormPage' },
  { path: '/edit-employee/:id', remote: 'customers_mfe', expose: 'EmployeeFormPage' },
  { path: '/roles', remote: 'customers_mfe', expose: 'RoleListPage' },
  { path: '/activity', remote: 'customers_mfe', expose: 'ActivityPage' },
  { path: '/config', remote: 'config_mfe', expose: 'ConfigPage' },
  { path: '/templates', remote: 'config_mfe', expose: 'TemplatesPage' },
];

/** A path segment decoded, or as it is when it is not valid percent-encoding ('%E0'). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The parameters of `pathname` if it is a URL of the route `pattern` ('/edit-project/:id' and
 * '/edit-project/7' give `{ id: '7' }`; a route without parameters gives `{}`), else undefined.
 */
export function routeParams(pattern: string, pathname: string): Record<string, string> | undefined {
  if (pattern === '/') return pathname === '/' ? {} : undefined;
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (!segment.startsWith(':')) {
      if (segment !== have[i]) return undefined;
    } else if (have[i] === '') return undefined;
    else params[segment.slice(1)] = decodeSegment(have[i]!);
  }
  return params;
}

/** Whether `pathname` is a URL of the route `pattern` ('/edit-project/:id' matches '/edit-project/7'). */
export const matchesRoute = (pattern: string, pathname: string): boolean =>
  routeParams(pattern, pathname) !== undefined;

/** The remote route a URL opens, if a remote serves it. */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  return remoteRoutes.find((route) => matchesRoute(route.path, pathname));
}
