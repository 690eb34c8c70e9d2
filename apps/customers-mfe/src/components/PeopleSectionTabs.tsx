import { SectionTabs } from '@admin/ui';

/** The section's tabs (the sidebar keeps only the spec's links, so Employees and Roles are reached here). */
const LINKS = [
  { to: '/customers', label: 'Customers' },
  { to: '/employee', label: 'Employees' },
  { to: '/roles', label: 'Roles' },
] as const;

export function PeopleSectionTabs() {
  return <SectionTabs label="Customers, employees and roles" links={LINKS} />;
}
