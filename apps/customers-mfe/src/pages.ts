// The pages of customers-mfe: what the shell routes to, gates, offers in its palette and marks in its
// sidebar, built into each release (release.json). A page the remote lists here is exposed by its
// build (src/pages/<Name>.tsx); a details page follows the list that links to it (the bench's tour
// opens it from that list's first row). `nx g @admin/tools:page` adds one.
import type { PageDeclaration } from '@admin/api-client/contract';

export const pages: readonly PageDeclaration[] = [
  {
    path: '/customers',
    expose: './CustomerListPage',
    title: 'Customers',
    permission: 'customers.read',
    section: '/customers',
    tab: { label: 'Customers', order: 1 },
    palette: { screen: { label: 'Customers', keywords: 'kyc users' }, lists: 'customers' },
  },
  {
    path: '/customers-profile/:id',
    expose: './CustomerProfilePage',
    title: 'Customer Profile',
    permission: 'customers.read',
    section: '/customers',
    palette: { record: 'customers' },
  },
  // Staff administration, reached through the section's tabs (the sidebar keeps only the product's links).
  {
    path: '/employee',
    expose: './EmployeeListPage',
    title: 'Employees',
    permission: 'employees.read',
    section: '/customers',
    tab: { label: 'Employees', order: 2 },
    palette: { screen: { label: 'Employees', keywords: 'staff' }, lists: 'employees' },
  },
  {
    path: '/edit-employee/:id',
    expose: './EmployeeFormPage',
    title: 'Add / Edit Employee',
    permission: 'employees.read',
    section: '/customers',
    palette: { record: 'employees' },
  },
  {
    path: '/add-employee',
    expose: './EmployeeFormPage',
    title: 'Add / Edit Employee',
    permission: 'employees.write',
    section: '/customers',
    palette: { actions: [{ label: 'Add employee', permission: 'employees.write', keywords: 'new create staff' }] },
  },
  // Roles describe what staff may do: part of staff administration, next to the employees.
  {
    path: '/roles',
    expose: './RoleListPage',
    title: 'Roles',
    permission: 'employees.read',
    section: '/customers',
    tab: { label: 'Roles', order: 3 },
    palette: { actions: [{ label: 'Manage roles', permission: 'roles.manage', keywords: 'permissions' }] },
  },
  // The whole audit trail (a record's own history shows on its page to whoever may read the record).
  {
    path: '/activity',
    expose: './ActivityPage',
    title: 'Activity',
    permission: 'audit.read',
    section: '/customers',
    tab: { label: 'Activity', order: 4 },
    palette: { screen: { label: 'Activity', keywords: 'audit trail history log who changed' } },
  },
];
