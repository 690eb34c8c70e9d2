// One flat config for every project. Module boundaries are enforced here:
// apps may import libs; libs never import apps; a remote never imports another remote or the shell.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
          {
            regex: '(^|/)\\.\\./.*(apps|libs)/',
            message: 'Import a lib by its package name (@admin/…), never by a relative path across projects.',
          },
        ],
      },
    ],
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', '**/.nx/**', '**/test-results/**', '**/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
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
