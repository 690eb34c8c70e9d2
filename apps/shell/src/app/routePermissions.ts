import type { Permission } from '@admin/api-client';

/**
 * The permission a role needs to open each remote page: the read permission of what the page
 * shows (the API refuses its list without it). Pages a role may not open are left out of the
 * sidebar and section tabs, and a deep link to one shows "You don't have access to this page".
 * Writing is decided inside the page (disabled controls that say why).
 */
export const ROUTE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  '/': 'projects.read',
  '/add-project': 'projects.read',
  '/edit-project/:id': 'projects.read',
  '/company': 'companies.read',
  '/add-company': 'companies.read',
  '/edit-company/:id': 'companies.read',
  '/fee-management': 'fees.read',
  '/properties': 'projects.read',
  '/orders': 'orders.read',
  '/order-details/:id': 'orders.read',
  '/cancel': 'orders.read',
  '/order-report': 'orders.read',
  '/transactions': 'orders.read',
  '/customers': 'customers.read',
  '/customers-profile/:id': 'customers.read',
  '/employee': 'employees.read',
  '/add-employee': 'employees.read',
  '/edit-employee/:id': 'employees.read',
  // Roles describe what staff may do: part of staff administration, next to the employees.
  '/roles': 'employees.read',
  // The whole audit trail (a record's own history shows on its page to whoever may read the record).
  '/activity': 'audit.read',
  '/config': 'config.read',
  '/templates': 'templates.read',
};

/** Whether a user holding `permissions` may open the page at `path` (a route path of the table; other paths are open). */
export function mayOpen(path: string, permissions: readonly Permission[]): boolean {
  const needed = ROUTE_PERMISSIONS[path];
  return needed === undefined || permissions.includes(needed);
}
