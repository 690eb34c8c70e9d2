// Proves the module-boundary rule of eslint.config.mjs fires: if someone loosens it, this fails.
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  const rules = ['no-restricted-imports', 'boundaries/no-cross-project-relative'];
  return (result?.messages ?? []).filter((m) => rules.includes(m.ruleId ?? '')).map((m) => m.message);
}

describe('module boundaries', () => {
  it('forbid a remote from importing another remote or the shell', async () => {
    expect(await boundaryErrors('apps/orders-mfe/src/x.ts', "import '@admin/customers-mfe';")).toHaveLength(1);
    expect(await boundaryErrors('apps/orders-mfe/src/x.ts', "import '@admin/shell/src/app/App';")).toHaveLength(1);
  });

  it('forbid reaching into another project by a relative path', async () => {
    expect(await boundaryErrors('apps/orders-mfe/src/x.ts', "import '../../../customers-mfe/src/release';")).toHaveLength(1);
    expect(await boundaryErrors('apps/shell/src/x.ts', "import '../../../libs/ui/src/index';")).toHaveLength(1);
    expect(await boundaryErrors('libs/ui/src/x.ts', "export * from '../../auth/src/index';")).toHaveLength(1);
    expect(await boundaryErrors('apps/shell/src/x.ts', "import '../../../tools/federation';")).toHaveLength(1);
  });

  it('allow relative imports inside a project, and build configs and tests to use tools/', async () => {
    expect(await boundaryErrors('apps/orders-mfe/src/pages.test.tsx', "import '../../../tools/testing/route-pages';")).toEqual([]);
    expect(await boundaryErrors('apps/shell/src/app/x.ts', "import '../layout/Sidebar';")).toEqual([]);
    expect(await boundaryErrors('apps/shell/rsbuild.config.ts', "import '../../tools/federation';")).toEqual([]);
  });

  it('forbid a lib from importing any app', async () => {
    expect(await boundaryErrors('libs/ui/src/x.ts', "import '@admin/shell';")).toHaveLength(1);
    expect(await boundaryErrors('libs/auth/src/x.ts', "import '@admin/api';")).toHaveLength(1);
  });

  it('allow apps to import libs by package name', async () => {
    expect(await boundaryErrors('apps/orders-mfe/src/x.ts', "import '@admin/ui';\nimport '@admin/api-client';")).toEqual([]);
    expect(await boundaryErrors('apps/api/src/x.ts', "import type { Pager } from '@admin/api-client';")).toEqual([]);
  });
});
