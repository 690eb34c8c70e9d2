// The router is shared as @admin/ui/router, a re-export of the parts the suite uses (a shared module is not tree-shaken);
// react-router's own packages are not shared, so a value imported from them in browser code would come
// from a second router with its own contexts ("useLocation() may be used only in the context of a
// <Router>"). This test reads every app's and lib's source and the e2e's variant pages (tests aside:
// they do not run federated) and fails on such an import. Type imports are fine: they are erased.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const ROUTER_PACKAGES = /^react-router(-dom)?(\/.*)?$/;
/** The one module allowed to import the router's packages: the shared entry itself. */
const ROUTER_ENTRY = 'libs/ui/src/router.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const browserCode = [
  ...['apps', 'libs'].flatMap((top) =>
    readdirSync(join(root, top))
      .filter((name) => name !== 'api')
      .flatMap((name) => {
        try {
          return sourceFiles(join(root, top, name, 'src'));
        } catch {
          return [];
        }
      }),
  ),
  // The e2e's variant builds overlay pages on a remote: they run federated too.
  ...sourceFiles(join(root, 'e2e/variants')),
];

/** The router packages `code` imports a value from (statically or with import()). */
export function routerValueImports(code: string): string[] {
  const found: string[] = [];
  for (const [, typeOnly, clause = '', source = ''] of code.matchAll(
    /(?:import|export)\s+(type\s+)?([^'";]*?)\s+from\s+'([^']+)'/g,
  )) {
    if (typeOnly || !ROUTER_PACKAGES.test(source)) continue;
    const named = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    const onlyTypes =
      named !== undefined && named.split(',').every((part) => !part.trim() || part.trim().startsWith('type '));
    if (!onlyTypes) found.push(source);
  }
  for (const [, source = ''] of code.matchAll(/import\(\s*'([^']+)'\s*\)/g))
    if (ROUTER_PACKAGES.test(source)) found.push(source);
  return found;
}

describe('router imports', () => {
  it('sees value imports of the router packages, and not type imports or the shared entry', () => {
    const code = [
      "import { Link, type To } from 'react-router-dom';",
      "import type { Location } from 'react-router-dom';",
      "import { type RouteObject } from 'react-router';",
      "import * as Dom from 'react-router/dom';",
      "export { Outlet } from 'react-router';",
      "const lazy = import('react-router-dom');",
      "import { NavLink } from '@admin/ui/router';",
    ].join('\n');
    expect(routerValueImports(code)).toEqual([
      'react-router-dom',
      'react-router/dom',
      'react-router',
      'react-router-dom',
    ]);
  });

  it('apps and libs take the router from @admin/ui/router only', () => {
    expect(browserCode.length).toBeGreaterThan(50);
    const wrong = browserCode
      .filter((file) => relative(root, file) !== ROUTER_ENTRY)
      .flatMap((file) =>
        routerValueImports(readFileSync(file, 'utf8')).map((source) => `${relative(root, file)}: '${source}'`),
      );
    expect(wrong).toEqual([]);
  });
});
