import { sectionTabs } from '@admin/api-client/contract';
import { usePermissions } from '@admin/auth';
import { SectionTabs } from '@admin/ui';
import { pages } from '../pages';

/**
 * The tabs at the top of the project pages (the sidebar keeps only the spec's "Project List"): the pages
 * this remote declares under it with a tab (src/pages.ts), each only for roles that may open it.
 */
export function ProjectSectionTabs() {
  return <SectionTabs label="Project sections" links={sectionTabs(pages, '/', usePermissions())} />;
}
