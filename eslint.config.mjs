// One flat config for every project. Module boundaries are enforced here:
// apps may import libs; libs never import apps; a remote never imports another remote or the shell;
// inside a remote, a feature never imports another feature (but its api/ may read another's query keys) and only
// features/*/api touches the API client.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

const apps = ['shell', 'projects-mfe', 'orders-mfe', 'customers-mfe', 'config-mfe', 'api'];

/** Forbid importing any app (by package name or by a relative path into apps/) except `self`. */
function boundaries(self) {
  const banned = apps.filter((a) => a !== self);
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: banned.map((a) => `@admin/${a}`).concat(banned.map((a) => `@admin/${a}/*`)),
            message: 'Apps import libs only: never another app (module boundaries, see docs/architecture.md).',
          },
        ],
      },
    ],
  };
}

/** The project a file belongs to: apps/<name>, libs/<name>, e2e, bench or tools. */
function projectOf(file) {
  const [top, name] = relative(root, file).split(sep);
  return top === 'apps' || top === 'libs' ? `${top}/${name}` : top;
}
const isBuildConfig = (file) => /(rsbuild|vitest|playwright)\.config\.ts$/.test(file);
const isTest = (file) => /\.test\.tsx?$/.test(file);

/** A relative import must stay inside its own project; build configs, tests, e2e and bench may use tools/. */
const noCrossProjectRelative = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = projectOf(resolve(dirname(file), source));
      const own = projectOf(file);
      if (target === own) return;
      if (target === 'tools' && (isBuildConfig(file) || isTest(file) || own === 'e2e' || own === 'bench')) return;
      context.report({
        node: node.source,
        message: `Import ${target} by its package name (@admin/…), never by a relative path from ${own} (module boundaries).`,
      });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
    };
  },
};

const remotes = apps.filter((app) => app.endsWith('-mfe'));

/** For a file in a remote: its app and, when under src/features/<feature>/, that feature and the rest of the path. */
function remotePlace(file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] !== 'apps' || !remotes.includes(parts[1]) || parts[2] !== 'src') return null;
  return { app: parts[1], feature: parts[3] === 'features' ? (parts[4] ?? null) : null, inFeature: parts.slice(5) };
}

/**
 * Remote folder convention: a feature never imports another feature (pages compose them). The one
 * exception is api/ to api/: a write that alters another feature's data invalidates that feature's key object.
 */
const noCrossFeature = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const own = remotePlace(context.filename);
    if (!own?.feature) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = remotePlace(resolve(dirname(context.filename), source));
      if (!target?.feature || target.app !== own.app || target.feature === own.feature) return;
      // Another feature's cache is invalidated through its key object, so one feature's api/ may read another's api/.
      if (own.inFeature[0] === 'api' && target.inFeature[0] === 'api') return;
      context.report({
        node: node.source,
        message: `Feature "${own.feature}" imports feature "${target.feature}": a feature never imports another feature. Compose them in a page, or move what both need into a lib (docs/screens.md).`,
      });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
    };
  },
};

/** `@admin/api-client/contract`: types, constants, labels and messages, without the client. */
const CONTRACT_ENTRY = '@admin/api-client/contract';
/**
 * The contract and its sub-entries: the shared core (`/contract/core`, what the libs use of it) and the
 * unshared ones each read where it is needed (`/audit-fields` and `/audit-labels` for the kit's lazy Activity,
 * `/customer-messages` for the kit's messages entry, `/file-types` for the API's checks and FileField,
 * `/wall-clock` for zone arithmetic in date-time fields and the API's date ranges): all under
 * `src/types` or `src/contract`, none loads the client.
 */
const isContract = (source) => source === CONTRACT_ENTRY || source.startsWith(`${CONTRACT_ENTRY}/`);
/** The HTTP client: axios, or any entry of @admin/api-client but its contract. */
const isHttpClient = (source) =>
  source === 'axios' ||
  source.startsWith('axios/') ||
  source === '@admin/api-client' ||
  (source.startsWith('@admin/api-client/') && !isContract(source));

/**
 * Remote folder convention: only `src/features/<feature>/api/` touches the API client. Elsewhere
 * `@admin/api-client` may be imported for types only (`import type`), and its contract entry
 * (constants, labels, messages) freely; tests may set up calls.
 */
const apiClientOnlyInApi = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const place = remotePlace(context.filename);
    if (!place || (place.feature && place.inFeature[0] === 'api') || isTest(context.filename)) return {};
    const isApiClient = (source) => source.startsWith('@admin/api-client') && !isContract(source);
    const typeOnly = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !isApiClient(source) || typeOnly(node)) return;
      context.report({
        node: node.source,
        message: `Only src/features/<feature>/api/ touches the API client: call it from a hook or call there (elsewhere use \`import type\`, or ${CONTRACT_ENTRY} for constants and messages; docs/screens.md).`,
      });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
    };
  },
};

/**
 * One list screen, one way to fetch (docs/screens.md): in a remote, only `src/features/<feature>/api/`
 * builds queries (a value import of `@tanstack/react-query`: `useQuery`, `queryOptions`, …; types
 * anywhere), so a page or a component never fetches on its own; and a list reads its URL state through
 * the kit's `useListController` (params, the feature's query, kept views, the table's props), never
 * `useListParams` by hand. Tests are exempt.
 */
const listScreenRecipe = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const place = remotePlace(context.filename);
    if (!place || isTest(context.filename)) return {};
    const inApi = place.feature && place.inFeature[0] === 'api';
    const valueSpecifiers = (node) =>
      node.importKind === 'type' ? [] : (node.specifiers ?? []).filter((s) => s.importKind !== 'type');
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (source === '@tanstack/react-query' && !inApi && valueSpecifiers(node).length > 0)
          context.report({
            node: node.source,
            message:
              'Only src/features/<feature>/api/ builds queries: export a queryOptions (and its hook) there; a list page hands it to useListController (docs/screens.md).',
          });
        if (source === '@admin/ui')
          for (const specifier of valueSpecifiers(node))
            if (specifier.imported?.name === 'useListParams')
              context.report({
                node: specifier,
                message:
                  "A list reads its URL state through useListController(schema, { query, storage }), which composes useListParams, the feature's query and the table's props (docs/screens.md).",
              });
      },
    };
  },
};

/** The table props the list controller hands over (`ListController['table']`). */
const CONTROLLER_TABLE_PROPS = ['query', 'list', 'storage'];
/** `list.table` (the controller's) or `table` (a component's prop, handed down by its page as `table={list.table}`). */
const isControllerTable = (node) =>
  (node?.type === 'Identifier' && node.name === 'table') ||
  (node?.type === 'MemberExpression' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === 'table');

/**
 * One list screen (docs/screens.md): in a remote, a `DataTable` gets its rows, paging and kept column
 * choice from `useListController` in one spread, `<DataTable {...list.table} …/>` (or `{...table}` in a
 * component whose page hands it `table={list.table}`), never as `query`, `list` or `storage` props wired
 * by hand; and a `table` prop is always the controller's. Tests are exempt.
 */
const tableFromController = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    if (!remotePlace(context.filename) || isTest(context.filename)) return {};
    return {
      JSXOpeningElement(node) {
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'DataTable') return;
        const spread = node.attributes.some(
          (attribute) => attribute.type === 'JSXSpreadAttribute' && isControllerTable(attribute.argument),
        );
        if (!spread)
          context.report({
            node,
            message:
              "A DataTable gets its props from the list's controller: spread `{...list.table}` from useListController (or `{...table}`, handed down as `table={list.table}`) (docs/screens.md).",
          });
        for (const attribute of node.attributes)
          if (
            attribute.type === 'JSXAttribute' &&
            attribute.name.type === 'JSXIdentifier' &&
            CONTROLLER_TABLE_PROPS.includes(attribute.name.name)
          )
            context.report({
              node: attribute,
              message: `DataTable's \`${attribute.name.name}\` comes from the list's controller (\`{...list.table}\`), not wired by hand (docs/screens.md).`,
            });
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'table') return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : null;
        if (!isControllerTable(value))
          context.report({
            node,
            message:
              "A list's `table` prop is its controller's: `table={list.table}` from useListController (docs/screens.md).",
          });
      },
    };
  },
};

/**
 * The design system and the API contract never load the HTTP client (not even for a type): a page
 * that uses the kit, or a constant, must not get the client with it. Their tests may.
 */
const noHttpClient = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    if (isTest(context.filename) || /[/\\]testing[/\\]/.test(context.filename)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !isHttpClient(source)) return;
      context.report({
        node: node.source,
        message: `${source} is the HTTP client: the design system and the API contract import only ${CONTRACT_ENTRY} (docs/architecture.md, "The contract entry").`,
      });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
    };
  },
};

/** The folder of a remote's remote-wide code: one name in every remote (docs/screens.md). */
const COMMON_FOLDER = 'common';
/** Remote-wide folders under other names, which the recipe replaced with `common/`. */
const RETIRED_FOLDERS = ['shared', 'components'];
/**
 * The remote recipe's file layout, checked on every file of a remote: a feature's api/ holds only
 * `<feature>-queries.ts` (and its test), and remote-wide code sits in `src/common/`, never in
 * `src/shared/` or `src/components/`. A custom rule, because the check is on the file's own path
 * (no-restricted-syntax sees only the code) and it reuses the boundary rules' notion of a remote.
 */
/**
 * One case per kind of file, in every project (apps, libs, tools, e2e, bench): a component module is
 * PascalCase (`OrderTable.tsx`, any `.tsx` that is not a test), a hook module `use-<name>.ts(x)` and never
 * under `components/` (hooks sit beside what they serve, in the feature's `hooks/`), any other module
 * kebab-case (`order-list-params.ts`, `role-matrix.ts`, a component's helpers too). A test is named after
 * its subject (`OrderListPage.bulk.test.tsx`, `audit-walk.test.ts`); declaration files are left alone.
 */
function fileNameProblem(parts) {
  const file = parts.at(-1);
  if (!/\.tsx?$/.test(file) || file.endsWith('.d.ts')) return null;
  const name = file.split('.')[0];
  const inComponents = parts.includes('components');
  if (/^use[A-Z-]/.test(name)) {
    if (inComponents) return `${file} is a hook: hooks go in the feature's hooks/ folder, not in components/`;
    return /^use(-[a-z0-9]+)+$/.test(name) ? null : `${file}: a hook's file is named use-<name> (kebab-case)`;
  }
  const pascal = /^[A-Z][A-Za-z0-9]*$/.test(name);
  const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name);
  if (file.endsWith('.tsx') && !/\.test\.tsx$/.test(file))
    return pascal ? null : `${file}: a component module is named in PascalCase`;
  return kebab || (pascal && (file.endsWith('.tsx') || /\.test\.tsx?$/.test(file)))
    ? null
    : `${file}: a module is named in kebab-case`;
}

/** The file-name case rule, checked on the file's own path (no-restricted-syntax sees only the code). */
const fileNameCase = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const problem = fileNameProblem(relative(root, context.filename).split(sep));
    if (!problem) return {};
    return {
      Program(node) {
        context.report({ node, message: `${problem} (one case per kind of file, docs/screens.md).` });
      },
    };
  },
};

const recipeLayout = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const parts = relative(root, context.filename).split(sep);
    if (parts[0] !== 'apps' || !remotes.includes(parts[1]) || parts[2] !== 'src') return {};
    const place = remotePlace(context.filename);
    return {
      Program(node) {
        if (parts.length > 4 && RETIRED_FOLDERS.includes(parts[3])) {
          context.report({
            node,
            message: `Remote-wide code goes in src/${COMMON_FOLDER}/, not src/${parts[3]}/ (the remote recipe, docs/screens.md).`,
          });
        }
        if (place?.feature && place.inFeature[0] === 'api' && place.inFeature.length === 2) {
          const name = place.inFeature[1];
          const allowed = [`${place.feature}-queries.ts`, `${place.feature}-queries.test.ts`];
          if (!allowed.includes(name)) {
            context.report({
              node,
              message: `A feature's api/ holds ${place.feature}-queries.ts (its key object and hooks) and its test only, not ${name} (the remote recipe, docs/screens.md).`,
            });
          }
        }
      },
    };
  },
};

export default tseslint.config(
  // e2e/fixtures: test apps on another stack (React 18), outside the workspaces; each checks itself (tsc in its build).
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '**/.nx/**',
      '**/test-results/**',
      '**/.data/**',
      '.e2e-variants/**',
      'e2e/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'react-hooks': reactHooks,
      boundaries: {
        rules: {
          'no-cross-project-relative': noCrossProjectRelative,
          'no-cross-feature': noCrossFeature,
          'api-client-only-in-api': apiClientOnlyInApi,
          'recipe-layout': recipeLayout,
          'file-name-case': fileNameCase,
          'no-http-client': noHttpClient,
          'list-screen-recipe': listScreenRecipe,
          'table-from-controller': tableFromController,
        },
      },
    },
    rules: {
      'boundaries/no-cross-project-relative': 'error',
      'boundaries/file-name-case': 'error',
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...apps.map((app) => ({ files: [`apps/${app}/**/*.{ts,tsx}`], rules: boundaries(app) })),
  { files: ['libs/**/*.{ts,tsx}'], rules: boundaries(null) },
  {
    files: remotes.map((app) => `apps/${app}/src/**/*.{ts,tsx}`),
    rules: {
      'boundaries/no-cross-feature': 'error',
      'boundaries/api-client-only-in-api': 'error',
      'boundaries/recipe-layout': 'error',
      'boundaries/list-screen-recipe': 'error',
      'boundaries/table-from-controller': 'error',
    },
  },
  // One-way imports: no module reaches itself through its imports (relative paths and @admin/* packages alike).
  {
    files: ['apps/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}', 'tools/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are parsed to follow their imports (import-x reads only .js without these).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['libs/ui/src/**/*.{ts,tsx}', 'libs/api-client/src/contract/**/*.ts', 'libs/api-client/src/types/**/*.ts'],
    rules: { 'boundaries/no-http-client': 'error' },
  },
  // bench/monolith stands in for the federation runtime in a build of the shell's own sources
  // without federation (the bench's price of federation): it reaches the shell's files by path on purpose.
  { files: ['bench/monolith/**/*.ts'], rules: { 'boundaries/no-cross-project-relative': 'off' } },
);
