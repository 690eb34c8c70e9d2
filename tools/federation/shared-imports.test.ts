// Two packages are shared through an entry of @admin/ui that re-exports only the parts the suite uses
// (a shared module is not tree-shaken), and never imported directly in browser code:
// - the router, as @admin/ui/router: react-router's own packages are not shared, so a value imported
//   from them would come from a second router with its own contexts ("useLocation() may be used only
//   in the context of a <Router>");
// - zod, as @admin/ui/zod (classic) and @admin/ui/zod-mini: imported directly, each remote would
//   bundle its own copy again (and one that compiles validators with eval, refused by the CSP);
// - recharts, as @admin/ui/charts, for the same reason (two remotes draw charts).
// One package is shared under its own key but provides only the names the suite uses:
// - @tanstack/react-query (tools/federation/shared/react-query.ts): a name imported from it that the key
//   does not provide would be undefined at run time, with no type error, so every one must be there.
// This test reads every app's and lib's source and the e2e's variant pages (tests aside: they do not
// run federated) and fails on such an import. Type imports are fine: they are erased.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../testing/source-files';

const root = resolve(import.meta.dirname, '../..');
const ROUTER_PACKAGES = /^react-router(-dom)?(\/.*)?$/;
const ZOD_PACKAGES = /^zod(\/.*)?$/;
const RECHARTS_PACKAGES = /^recharts(\/.*)?$/;
/** The modules allowed to import each package: the shared entries themselves. */
const ROUTER_ENTRY = ['libs/ui/src/router.ts'];
const ZOD_ENTRIES = [
  // The shell's sign-in keeps its own small copy (the file says why).
  'apps/shell/src/features/sign-in/sign-in-schemas.ts',
  'libs/ui/src/zod/classic-api.ts',
  'libs/ui/src/zod/classic.ts',
  'libs/ui/src/zod/mini-api.ts',
  'libs/ui/src/zod/mini.ts',
];

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

/** The packages matching `packages` that `code` imports a value from (statically or with import()). */
export function valueImports(code: string, packages: RegExp): string[] {
  const found: string[] = [];
  for (const [, typeOnly, clause = '', source = ''] of code.matchAll(
    /(?:import|export)\s+(type\s+)?([^'";]*?)\s+from\s+'([^']+)'/g,
  )) {
    if (typeOnly || !packages.test(source)) continue;
    const named = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    const onlyTypes =
      named !== undefined && named.split(',').every((part) => !part.trim() || part.trim().startsWith('type '));
    if (!onlyTypes) found.push(source);
  }
  for (const [, source = ''] of code.matchAll(/import\(\s*'([^']+)'\s*\)/g))
    if (packages.test(source)) found.push(source);
  return found;
}

/** Files other than `entries` importing a value from `packages`, with what they import. */
function importsOutside(packages: RegExp, entries: string[]): string[] {
  return browserCode
    .filter((file) => !entries.includes(relative(root, file)))
    .flatMap((file) =>
      valueImports(readFileSync(file, 'utf8'), packages).map((source) => `${relative(root, file)}: '${source}'`),
    );
}

/** The names `code` imports as values from `source` (`import { a, type B, c as d } from 'source'` gives a, c). */
export function namedValueImports(code: string, source: string): string[] {
  const names: string[] = [];
  for (const [, typeOnly, clause = '', from] of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    if (typeOnly || from !== source) continue;
    names.push(
      ...clause
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part && !part.startsWith('type '))
        .map((part) => part.split(/\s+as\s+/)[0]!.trim()),
    );
  }
  return names;
}

/** The names tools/federation/shared/react-query.ts exports. */
function reactQueryProvides(): string[] {
  const code = readFileSync(join(root, 'tools/federation/shared/react-query.ts'), 'utf8');
  const clause = /export\s*\{([^}]*)\}\s*from/.exec(code)?.[1] ?? '';
  return clause
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

describe('shared package imports', () => {
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
    expect(valueImports(code, ROUTER_PACKAGES)).toEqual([
      'react-router-dom',
      'react-router/dom',
      'react-router',
      'react-router-dom',
    ]);
  });

  it('apps and libs take the router from @admin/ui/router only', () => {
    expect(browserCode.length).toBeGreaterThan(50);
    expect(importsOutside(ROUTER_PACKAGES, ROUTER_ENTRY)).toEqual([]);
  });

  it('apps and libs take zod from @admin/ui/zod or @admin/ui/zod-mini only', () => {
    expect(
      valueImports(
        "import { z } from 'zod';\nimport type { input } from 'zod/v4/core';\nimport { z as m } from '@admin/ui/zod-mini';",
        ZOD_PACKAGES,
      ),
    ).toEqual(['zod']);
    expect(importsOutside(ZOD_PACKAGES, ZOD_ENTRIES)).toEqual([]);
  });

  it('apps and libs take recharts from @admin/ui/charts only', () => {
    expect(importsOutside(RECHARTS_PACKAGES, ['libs/ui/src/charts.ts'])).toEqual([]);
  });

  it('apps and libs import from @tanstack/react-query only the names its shared key provides', () => {
    expect(
      namedValueImports(
        "import { useQuery, type QueryKey, keepPreviousData as keep } from '@tanstack/react-query';\nimport type { UseQueryResult } from '@tanstack/react-query';\nimport { useMemo } from 'react';",
        '@tanstack/react-query',
      ),
    ).toEqual(['useQuery', 'keepPreviousData']);
    const provided = new Set(reactQueryProvides());
    expect(provided.has('useQuery')).toBe(true);
    const missing = browserCode.flatMap((file) =>
      namedValueImports(readFileSync(file, 'utf8'), '@tanstack/react-query')
        .filter((name) => !provided.has(name))
        .map((name) => `${relative(root, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
    // Nor from the package any other way (a namespace, a default, a dynamic import, query-core itself).
    expect(importsOutside(/^@tanstack\/query-core$/, [])).toEqual([]);
  });
});
