import type { Permission } from '@admin/api-client';
import { usePermission } from '@admin/auth';
import { SectionTabs } from '@admin/ui';

/**
 * The section's tabs (the sidebar keeps only the spec's links, so Employees, Roles and Activity are reached here),
 * each shown only to roles that may open it: the same permissions the shell asks of the pages.
 */
const LINKS: readonly { to: string; label: string; permission: Permission }[] = [
  { to: '/customers', label: 'Customers', permission: 'customers.read' },
  { to: '/employee', label: 'Employees', permission: 'employees.read' },
  { to: '/roles', label: 'Roles', permission: 'employees.read' },
  // The whole audit trail: who did what to customers, staff and every other record.
  { to: '/activity', label: 'Activity', permission: 'audit.read' },
];

export function PeopleSectionTabs() {
  const held: Partial<Record<Permission, boolean>> = {
    'customers.read': usePermission('customers.read'),
    'employees.read': usePermission('employees.read'),
    'audit.read': usePermission('audit.read'),
  };
  return <SectionTabs label="Customers, employees and roles" links={LINKS.filter((link) => held[link.permission])} />;
}
