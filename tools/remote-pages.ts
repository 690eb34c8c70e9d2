// Which pages each remote exposes to the shell, and the words staff know each page by (its heading).
// The one table both sides are checked against, because the shell and a remote are built and deployed
// apart and nothing else ties them (the federation plugin's type generation, `dts`, is off):
// - the shell's route table may only name these pages, and must route to every one of them
//   (apps/shell/src/app/remoteRoutes.ts, its type and its test);
// - a remote's build fails unless it exposes exactly its pages (tools/remote-exposes.ts, called by
//   tools/remote-rsbuild.ts).
// Plain data with no runtime imports: the shell's bundle reads the titles for its fallback when a
// deployed remote lacks a page.
import type { RemoteName } from './federation';

export const remotePages = {
  projects_mfe: {
    ProjectListPage: 'Project List',
    ProjectFormPage: 'Add / Edit Project',
    CompanyListPage: 'Companies',
    CompanyFormPage: 'Add / Edit Company',
    FeeManagementPage: 'Fee Management',
    PropertyListPage: 'Properties',
  },
  orders_mfe: {
    OrderListPage: 'Orders',
    OrderDetailPage: 'Order Details',
    CancelRequestsPage: 'Cancel Requests',
    OrderReportPage: 'Order Report',
    TransactionsPage: 'Wallet Transactions',
  },
  customers_mfe: {
    CustomerListPage: 'Customers',
    CustomerProfilePage: 'Customer Profile',
    EmployeeListPage: 'Employees',
    EmployeeFormPage: 'Add / Edit Employee',
    RoleListPage: 'Roles',
    ActivityPage: 'Activity',
  },
  config_mfe: {
    ConfigPage: 'Config',
    TemplatesPage: 'Templates',
  },
} as const satisfies Record<RemoteName, Record<string, string>>;

/** The pages of `remote`, by expose name ('OrderReportPage'). */
export type RemotePageName<R extends RemoteName> = Extract<keyof (typeof remotePages)[R], string>;

/** Every page's expose names, for a remote. */
export const pagesOf = (remote: RemoteName): string[] => Object.keys(remotePages[remote]);

/** The words staff know a page by ('Order Report'); the expose name for a page the table lacks. */
export function pageTitle(remote: RemoteName, expose: string): string {
  const pages: Record<string, string> = remotePages[remote];
  return pages[expose] ?? expose;
}
