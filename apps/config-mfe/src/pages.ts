// The pages of config-mfe: what the shell routes to, gates, offers in its palette and marks in its
// sidebar, built into each release (release.json). A page the remote lists here is exposed by its
// build (src/pages/<Name>.tsx). `nx g @admin/tools:page` adds one.
import type { PageDeclaration } from '@admin/api-client/contract';

export const pages: readonly PageDeclaration[] = [
  {
    path: '/config',
    expose: './ConfigPage',
    title: 'Config',
    permission: 'config.read',
    section: '/config',
    palette: { screen: { label: 'Config', keywords: 'settings partners' } },
  },
  {
    path: '/templates',
    expose: './TemplatesPage',
    title: 'Templates',
    permission: 'templates.read',
    section: '/templates',
    palette: { screen: { label: 'Templates' } },
  },
];
