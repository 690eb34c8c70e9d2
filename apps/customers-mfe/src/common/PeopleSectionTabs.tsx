import { sectionTabs } from '@admin/api-client/contract';
import { usePermissions } from '@admin/auth';
import { SectionTabs } from '@admin/ui';
import { pages } from '../pages';

/**
 * The section's tabs (the sidebar keeps only the spec's links, so Employees, Roles and Activity are reached
 * here): the pages this remote declares under Customers with a tab (src/pages.ts), each shown only to
 * roles that may open it, by the permission the shell asks of the page.
 */
export function PeopleSectionTabs() {
  return (
    <SectionTabs label="Customers, employees and roles" links={sectionTabs(pages, '/customers', usePermissions())} />
  );
}
