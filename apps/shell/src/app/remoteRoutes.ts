import type { RemoteName } from '../federation/remotes';

export interface RemoteRoute {
  /** React Router path of a route of the spec's route table. */
  path: string;
  remote: RemoteName;
  /** The page module the remote exposes for it. */
  expose: string;
}

/**
 * Which remote serves each route of the spec (ownership as in docs/architecture.md, "the brief in short"). The shell
 * knows routes, not URLs: a remote's location comes from the runtime config, so a remote can be
 * redeployed with new page content without touching the shell.
 */
export const remoteRoutes: RemoteRoute[] = [
  { path: '/', remote: 'projects_mfe', expose: 'ProjectListPage' },
  { path: '/add-project', remote: 'projects_mfe', expose: 'ProjectFormPage' },
  { path: '/edit-project/:id', remote: 'projects_mfe', expose: 'ProjectFormPage' },
  { path: '/company', remote: 'projects_mfe', expose: 'CompanyListPage' },
  { path: '/add-company', remote: 'projects_mfe', expose: 'CompanyFormPage' },
  { path: '/edit-company/:id', remote: 'projects_mfe', expose: 'CompanyFormPage' },
  { path: '/fee-management', remote: 'projects_mfe', expose: 'FeeManagementPage' },
  // Implied screens of docs/product.md#screens-and-routes (paths ours): reached through each section's tabs, not the sidebar.
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
  { path: '/config', remote: 'config_mfe', expose: 'ConfigPage' },
  { path: '/templates', remote: 'config_mfe', expose: 'TemplatesPage' },
];
