import type { Permission, SearchKind } from '@admin/api-client';

/**
 * What the command palette knows about the suite, in one table as the sidebar's links are
 * (layout/navLinks.ts): where each kind of record opens, and the screens and actions it offers,
 * each with the permission it needs (none: any staff). The remotes know nothing of the palette.
 */
export const recordKinds: Readonly<
  Record<SearchKind, { group: string; route: (id: number) => string; permission: Permission }>
> = {
  customers: { group: 'Customers', route: (id) => `/customers-profile/${id}`, permission: 'customers.read' },
  orders: { group: 'Orders', route: (id) => `/order-details/${id}`, permission: 'orders.read' },
  projects: { group: 'Projects', route: (id) => `/edit-project/${id}`, permission: 'projects.read' },
  companies: { group: 'Companies', route: (id) => `/edit-company/${id}`, permission: 'companies.read' },
  employees: { group: 'Employees', route: (id) => `/edit-employee/${id}`, permission: 'employees.read' },
};

export interface PaletteLink {
  label: string;
  to: string;
  permission?: Permission;
  /** Other words that find it ("new" for "Add …"). */
  keywords?: string;
}

/** Things to do: each needs the permission that doing it needs, not just seeing its screen. */
export const paletteActions: readonly PaletteLink[] = [
  { label: 'Add project', to: '/add-project', permission: 'projects.write', keywords: 'new create property' },
  { label: 'Add company', to: '/add-company', permission: 'companies.write', keywords: 'new create' },
  { label: 'Add employee', to: '/add-employee', permission: 'employees.write', keywords: 'new create staff' },
  {
    label: 'Cancel requests: pending',
    to: '/cancel?status=Pending',
    permission: 'cancel.decide',
    keywords: 'refund decide approve reject',
  },
  { label: 'Manage fees', to: '/fee-management', permission: 'fees.write', keywords: 'percentage' },
  { label: 'Manage roles', to: '/roles', permission: 'roles.manage', keywords: 'permissions' },
];

/** Screens to go to, in the sidebar's order, then the ones reached through each section's tabs. */
export const paletteScreens: readonly PaletteLink[] = [
  { label: 'Project List', to: '/', permission: 'projects.read', keywords: 'properties' },
  { label: 'Companies', to: '/company', permission: 'companies.read' },
  { label: 'Customers', to: '/customers', permission: 'customers.read', keywords: 'kyc users' },
  { label: 'Orders', to: '/orders', permission: 'orders.read' },
  { label: 'Cancel Requests', to: '/cancel', permission: 'orders.read' },
  { label: 'Templates', to: '/templates', permission: 'templates.read' },
  { label: 'Config', to: '/config', permission: 'config.read', keywords: 'settings partners' },
  { label: 'Order report', to: '/order-report', permission: 'orders.read' },
  { label: 'Transactions', to: '/transactions', permission: 'orders.read', keywords: 'wallet payments' },
  { label: 'Employees', to: '/employee', permission: 'employees.read', keywords: 'staff' },
  { label: 'Fee management', to: '/fee-management', permission: 'fees.read' },
  { label: 'Activity', to: '/activity', permission: 'audit.read', keywords: 'audit trail history log who changed' },
  { label: 'Profile', to: '/profile', keywords: 'account sessions' },
  { label: 'Getting started', to: '/getting-started', keywords: 'documentation help' },
];
