import type { SectionLink } from '@admin/ui';

/** The tabs at the top of the project pages (the sidebar keeps only the spec's "Project List"). */
export const PROJECT_SECTION_LINKS: readonly SectionLink[] = [
  { to: '/', label: 'Project List' },
  { to: '/properties', label: 'Properties' },
  { to: '/fee-management', label: 'Fee management' },
];
