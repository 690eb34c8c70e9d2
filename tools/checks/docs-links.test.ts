// The map must match the territory: every repository path the docs name exists, and every pointer into
// docs/product.md lands on one of its headings. A renamed file or heading fails here, not in a newcomer's hands.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
// Build outputs the docs talk about are not in the repository.
const BUILD_OUTPUTS = new Set(['mf-manifest.json', 'remoteEntry.js', 'runtime-config.json', 'release.json']);
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  '.nx',
  '.data',
  'results',
  '.git',
  'test-results',
  'playwright-report',
  // The journeys' copies of the repository for remote variants: made while the tests run (in CI beside
  // this lane), read as they were when copied.
  '.e2e-variants',
]);
const TOP_FOLDERS = ['apps/', 'libs/', 'tools/', 'e2e/', 'docs/', 'bench/', '.ci/'];

function filesUnder(dir: string, extensions: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (SKIP_DIRS.has(name)) return [];
    if (statSync(path).isDirectory()) return filesUnder(path, extensions);
    return extensions.test(name) ? [path] : [];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts`. */
export function expandBraces(path: string): string[] {
  const match = /\{([^{}]*)\}/.exec(path);
  if (!match) return [path];
  return match[1]!.split(',').flatMap((part) => expandBraces(path.replace(match[0], part)));
}

const codeSpans = (markdown: string) =>
  [...markdown.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!.replace(/[:#].*$/, ''))
    .filter((s) => !/[<>*…]|\.\.\./.test(s));
const generated = (path: string) => path.split('/').some((segment) => SKIP_DIRS.has(segment));

/** Repository paths a markdown file names: in code spans starting with a top folder, and in relative links. */
export function namedPaths(markdown: string, file: string): string[] {
  const fromRoot = codeSpans(markdown).filter((s) => TOP_FOLDERS.some((top) => s.startsWith(top)) && !generated(s));
  const links = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!.replace(/#.*$/, ''))
    .filter((href) => href !== '' && !/^[a-z]+:/i.test(href))
    .map((href) => relative(root, resolve(dirname(file), href)));
  return [...fromRoot.flatMap(expandBraces), ...links];
}

/** Words of the plain fenced blocks (folder trees), where files are named by their path under the tree's root. */
const treeWords = (markdown: string) =>
  [...markdown.matchAll(/^```\n([\s\S]*?)^```/gm)]
    .flatMap((m) => m[1]!.split(/\s+/))
    .filter((w) => !/[<>*…]|\.\.\./.test(w));

/** Files named without their folder (`OrderTable.tsx`, `api/order-list.ts`): each must end some tracked file's path. */
export function namedFiles(markdown: string): string[] {
  return [...codeSpans(markdown), ...treeWords(markdown)]
    .filter(
      (s) => !TOP_FOLDERS.some((top) => s.startsWith(top)) && /^[\w./{},-]+\.(tsx?|mjs|md|json|sh|sql|css)$/.test(s),
    )
    .flatMap(expandBraces);
}

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
const docs = [
  join(root, 'README.md'),
  ...filesUnder(join(root, 'docs'), /\.md$/),
  ...filesUnder(join(root, 'apps'), /^README\.md$/),
];

describe('the docs', () => {
  it('name only paths that exist in the repository', () => {
    const missing = docs.flatMap((file) =>
      namedPaths(readFileSync(file, 'utf8'), file)
        .filter((path) => !existsSync(join(root, path)))
        .map((path) => `${relative(root, file)}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('name only files that exist, when they name them without their folder', () => {
    const missing = docs.flatMap((file) =>
      namedFiles(readFileSync(file, 'utf8'))
        .filter((name) => !name.startsWith('/api/')) // a URL the API serves, not a file
        .filter(
          (name) =>
            !BUILD_OUTPUTS.has(name.replace(/^\//, '')) &&
            !tracked.some((path) => path === name || path.endsWith(`/${name}`)),
        )
        .map((name) => `${relative(root, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('point into docs/product.md only at headings it has', () => {
    const anchors = new Set(
      [...readFileSync(join(root, 'docs/product.md'), 'utf8').matchAll(/^#+ (.+)$/gm)].map((m) => slug(m[1]!)),
    );
    const sources = filesUnder(root, /\.(ts|tsx|md|mjs|sh)$/);
    const broken = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/product\.md((?:#[a-z0-9-]+(?:, )?)+)/g)]
        .flatMap((m) =>
          m[1]!
            .split(/, /)
            .filter(Boolean)
            .map((a) => a.replace('#', '')),
        )
        .filter((anchor) => !anchors.has(anchor))
        .map((anchor) => `${relative(root, file)}: #${anchor}`),
    );
    expect(broken).toEqual([]);
  });

  it('cite no issue numbers and no section numbers of documents a clone does not have', () => {
    const self = resolve(import.meta.filename);
    const outside = /\b[Ii]ssues? #?\d+|§\d|shared\/(ARCHITECTURE|product-spec|TOOLCHAIN)/;
    const citing = filesUnder(root, /\.(ts|tsx|md|mjs|sh|css|json|html)$/)
      .filter((file) => file !== self && !file.endsWith('package-lock.json'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (outside.test(line) ? [`${relative(root, file)}:${i + 1}`] : [])),
      );
    expect(citing).toEqual([]);
  });

  it('catch a missing path and a broken anchor (the checks themselves)', () => {
    expect(
      namedPaths('see `apps/orders-mfe/src/{pages,nope}` and [x](../libs/ui/README.md)', join(root, 'docs/x.md')),
    ).toEqual(['apps/orders-mfe/src/pages', 'apps/orders-mfe/src/nope', 'libs/ui/README.md']);
    expect(namedFiles('`OrderTable.tsx`, `api/{a,b}.ts`, `npm test`')).toEqual([
      'OrderTable.tsx',
      'api/a.ts',
      'api/b.ts',
    ]);
    expect(namedFiles('```\nsrc/\n  api/order-list.ts   the calls\n```\n')).toEqual(['api/order-list.ts']);
    expect(slug('Error messages')).toBe('error-messages');
    expect(slug('Records and their fields')).toBe('records-and-their-fields');
  });
});
