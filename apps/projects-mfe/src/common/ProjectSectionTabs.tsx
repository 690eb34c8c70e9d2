import type { Permission } from '@admin/api-client';
import { usePermission } from '@admin/auth';
import { SectionTabs } from '@admin/ui';

/** The tabs at the top of the project pages (the sidebar keeps only the spec's "Project List"). */
const PROJECT_SECTION_LINKS: readonly { to: string; label: string; permission: Permission }[] = [
  { to: '/', label: 'Project List', permission: 'projects.read' },
  { to: '/properties', label: 'Properties', permission: 'projects.read' },
  { to: '/fee-management', label: 'Fee management', permission: 'fees.read' },
];

/** Each tab only for roles that may open it (the shell asks the same permissions of the pages). */
export function ProjectSectionTabs() {
  const held: Partial<Record<Permission, boolean>> = {
    'projects.read': usePermission('projects.read'),
    'fees.read': usePermission('fees.read'),
  };
  return <SectionTabs label="Project sections" links={PROJECT_SECTION_LINKS.filter((link) => held[link.permission])} />;
}
