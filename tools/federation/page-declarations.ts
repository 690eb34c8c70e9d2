// A remote's pages, as its build reads them from its own declaration (apps/<remote>/src/pages.ts):
// the exposes follow from them, and the build refuses declarations the shell could not route to.
// The same declarations go into each release (release.json beside mf-manifest.json) and from there
// into the runtime config the shell composes its routes from (tools/release/release-pages.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SIDEBAR_LINKS, type PageDeclaration, type ReleaseFile } from '@admin/api-client/contract';
import { remoteApps, type BuildCommit, type RemoteName } from './federation';

/** The file beside mf-manifest.json that names a build's pages. */
export const RELEASE_FILE = 'release.json';

/** The module a page's expose names: './OrderListPage' → './src/pages/OrderListPage.tsx'. */
export const pageModule = (expose: string) => `./src/pages/${expose.slice(2)}.tsx`;

/** The federation plugin's `exposes`: each page module declared, once (two paths may share one, as add and edit do). */
export function exposesOf(pages: readonly PageDeclaration[]): Record<string, string> {
  return Object.fromEntries(pages.map((page) => [page.expose, pageModule(page.expose)]));
}

const sections: readonly string[] = SIDEBAR_LINKS.map((link) => link.to);

/** What is wrong with `remote`'s declarations, one line each; `appDir` is where its page modules are. */
export function declarationProblems(remote: RemoteName, pages: readonly PageDeclaration[], appDir: string): string[] {
  const app = remoteApps[remote];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    const where = `${app}'s page ${page.path}`;
    if (!page.path.startsWith('/')) problems.push(`${where}: a path starts with "/"`);
    if (seen.has(page.path)) problems.push(`${where} is declared twice`);
    seen.add(page.path);
    if (!/^\.\/[A-Z][A-Za-z0-9]*$/.test(page.expose))
      problems.push(`${where}: expose "${page.expose}" is not a page module's name ('./OrderListPage')`);
    else if (!existsSync(join(appDir, pageModule(page.expose))))
      problems.push(
        `${where} exposes ${page.expose}, but apps/${app}/${pageModule(page.expose).slice(2)} does not exist`,
      );
    if (!page.title.trim()) problems.push(`${where} has no title`);
    if (!sections.includes(page.section))
      problems.push(`${where}: section "${page.section}" is not a sidebar link (${sections.join(', ')})`);
    if (sections.includes(page.path) && page.section !== page.path)
      problems.push(`${where} is a sidebar link's page: its section is ${page.path}`);
    if (page.palette?.record && (page.path.match(/\/:/g) ?? []).length !== 1)
      problems.push(`${where} opens palette records: its path has exactly one parameter (the record's id)`);
  }
  return problems;
}

/** Throws, naming every problem, unless `remote`'s declarations can be built and routed to. */
export function assertDeclarations(remote: RemoteName, pages: readonly PageDeclaration[], appDir: string): void {
  const problems = declarationProblems(remote, pages, appDir);
  if (problems.length > 0)
    throw new Error(
      `${remoteApps[remote]}'s pages (apps/${remoteApps[remote]}/src/pages.ts) cannot be built:\n- ${problems.join('\n- ')}`,
    );
}

/** The release.json of a build of `remote`. */
export const releaseFile = (
  remote: RemoteName,
  pages: readonly PageDeclaration[],
  built: BuildCommit = { commit: null, committed_at: null },
): ReleaseFile => ({
  app: remoteApps[remote],
  container: remote,
  pages: [...pages],
  commit: built.commit,
  committed_at: built.committed_at,
});
