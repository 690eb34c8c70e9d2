// @ts-check
// `nx g @admin/tools:feature <remote> <name>`: a feature folder in the remote recipe (docs/screens.md):
// api/<name>-queries.ts with its key object and list query, schemas/ with the list's URL state, and
// components/ with its table; its key root goes into the remote's src/common/query-roots.ts. The page
// that composes it reads the list state and passes it down.
import { camel, checkName, pascal, words } from './names.js';

/**
 * The files of a feature, by path under `src/features/<name>/`.
 * @param {string} name
 * @returns {Record<string, string>}
 */
export function featureFiles(name) {
  const P = pascal(name);
  const c = camel(name);
  const title = words(name);
  return {
    [`api/${name}-queries.ts`]: `// Server state of ${title}: its key object and queries, the only files of this feature that call the API client.
import { queryOptions } from '@tanstack/react-query';
import type { Paged } from '@admin/api-client';
import { queryRoots } from '../../../common/query-roots';
import type { ${P}ListParams } from '../schemas/${name}-list-params';

/** Every key of this feature, from its root in the remote's query-roots.ts. */
export const ${c}Keys = {
  all: queryRoots.${c},
  list: (params: ${P}ListParams) => [...queryRoots.${c}, 'list', params] as const,
};

/**
 * One page of the list; \`fetchPage\` is the typed call of @admin/api-client that answers it. The page
 * hands it to the kit's useListController: \`useListController(${c}ListParams, { query: (params) => ${c}ListQuery(params, api.list) })\`.
 */
export const ${c}ListQuery = <Row>(params: ${P}ListParams, fetchPage: (params: ${P}ListParams) => Promise<Paged<Row>>) =>
  queryOptions({ queryKey: ${c}Keys.list(params), queryFn: () => fetchPage(params) });
`,
    [`schemas/${name}-list-params.ts`]: `import { listParamsSchema } from '@admin/ui';
import type { ListParams } from '@admin/ui';

/** The list's URL state (page and limit; add filters here). Its page reads it with useListController. */
export const ${c}ListParams = listParamsSchema({});
export type ${P}ListParams = ListParams<typeof ${c}ListParams>;
`,
    [`components/${P}Table.tsx`]: `import { DataTable } from '@admin/ui';
import type { DataTableColumn, DataTableQuery, ListPaging } from '@admin/ui';

export interface ${P}TableProps<Row> {
  query: DataTableQuery<Row>;
  /** The list's paging, from the page's useListController. */
  list: ListPaging;
  columns: DataTableColumn<Row>[];
  /** The fallback message when the list fails and the server sends none. */
  errorFallback: string;
}

export function ${P}Table<Row>({ query, list, columns, errorFallback }: ${P}TableProps<Row>) {
  return <DataTable caption="${title.charAt(0).toUpperCase() + title.slice(1)}" columns={columns} query={query} list={list} errorFallback={errorFallback} empty={{ title: 'Nothing here yet' }} />;
}
`,
  };
}

/**
 * @param {{ exists(path: string): boolean; read(path: string, encoding: 'utf-8'): string | null; write(path: string, content: string): void }} tree
 * @param {{ remote: string; name: string }} options
 */
export default async function featureGenerator(tree, { remote, name }) {
  checkName(name, 'feature');
  const src = `apps/${remote}/src`;
  if (!tree.exists(src))
    throw new Error(`No remote at apps/${remote}: create it with nx g @admin/tools:remote ${remote}.`);
  const dir = `${src}/features/${name}`;
  if (tree.exists(dir)) throw new Error(`${dir} exists already.`);
  for (const [path, content] of Object.entries(featureFiles(name))) tree.write(`${dir}/${path}`, content);
  const rootsFile = `${src}/common/query-roots.ts`;
  tree.write(rootsFile, withRoot(tree.exists(rootsFile) ? (tree.read(rootsFile, 'utf-8') ?? '') : '', name));
}

/**
 * The remote's query-roots.ts with the feature's root added (the file is created when the remote has none).
 * @param {string} roots
 * @param {string} name
 */
export function withRoot(roots, name) {
  const entry = `  ${camel(name)}: ['${name}'],\n`;
  if (!roots.includes('export const queryRoots = {'))
    return `// This remote's query-key families, written once (tools/checks/query-keys.test.ts).\nexport const queryRoots = {\n${entry}} as const;\n`;
  return roots.replace(/\n\} as const;/, `\n${entry}} as const;`);
}
