// @ts-check
// `nx g @admin/tools:page <remote> <name> --section=/orders [--permission=orders.read] [--tab]`: a page
// of a remote, in the remote recipe (docs/screens.md): src/pages/<Name>Page.tsx, its test, and its
// entry in the remote's src/pages.ts (its route: path, module, title, permission, section, tab,
// palette screen). Released with the remote, the shell routes to it; nothing in the shell changes.
import { checkName, pascal, words } from './names.js';

/**
 * @typedef {object} PageOptions
 * @property {string} remote the remote's folder under apps/ (orders-mfe)
 * @property {string} name the page's kebab-case name (order-summary)
 * @property {string} section the sidebar link it belongs under (/orders)
 * @property {string} [path] its route (default /<name>)
 * @property {string} [title] the words staff know it by (default from the name: Order Summary)
 * @property {string} [permission] the read permission that opens it (none: any staff)
 * @property {boolean} [tab] a tab among its section's tabs, after the others
 */

/** @param {string} name */
const titleOf = (name) => words(name).replace(/\b\w/g, (letter) => letter.toUpperCase());
/** @param {string} text */
const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The page's declaration, as a source entry of `pages`.
 * @param {Required<Pick<PageOptions, 'path' | 'title' | 'section'>> & PageOptions} options
 * @param {number} tabOrder
 */
export function pageEntry({ name, path, title, section, permission, tab }, tabOrder) {
  const label = title.charAt(0) + title.slice(1).toLowerCase();
  return [
    '  {',
    `    path: ${quote(path)},`,
    `    expose: './${pascal(name)}Page',`,
    `    title: ${quote(title)},`,
    ...(permission ? [`    permission: ${quote(permission)},`] : []),
    `    section: ${quote(section)},`,
    ...(tab ? [`    tab: { label: ${quote(label)}, order: ${tabOrder} },`] : []),
    `    palette: { screen: { label: ${quote(label)} } },`,
    '  },',
  ].join('\n');
}

/**
 * The page's files, by path under the remote's `src/`.
 * @param {string} remote
 * @param {string} name
 * @param {string} path
 * @param {string} title
 * @returns {Record<string, string>}
 */
export function pageFiles(remote, name, path, title) {
  const P = `${pascal(name)}Page`;
  return {
    [`pages/${P}.tsx`]: `import { PageHeader, ReleaseStamp } from '@admin/ui';
import { APP_LABEL, RELEASE } from '../release';

/** ${path}: compose this remote's features (src/features/) here as they are added. */
export default function ${P}() {
  return (
    <>
      <PageHeader title=${JSON.stringify(title)} />
      <ReleaseStamp app={APP_LABEL} release={RELEASE} />
    </>
  );
}
`,
    [`pages/${P}.test.tsx`]: `import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@admin/tools/testing/render-page';
import ${P} from './${P}';

describe('${P}', () => {
  it('shows its title', () => {
    renderPage(<${P} />, { path: '${path}', url: '${path}' });
    expect(screen.getByRole('heading', { level: 1, name: ${JSON.stringify(title)} })).toBeInTheDocument();
  });
});
`,
  };
}

/**
 * @param {{ exists(path: string): boolean; read(path: string, encoding: 'utf-8'): string | null; write(path: string, content: string): void }} tree
 * @param {PageOptions} options
 */
export default async function pageGenerator(tree, options) {
  const { remote, name, section } = options;
  checkName(name, 'page');
  const declarations = `apps/${remote}/src/pages.ts`;
  const source = tree.read(declarations, 'utf-8');
  if (source === null) throw new Error(`No remote at apps/${remote} declares its pages (${declarations}).`);
  if (!section?.startsWith('/')) throw new Error('A page belongs under a sidebar link: --section=/orders (its path).');
  const path = options.path ?? `/${name}`;
  const title = options.title ?? titleOf(name);
  const files = pageFiles(remote, name, path, title);
  for (const file of Object.keys(files))
    if (tree.exists(`apps/${remote}/src/${file}`)) throw new Error(`apps/${remote}/src/${file} exists already.`);
  if (source.includes(`path: ${quote(path)},`)) throw new Error(`${declarations} declares ${path} already.`);
  const end = source.lastIndexOf('];');
  if (end < 0) throw new Error(`${declarations} does not end its list of pages with "];".`);
  // After the section's last tab (the orders of that section's tabs, read from the declarations).
  const orders = [...source.matchAll(new RegExp(`section: '${section}',\\s*tab: \\{[^}]*order: (\\d+)`, 'g'))].map(
    (match) => Number(match[1]),
  );
  const entry = pageEntry({ ...options, path, title, section }, Math.max(0, ...orders) + 1);
  tree.write(declarations, `${source.slice(0, end)}${entry}\n${source.slice(end)}`);
  for (const [file, content] of Object.entries(files)) tree.write(`apps/${remote}/src/${file}`, content);
}
