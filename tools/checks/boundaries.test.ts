// Proves the module-boundary rules of eslint.config.mjs fire: if someone loosens one, this fails.
import { ESLint } from 'eslint';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// The first lint loads typescript-eslint: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  const rules = [
    'no-restricted-imports',
    'boundaries/no-cross-project-relative',
    'boundaries/no-cross-feature',
    'boundaries/api-client-only-in-api',
    'boundaries/no-http-client',
    'boundaries/list-screen-recipe',
  ];
  return (result?.messages ?? []).filter((m) => rules.includes(m.ruleId ?? '')).map((m) => m.message);
}

describe('module boundaries', () => {
  it('forbid a remote from importing another remote or the shell', async () => {
    expect(await boundaryErrors('apps/orders-mfe/src/x.ts', "import '@admin/customers-mfe';")).toHaveLength(1);
    expect(await boundaryErrors('apps/orders-mfe/src/x.ts', "import '@admin/shell/src/app/App';")).toHaveLength(1);
  });

  it('forbid reaching into another project by a relative path', async () => {
    expect(
      await boundaryErrors('apps/orders-mfe/src/x.ts', "import '../../../customers-mfe/src/release';"),
    ).toHaveLength(1);
    expect(await boundaryErrors('apps/shell/src/x.ts', "import '../../../libs/ui/src/index';")).toHaveLength(1);
    expect(await boundaryErrors('libs/ui/src/x.ts', "export * from '../../auth/src/index';")).toHaveLength(1);
    expect(await boundaryErrors('apps/shell/src/x.ts', "import '../../../tools/federation/federation';")).toHaveLength(
      1,
    );
  });

  it('allow relative imports inside a project, and build configs and tests to use tools/', async () => {
    expect(
      await boundaryErrors('apps/orders-mfe/src/pages.test.tsx', "import '../../../tools/testing/route-pages';"),
    ).toEqual([]);
    expect(await boundaryErrors('apps/shell/src/app/x.ts', "import '../layout/Sidebar';")).toEqual([]);
    expect(await boundaryErrors('apps/shell/rsbuild.config.ts', "import '../../tools/federation/federation';")).toEqual(
      [],
    );
  });

  it('forbid a lib from importing any app', async () => {
    expect(await boundaryErrors('libs/ui/src/x.ts', "import '@admin/shell';")).toHaveLength(1);
    expect(await boundaryErrors('libs/auth/src/x.ts', "import '@admin/api';")).toHaveLength(1);
  });

  it('allow apps to import libs by package name', async () => {
    expect(
      await boundaryErrors(
        'apps/orders-mfe/src/features/orders/api/x.ts',
        "import '@admin/ui';\nimport '@admin/api-client';",
      ),
    ).toEqual([]);
    expect(await boundaryErrors('apps/api/src/x.ts', "import type { Pager } from '@admin/api-client';")).toEqual([]);
  });
});

describe('remote folder convention', () => {
  const feature = 'apps/orders-mfe/src/features/orders';

  it('forbid a feature from importing another feature', async () => {
    expect(
      await boundaryErrors(
        `${feature}/components/OrdersTable.tsx`,
        "import { CancelButton } from '../../cancel-requests/components/CancelButton';",
      ),
    ).toEqual([
      'Feature "orders" imports feature "cancel-requests": a feature never imports another feature. Compose them in a page, or move what both need into a lib (docs/screens.md).',
    ]);
    expect(
      await boundaryErrors(
        `${feature}/api/orders-queries.ts`,
        "export * from '../../customers/components/CustomerTable';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(`${feature}/components/x.tsx`, "const m = import('../../customers/components/Big');"),
    ).toHaveLength(1);
  });

  it("allow a feature's api/ to read another feature's api/ (its query keys), and nothing else across features", async () => {
    expect(
      await boundaryErrors(
        `${feature}/api/orders-queries.ts`,
        "import { orderReportKeys } from '../../order-report/api/order-report-queries';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        `${feature}/api/orders-queries.ts`,
        "import { ReportTable } from '../../order-report/components/ReportTable';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        `${feature}/components/OrderTable.tsx`,
        "import { orderReportKeys } from '../../order-report/api/order-report-queries';",
      ),
    ).toHaveLength(1);
  });

  it('allow a feature its own folders, and a page to compose features', async () => {
    expect(
      await boundaryErrors(
        `${feature}/components/OrdersTable.tsx`,
        "import { useOrders } from '../api/orders-queries';\nimport { schema } from '../schemas/order';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/orders-mfe/src/pages/OrdersPage.tsx',
        "import '../features/orders/components/OrdersTable';\nimport '../features/cancel-requests/components/List';",
      ),
    ).toEqual([]);
  });

  it('forbid the API client outside features/*/api, except types', async () => {
    const message =
      'Only src/features/<feature>/api/ touches the API client: call it from a hook or call there (elsewhere use `import type`, or @admin/api-client/contract for constants and messages; docs/screens.md).';
    expect(
      await boundaryErrors(`${feature}/components/OrdersTable.tsx`, "import { apiClient } from '@admin/api-client';"),
    ).toEqual([message]);
    expect(
      await boundaryErrors(
        'apps/orders-mfe/src/pages/OrdersPage.tsx',
        "import { ordersApi, type Order } from '@admin/api-client';",
      ),
    ).toEqual([message]);
    expect(
      await boundaryErrors(`${feature}/schemas/order.ts`, "export { ORDER_STATUSES } from '@admin/api-client';"),
    ).toEqual([message]);
    expect(await boundaryErrors(`${feature}/components/x.tsx`, "const client = import('@admin/api-client');")).toEqual([
      message,
    ]);
    expect(
      await boundaryErrors(`${feature}/components/x.tsx`, "import { apiClient } from '@admin/api-client/singletons';"),
    ).toEqual([message]);
  });

  it('keep queries in features/*/api and a list on useListController (pages never fetch by hand)', async () => {
    const page = 'apps/orders-mfe/src/pages/OrdersPage.tsx';
    expect(await boundaryErrors(page, "import { useQuery } from '@tanstack/react-query';")).toHaveLength(1);
    expect(
      await boundaryErrors(
        `${feature}/components/OrderTable.tsx`,
        "import { queryOptions } from '@tanstack/react-query';",
      ),
    ).toHaveLength(1);
    expect(await boundaryErrors(page, "import { PageHeader, useListParams } from '@admin/ui';")).toHaveLength(1);
    expect(await boundaryErrors(page, "import { PageHeader, useListController } from '@admin/ui';")).toEqual([]);
    expect(
      await boundaryErrors(
        `${feature}/components/OrderTable.tsx`,
        "import type { UseQueryResult } from '@tanstack/react-query';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        `${feature}/api/orders-queries.ts`,
        "import { queryOptions, useQuery } from '@tanstack/react-query';",
      ),
    ).toEqual([]);
  });

  it('allow the contract entry anywhere in a remote', async () => {
    expect(
      await boundaryErrors(
        `${feature}/components/OrdersTable.tsx`,
        "import { errorMessage, ORDER_MESSAGES } from '@admin/api-client/contract';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        `${feature}/schemas/order.ts`,
        "export { ORDER_STATUSES } from '@admin/api-client/contract';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/orders-mfe/src/pages/OrdersPage.tsx',
        "import { ORDER_STATUS_LABELS } from '@admin/api-client/contract';",
      ),
    ).toEqual([]);
  });

  it('keep the HTTP client out of the design system and the contract', async () => {
    const message = (source: string) =>
      `${source} is the HTTP client: the design system and the API contract import only @admin/api-client/contract (docs/architecture.md, "The contract entry").`;
    expect(await boundaryErrors('libs/ui/src/table/x.ts', "import { errorMessage } from '@admin/api-client';")).toEqual(
      [message('@admin/api-client')],
    );
    expect(await boundaryErrors('libs/ui/src/table/x.ts', "import type { Paged } from '@admin/api-client';")).toEqual([
      message('@admin/api-client'),
    ]);
    expect(
      await boundaryErrors('libs/ui/src/x.ts', "import { apiClient } from '@admin/api-client/singletons';"),
    ).toEqual([message('@admin/api-client/singletons')]);
    expect(await boundaryErrors('libs/api-client/src/contract/x.ts', "import { isAxiosError } from 'axios';")).toEqual([
      message('axios'),
    ]);
    expect(
      await boundaryErrors('libs/ui/src/table/x.ts', "import { errorMessage } from '@admin/api-client/contract';"),
    ).toEqual([]);
    expect(await boundaryErrors('libs/ui/src/table/x.test.ts', "import { AxiosError } from 'axios';")).toEqual([]);
  });

  it('allow the API client in features/*/api, types anywhere, and set-up in tests', async () => {
    expect(
      await boundaryErrors(
        `${feature}/api/orders-queries.ts`,
        "import { getPaged, errorMessage } from '@admin/api-client';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(`${feature}/components/OrdersTable.tsx`, "import type { Order } from '@admin/api-client';"),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        `${feature}/components/OrdersTable.tsx`,
        "import { type Order, type Pager } from '@admin/api-client';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        `${feature}/components/OrdersTable.test.tsx`,
        "import { apiClient } from '@admin/api-client';",
      ),
    ).toEqual([]);
    // The shell is not a remote: it wires the client itself.
    expect(
      await boundaryErrors('apps/shell/src/Bootstrap.tsx', "import { configureApiClient } from '@admin/api-client';"),
    ).toEqual([]);
  });
});

async function ruleErrors(rule: string, file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('remote recipe layout', () => {
  const layout = (file: string) => ruleErrors('boundaries/recipe-layout', file, 'export const x = 1;\n');

  it("fails a feature's api/ file not named <feature>-queries.ts", async () => {
    expect(await layout('apps/orders-mfe/src/features/orders/api/order-list.ts')).toEqual([
      "A feature's api/ holds orders-queries.ts (its key object and hooks) and its test only, not order-list.ts (the remote recipe, docs/screens.md).",
    ]);
    expect(await layout('apps/customers-mfe/src/features/roles/api/use-roles.ts')).toHaveLength(1);
    expect(await layout('apps/config-mfe/src/features/partners/api/index.ts')).toHaveLength(1);
  });

  it('fails remote-wide code outside src/common/', async () => {
    expect(await layout('apps/projects-mfe/src/shared/project-display.ts')).toEqual([
      'Remote-wide code goes in src/common/, not src/shared/ (the remote recipe, docs/screens.md).',
    ]);
    expect(await layout('apps/customers-mfe/src/components/Phone.tsx')).toHaveLength(1);
  });

  it('passes the recipe: queries file and its test, common/, pages, and files outside remotes', async () => {
    expect(await layout('apps/orders-mfe/src/features/orders/api/orders-queries.ts')).toEqual([]);
    expect(await layout('apps/config-mfe/src/features/popup-texts/api/popup-texts-queries.test.ts')).toEqual([]);
    expect(await layout('apps/orders-mfe/src/common/url-params.ts')).toEqual([]);
    expect(await layout('apps/orders-mfe/src/features/orders/components/OrderTable.tsx')).toEqual([]);
    expect(await layout('apps/shell/src/components/x.ts')).toEqual([]);
    expect(await layout('libs/ui/src/shared/x.ts')).toEqual([]);
  });
});

describe('file-name case', () => {
  const nameCase = (file: string) => ruleErrors('boundaries/file-name-case', file, 'export const x = 1;\n');

  it('fails a file named in the wrong case for its kind, and a hook under components/', async () => {
    const feature = 'apps/orders-mfe/src/features/orders';
    expect(await nameCase(`${feature}/components/order-bulk.tsx`)).toEqual([
      'order-bulk.tsx: a component module is named in PascalCase (one case per kind of file, docs/screens.md).',
    ]);
    expect(await nameCase(`${feature}/components/use-order-bulk.tsx`)).toEqual([
      "use-order-bulk.tsx is a hook: hooks go in the feature's hooks/ folder, not in components/ (one case per kind of file, docs/screens.md).",
    ]);
    expect(await nameCase(`${feature}/hooks/useOrderBulk.ts`)).toHaveLength(1);
    expect(await nameCase(`${feature}/schemas/orderListParams.ts`)).toHaveLength(1);
    for (const fine of [
      `${feature}/hooks/use-order-bulk.tsx`,
      `${feature}/components/OrderTable.tsx`,
      `${feature}/components/order-columns.ts`,
      `${feature}/schemas/order-list-params.ts`,
      'apps/orders-mfe/src/pages/OrderListPage.bulk.test.tsx',
      'apps/orders-mfe/src/common/order-status-options.ts',
    ])
      expect(await nameCase(fine), fine).toEqual([]);
  });

  it('holds in every project, not only the remotes', async () => {
    expect(await nameCase('apps/api/src/auth/roleMatrix.ts')).toEqual([
      'roleMatrix.ts: a module is named in kebab-case (one case per kind of file, docs/screens.md).',
    ]);
    expect(await nameCase('apps/shell/src/features/queues/useQueueCounts.ts')).toEqual([
      "useQueueCounts.ts: a hook's file is named use-<name> (kebab-case) (one case per kind of file, docs/screens.md).",
    ]);
    expect(await nameCase('libs/ui/src/toast/toast.tsx')).toHaveLength(1);
    expect(await nameCase('apps/api/test/auditWalk.test.ts')).toHaveLength(1);
    expect(await nameCase('bench/src/measures/longTasks.ts')).toHaveLength(1);
    expect(await nameCase('tools/testing/render-page.tsx')).toHaveLength(1);
    for (const fine of [
      'apps/api/src/auth/role-matrix.ts',
      'apps/api/test/audit-walk.test.ts',
      'apps/shell/src/features/queues/use-queue-counts.ts',
      'libs/ui/src/toast/Toast.tsx',
      'e2e/tests/orders.spec.ts',
      'tools/checks/boundaries.test.ts',
    ])
      expect(await nameCase(fine), fine).toEqual([]);
  });
});

describe('a DataTable gets its props from the list controller', () => {
  const rule = 'boundaries/table-from-controller';
  const component = 'apps/orders-mfe/src/features/orders/components/OrderTable.tsx';
  const page = 'apps/orders-mfe/src/pages/OrderListPage.tsx';
  const missing =
    "A DataTable gets its props from the list's controller: spread `{...list.table}` from useListController (or `{...table}`, handed down as `table={list.table}`) (docs/screens.md).";
  const byHand = (prop: string) =>
    `DataTable's \`${prop}\` comes from the list's controller (\`{...list.table}\`), not wired by hand (docs/screens.md).`;

  it('fails a DataTable whose query, list or storage are wired by hand', async () => {
    expect(
      await ruleErrors(
        rule,
        component,
        'export const T = () => <DataTable caption="Orders" query={q} list={list} storage={s} />;\n',
      ),
    ).toEqual([missing, byHand('query'), byHand('list'), byHand('storage')]);
    // A spread of anything but the controller's table is not its props either.
    expect(
      await ruleErrors(rule, component, 'export const T = () => <DataTable {...props} caption="Orders" />;\n'),
    ).toEqual([missing]);
  });

  it("fails a prop set beside the controller's spread, which would override it", async () => {
    expect(
      await ruleErrors(
        rule,
        component,
        'export const T = () => <DataTable {...list.table} caption="Orders" query={rows} />;\n',
      ),
    ).toEqual([byHand('query')]);
  });

  it("fails a `table` prop that is not the controller's", async () => {
    expect(
      await ruleErrors(
        rule,
        page,
        'export const P = () => <OrderTable table={{ query, list }} hasFilters={false} />;\n',
      ),
    ).toEqual([
      "A list's `table` prop is its controller's: `table={list.table}` from useListController (docs/screens.md).",
    ]);
  });

  it("passes the controller's table spread on the page, or handed down and spread in the component", async () => {
    expect(
      await ruleErrors(
        rule,
        page,
        'export const P = () => <DataTable {...list.table} caption="Orders" columns={c} />;\n',
      ),
    ).toEqual([]);
    expect(
      await ruleErrors(rule, page, 'export const P = () => <OrderTable table={list.table} hasFilters />;\n'),
    ).toEqual([]);
    expect(
      await ruleErrors(rule, component, 'export const T = () => <DataTable {...table} caption="Orders" />;\n'),
    ).toEqual([]);
  });

  it("leaves tests and code outside the remotes alone (the kit's own table tests wire props by hand)", async () => {
    const byHandTable = 'export const T = () => <DataTable caption="x" query={q} list={l} />;\n';
    expect(await ruleErrors(rule, 'apps/orders-mfe/src/pages/OrderListPage.test.tsx', byHandTable)).toEqual([]);
    expect(await ruleErrors(rule, 'libs/ui/src/table/Example.tsx', byHandTable)).toEqual([]);
    expect(await ruleErrors(rule, 'apps/shell/src/features/x/X.tsx', byHandTable)).toEqual([]);
  });
});

describe('import cycles', () => {
  it('fail when two modules import each other, and pass a one-way pair', async () => {
    const dir = mkdtempSync(join(root, 'tools', 'cycle-sample-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      writeFileSync(join(dir, 'c.ts'), "import { d } from './d';\nexport const c = () => d;\n");
      writeFileSync(join(dir, 'd.ts'), 'export const d = 1;\n');
      const errors = async (name: string) => {
        const [result] = await eslint.lintFiles([join(dir, name)]);
        return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-cycle');
      };
      expect(await errors('a.ts')).toHaveLength(1);
      expect(await errors('c.ts')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
