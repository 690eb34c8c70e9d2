// The pages of projects-mfe: what the shell routes to, gates, offers in its palette and marks in its
// sidebar, built into each release (release.json). A page the remote lists here is exposed by its
// build (src/pages/<Name>.tsx); a details page follows the list that links to it (the bench's tour
// opens it from that list's first row). `nx g @admin/tools:page` adds one.
import type { PageDeclaration } from '@admin/api-client/contract';

export const pages: readonly PageDeclaration[] = [
  {
    path: '/',
    expose: './ProjectListPage',
    title: 'Project List',
    permission: 'projects.read',
    section: '/',
    tab: { label: 'Project List', order: 1 },
    palette: { screen: { label: 'Project List', keywords: 'properties' }, lists: 'projects' },
  },
  {
    path: '/edit-project/:id',
    expose: './ProjectFormPage',
    title: 'Add / Edit Project',
    permission: 'projects.read',
    section: '/',
    palette: { record: 'projects' },
  },
  {
    path: '/add-project',
    expose: './ProjectFormPage',
    title: 'Add / Edit Project',
    permission: 'projects.write',
    section: '/',
    palette: {
      actions: [{ label: 'Add project', permission: 'projects.write', keywords: 'new create property' }],
    },
  },
  {
    path: '/company',
    expose: './CompanyListPage',
    title: 'Companies',
    permission: 'companies.read',
    section: '/company',
    palette: { screen: { label: 'Companies' }, lists: 'companies' },
  },
  {
    path: '/edit-company/:id',
    expose: './CompanyFormPage',
    title: 'Add / Edit Company',
    permission: 'companies.read',
    section: '/company',
    palette: { record: 'companies' },
  },
  {
    path: '/add-company',
    expose: './CompanyFormPage',
    title: 'Add / Edit Company',
    permission: 'companies.write',
    section: '/company',
    palette: { actions: [{ label: 'Add company', permission: 'companies.write', keywords: 'new create' }] },
  },
  // Screens without a route of their own in the product (paths ours): reached through the section's tabs.
  {
    path: '/properties',
    expose: './PropertyListPage',
    title: 'Properties',
    permission: 'projects.read',
    section: '/',
    tab: { label: 'Properties', order: 2 },
  },
  {
    path: '/fee-management',
    expose: './FeeManagementPage',
    title: 'Fee Management',
    permission: 'fees.read',
    section: '/',
    tab: { label: 'Fee management', order: 3 },
    palette: {
      screen: { label: 'Fee management' },
      actions: [{ label: 'Manage fees', permission: 'fees.write', keywords: 'percentage' }],
    },
  },
];
