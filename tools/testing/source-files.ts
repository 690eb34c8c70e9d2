// The walks over the suite's source that tests make (no permission key on a screen, one query-key
// model, the shared packages' entries): which folders hold browser code, their files, their code
// without comments.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where the browser's code lives: every app but the API, and the libs. */
export const BROWSER_SOURCES = [
  'apps/shell/src',
  'apps/projects-mfe/src',
  'apps/orders-mfe/src',
  'apps/customers-mfe/src',
  'apps/config-mfe/src',
  'libs/ui/src',
  'libs/auth/src',
  'libs/api-client/src',
] as const;

/** The TypeScript files under `dir`, tests and test helpers (`testing/`) and packages left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code without its comments (a comment may name what the code must not). */
export const withoutComments = (code: string): string =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\w])\/\/.*$/gm, '$1');
