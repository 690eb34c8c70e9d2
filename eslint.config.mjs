// One flat config for every project. Module boundaries are enforced here:
// apps may import libs; libs never import apps; a remote never imports another remote or the shell.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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

/** The project a file belongs to: apps/<name>, libs/<name>, e2e or tools. */
function projectOf(file) {
  const [top, name] = relative(root, file).split(sep);
  return top === 'apps' || top === 'libs' ? `${top}/${name}` : top;
}
const isBuildConfig = (file) => /(rsbuild|vitest|playwright)\.config\.ts$/.test(file);
const isTest = (file) => /\.test\.tsx?$/.test(file);

/** A relative import must stay inside its own project; build configs, tests and e2e may use tools/. */
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
      if (target === 'tools' && (isBuildConfig(file) || isTest(file) || own === 'e2e')) return;
      context.report({
        node: node.source,
        message: `Import ${target} by its package name (@admin/…), never by a relative path from ${own} (module boundaries).`,
      });
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportAllDeclaration: check, ExportNamedDeclaration: check };
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', '**/.nx/**', '**/test-results/**', '**/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, boundaries: { rules: { 'no-cross-project-relative': noCrossProjectRelative } } },
    rules: {
      'boundaries/no-cross-project-relative': 'error',
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...apps.map((app) => ({ files: [`apps/${app}/**/*.{ts,tsx}`], rules: boundaries(app) })),
  { files: ['libs/**/*.{ts,tsx}'], rules: boundaries(null) },
);
