// Test data: releases of the four remotes as the runtime config carries them (apps.<container>.live),
// with pages shaped like theirs. The shell knows no remote's pages of its own: its tests compose the
// router, palette, gates and sidebar from these, as it does from a deployment's runtime config.
import type { AppRelease, PageDeclaration } from '@admin/api-client/contract';
import { routesOf, type RemoteRoute } from '../app/remote-routes';
import type { RemoteName } from '../federation/remotes';

const page = (declaration: PageDeclaration) => declaration;

export const testPages: Record<RemoteName, PageDeclaration[]> = {
  projects_mfe: [
    page({
      path: '/',
      expose: './ProjectListPage',
      title: 'Project List',
      permission: 'projects.read',
      section: '/',
      tab: { label: 'Project List', order: 1 },
      palette: { screen: { label: 'Project List', keywords: 'properties' }, lists: 'projects' },
    }),
    page({
      path: '/edit-project/:id',
      expose: './ProjectFormPage',
      title: 'Add / Edit Project',
      permission: 'projects.read',
      section: '/',
      palette: { record: 'projects' },
    }),
    page({
      path: '/add-project',
      expose: './ProjectFormPage',
      title: 'Add / Edit Project',
      permission: 'projects.read',
      section: '/',
      palette: { actions: [{ label: 'Add project', permission: 'projects.write', keywords: 'new create property' }] },
    }),
    page({
      path: '/company',
      expose: './CompanyListPage',
      title: 'Companies',
      permission: 'companies.read',
      section: '/company',
      palette: { screen: { label: 'Companies' } },
    }),
    page({
      path: '/fee-management',
      expose: './FeeManagementPage',
      title: 'Fee Management',
      permission: 'fees.read',
      section: '/',
      tab: { label: 'Fee management', order: 3 },
      palette: { screen: { label: 'Fee management' } },
    }),
  ],
  orders_mfe: [
    page({
      path: '/orders',
      expose: './OrderListPage',
      title: 'Orders',
      permission: 'orders.read',
      section: '/orders',
      tab: { label: 'Orders', order: 1 },
      palette: { screen: { label: 'Orders' } },
    }),
    page({
      path: '/order-details/:id',
      expose: './OrderDetailPage',
      title: 'Order Details',
      permission: 'orders.read',
      section: '/orders',
      palette: { record: 'orders' },
    }),
    page({
      path: '/cancel',
      expose: './CancelRequestsPage',
      title: 'Cancel Requests',
      permission: 'orders.read',
      section: '/cancel',
      palette: {
        screen: { label: 'Cancel Requests' },
        actions: [{ label: 'Cancel requests: pending', search: '?status=Pending', permission: 'cancel.decide' }],
      },
    }),
    page({
      path: '/order-report',
      expose: './OrderReportPage',
      title: 'Order Report',
      permission: 'orders.read',
      section: '/orders',
      tab: { label: 'Order report', order: 2 },
      palette: { screen: { label: 'Order report' } },
    }),
  ],
  customers_mfe: [
    page({
      path: '/customers',
      expose: './CustomerListPage',
      title: 'Customers',
      permission: 'customers.read',
      section: '/customers',
      tab: { label: 'Customers', order: 1 },
      palette: { screen: { label: 'Customers', keywords: 'kyc users' }, lists: 'customers' },
    }),
    page({
      path: '/customers-profile/:id',
      expose: './CustomerProfilePage',
      title: 'Customer Profile',
      permission: 'customers.read',
      section: '/customers',
      palette: { record: 'customers' },
    }),
    page({
      path: '/employee',
      expose: './EmployeeListPage',
      title: 'Employees',
      permission: 'employees.read',
      section: '/customers',
      tab: { label: 'Employees', order: 2 },
      palette: { screen: { label: 'Employees', keywords: 'staff' } },
    }),
    page({
      path: '/activity',
      expose: './ActivityPage',
      title: 'Activity',
      permission: 'audit.read',
      section: '/customers',
      tab: { label: 'Activity', order: 4 },
    }),
  ],
  config_mfe: [
    page({
      path: '/config',
      expose: './ConfigPage',
      title: 'Config',
      permission: 'config.read',
      section: '/config',
      palette: { screen: { label: 'Config', keywords: 'settings partners' } },
    }),
    page({
      path: '/templates',
      expose: './TemplatesPage',
      title: 'Templates',
      permission: 'templates.read',
      section: '/templates',
      palette: { screen: { label: 'Templates' } },
    }),
  ],
};

/** The live releases of `testPages`, each at a manifest on its own port. */
export const testApps = (): Record<RemoteName, { live: AppRelease }> =>
  Object.fromEntries(
    Object.entries(testPages).map(([remote, pages], index) => [
      remote,
      { live: { release: 'test', manifest: `http://localhost:${4201 + index}/mf-manifest.json`, pages } },
    ]),
  ) as Record<RemoteName, { live: AppRelease }>;

/** The routes the shell composes from releases declaring `pages`. */
export const routesFrom = (pages: Partial<Record<RemoteName, readonly PageDeclaration[]>>): RemoteRoute[] =>
  routesOf(Object.fromEntries(Object.entries(pages).map(([remote, declared]) => [remote, { pages: declared }])));

/** The routes the shell composes from `testPages`. */
export const testRoutes = (): RemoteRoute[] => routesFrom(testPages);
