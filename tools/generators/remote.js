// @ts-check
// `nx g @admin/tools:remote <name>`: a new remote's skeleton in the remote recipe (docs/screens.md):
// its build (a federation remote exposing its pages), typecheck and test config, one page with its
// test, and the features/ and common/ folders to fill (`nx g @admin/tools:feature <name> <feature>`).
// Its pages are declared in src/pages.ts (`nx g @admin/tools:page` adds one); serving it takes a port
// and a container name the shell knows (docs/architecture.md).
import { checkName, pascal } from './names.js';

// The runtime packages every remote uses, at the versions the existing remotes pin (read from this one).
const REFERENCE_REMOTE = 'apps/config-mfe/package.json';
const DEPENDENCIES = [
  '@admin/api-client',
  '@admin/auth',
  '@admin/ui',
  '@tanstack/react-query',
  'jotai',
  'react',
  'react-dom',
  'react-router-dom',
  'zod',
];

/**
 * The files of a remote, by path under `apps/<name>/`.
 * @param {string} name
 * @param {Record<string, string>} versions
 * @returns {Record<string, string>}
 */
export function remoteFiles(name, versions) {
  const P = pascal(name.replace(/-mfe$/, ''));
  const pkg = {
    name: `@admin/${name}`,
    version: '0.1.0',
    private: true,
    type: 'module',
    scripts: {
      dev: 'rsbuild dev',
      build: 'rsbuild build',
      typecheck: 'tsc -p tsconfig.json',
      lint: 'eslint .',
      test: 'vitest run',
    },
    dependencies: Object.fromEntries(DEPENDENCIES.map((dep) => [dep, versions[dep] ?? '*'])),
    nx: { tags: ['type:app', 'scope:remote'] },
  };
  return {
    'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
    'tsconfig.json': `{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "types": ["node", "@testing-library/jest-dom/vitest"] },
  "include": ["src", "*.ts"]
}
`,
    'vitest.config.ts': `import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../tools/testing/vitest-setup.ts'],
    passWithNoTests: false,
  },
});
`,
    'rsbuild.config.ts': `import { defineRemoteConfig } from '../../tools/federation/remote-rsbuild';
import { pages } from './src/pages';

export default defineRemoteConfig({ name: '${name.replace(/-/g, '_')}', pages, appDir: import.meta.dirname });
`,
    'src/pages.ts': `// The pages of ${name}: what the shell routes to, gates, offers in its palette and marks in its
// sidebar, built into each release (release.json). \`nx g @admin/tools:page\` adds one.
import type { PageDeclaration } from '@admin/api-client/contract';

export const pages: readonly PageDeclaration[] = [
  {
    path: '/${name.replace(/-mfe$/, '')}',
    expose: './${P}Page',
    title: '${P}',
    // The sidebar link its pages belong under (the sidebar itself is the product's, fixed).
    section: '/config',
  },
];
`,
    'src/index.ts': `// A remote is not a site of its own: the shell loads its pages through Module Federation
// (see mf-manifest.json). Opened directly, this entry only says so.
const root = document.getElementById('root');
if (root) root.textContent = '${name} is a remote of the admin suite: open its pages through the shell.';
`,
    'src/release.ts': `/** Which app serves these pages, and the release label it was built with (PUBLIC_RELEASE). */
export const APP_LABEL = '${name}';
export const RELEASE = process.env.PUBLIC_RELEASE ?? 'dev';
`,
    'src/css-modules.d.ts': `declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
`,
    [`src/pages/${P}Page.tsx`]: `import { PageHeader, ReleaseStamp } from '@admin/ui';
import { APP_LABEL, RELEASE } from '../release';

/** The remote's first page: it composes this remote's features (src/features/) as they are added. */
export default function ${P}Page() {
  return (
    <>
      <PageHeader title="${P}" />
      <ReleaseStamp app={APP_LABEL} release={RELEASE} />
    </>
  );
}
`,
    [`src/pages/${P}Page.test.tsx`]: `import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@admin/tools/testing/render-page';
import ${P}Page from './${P}Page';

describe('${P}Page', () => {
  it('shows its title', () => {
    renderPage(<${P}Page />, { path: '/', url: '/' });
    expect(screen.getByRole('heading', { level: 1, name: '${P}' })).toBeInTheDocument();
  });
});
`,
  };
}

/**
 * @param {{ exists(path: string): boolean; read(path: string, encoding: 'utf-8'): string | null; write(path: string, content: string): void }} tree
 * @param {{ name: string }} options
 */
export default async function remoteGenerator(tree, { name }) {
  checkName(name, 'remote');
  if (!name.endsWith('-mfe'))
    throw new Error(`A remote's name ends in -mfe (e.g. ${name}-mfe), as the lint rules and the shell expect.`);
  const root = `apps/${name}`;
  if (tree.exists(root)) throw new Error(`${root} exists already.`);
  const reference = tree.read(REFERENCE_REMOTE, 'utf-8');
  const versions = reference ? JSON.parse(reference).dependencies : {};
  for (const [path, content] of Object.entries(remoteFiles(name, versions))) tree.write(`${root}/${path}`, content);
}
