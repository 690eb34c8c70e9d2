// A remote's build-time check: it exposes exactly the pages of tools/remote-pages.ts, the pages the
// shell routes to. A page the shell routes to but the remote lacks would fail only in a browser, after
// deployment; a page no route names is dead code shipped to every user.
import { remoteApps, type RemoteName } from './federation';
import { pagesOf } from './remote-pages';

/** Expose keys as the federation plugin takes them: './OrderListPage'. */
export const exposeKey = (page: string) => `./${page}`;

/** What is wrong with `exposes` for `remote`, one line each; empty when it matches the table. */
export function exposeMismatches(remote: RemoteName, exposes: Record<string, string>): string[] {
  const app = remoteApps[remote];
  const expected = pagesOf(remote).map(exposeKey);
  const missing = expected.filter((key) => !(key in exposes));
  const extra = Object.keys(exposes).filter((key) => !expected.includes(key));
  return [
    ...missing.map(
      (key) =>
        `the shell routes to ${key.slice(2)}, which ${app} does not expose: add '${key}' to apps/${app}/rsbuild.config.ts`,
    ),
    ...extra.map(
      (key) =>
        `${app} exposes ${key}, to which no shell route leads: add the page to tools/remote-pages.ts and its route to apps/shell/src/app/remoteRoutes.ts, or stop exposing it`,
    ),
  ];
}

/** Throws, naming every mismatch, unless `exposes` is exactly the remote's pages. */
export function assertExposesMatchRoutes(remote: RemoteName, exposes: Record<string, string>): void {
  const mismatches = exposeMismatches(remote, exposes);
  if (mismatches.length > 0) {
    throw new Error(
      `${remoteApps[remote]}'s exposes do not match the pages the shell routes to (tools/remote-pages.ts):\n- ${mismatches.join('\n- ')}`,
    );
  }
}
