import type { Permission } from '@admin/api-client';

/** What each permission lets a holder do, in the words of the screens, grouped by area. */
export const PERMISSION_GROUPS: readonly { area: string; permissions: readonly { name: Permission; label: string }[] }[] = [
  { area: 'Projects', permissions: [{ name: 'projects.read', label: 'See projects' }, { name: 'projects.write', label: 'Create and edit projects' }] },
  { area: 'Companies', permissions: [{ name: 'companies.read', label: 'See companies' }, { name: 'companies.write', label: 'Create and edit companies' }] },
  { area: 'Fees', permissions: [{ name: 'fees.read', label: 'See fees' }, { name: 'fees.write', label: 'Manage fees' }] },
  {
    area: 'Orders',
    permissions: [
      { name: 'orders.read', label: 'See orders' },
      { name: 'orders.write', label: 'Change orders (status, documents, payment, times)' },
      { name: 'cancel.decide', label: 'Approve or reject cancel requests' },
    ],
  },
  {
    area: 'Customers',
    permissions: [
      { name: 'customers.read', label: 'See customers' },
      { name: 'customers.write', label: 'Edit and deactivate customers, add comments' },
      { name: 'customers.reveal', label: 'See PAN and bank details unmasked' },
      { name: 'kyc.decide', label: 'Approve or reject KYC verifications' },
    ],
  },
  {
    area: 'Employees and roles',
    permissions: [
      { name: 'employees.read', label: 'See employees and roles' },
      { name: 'employees.write', label: 'Add, edit and delete employees' },
      { name: 'roles.manage', label: 'Create and edit roles and their permissions' },
    ],
  },
  { area: 'Configuration', permissions: [{ name: 'config.read', label: 'See configuration' }, { name: 'config.write', label: 'Change configuration' }] },
  { area: 'Templates', permissions: [{ name: 'templates.read', label: 'See templates' }, { name: 'templates.write', label: 'Manage templates' }] },
  { area: 'Activity', permissions: [{ name: 'audit.read', label: 'See the activity of every record and person' }] },
];

export const PERMISSION_LABELS = Object.fromEntries(PERMISSION_GROUPS.flatMap((g) => g.permissions.map((p) => [p.name, p.label]))) as Record<Permission, string>;
