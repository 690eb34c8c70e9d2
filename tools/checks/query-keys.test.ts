// One query-key model for the whole suite. A page has one QueryClient, shared by the shell and every
// remote, so two apps that cache different things under the same key root would read each other's
// data and invalidate each other's screens. So:
// - every key root is declared once, in its app's (or the libs') `query-roots.ts`, and no root is
//   declared twice anywhere;
// - no other file writes a literal key: keys start from a root (`[...queryRoots.orders, 'list', q]`);
// - a query is declared with `queryOptions` (shared by the hook, the route's prefetch and the tests),
//   never as a `useQuery({ queryKey, queryFn })` written in place.
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_SOURCES, sourceFiles, withoutComments } from '../testing/source-files';

const root = resolve(import.meta.dirname, '../..');

/** The roots a `query-roots.ts` declares: each `name: ['root']` entry. */
export function declaredRoots(code: string): string[] {
  return [...withoutComments(code).matchAll(/\w+:\s*\[\s*'([^']+)'\s*\]/g)].map((m) => m[1]!);
}

/** Roots declared more than once, with where: `{ root: [file, file] }`. */
export function rootClashes(files: Record<string, string>): Record<string, string[]> {
  const where = new Map<string, string[]>();
  for (const [file, code] of Object.entries(files))
    for (const rootName of declaredRoots(code)) where.set(rootName, [...(where.get(rootName) ?? []), file]);
  return Object.fromEntries([...where].filter(([, files]) => files.length > 1));
}

/** Keys written as literals: `queryKey: ['x', …]`, `const X_KEY = ['x']`, or a key object's entry `list: … => ['x', …]`. */
export function literalKeys(code: string): string[] {
  const clean = withoutComments(code);
  const found = [
    ...clean.matchAll(/queryKey:\s*\[\s*'[^']*'/g),
    ...clean.matchAll(/(?:KEY|Key|Keys)\s*=\s*\[\s*'[^']*'/g),
  ];
  for (const block of clean.matchAll(/Keys\s*=\s*\{([\s\S]*?)\n\};/g))
    found.push(...block[1]!.matchAll(/(?::|=>)\s*\[\s*'[^']*'/g));
  return found.map((m) => m[0]);
}

const QUERY_CALLS =
  /\b(useQuery|useQueries|useSuspenseQuery|useInfiniteQuery|queryOptions|infiniteQueryOptions|fetchQuery|prefetchQuery|ensureQueryData)\(/g;
const OPTIONS_CALLS = new Set(['queryOptions', 'infiniteQueryOptions']);

/** Each `queryFn:` whose nearest enclosing query call is not `queryOptions(…)`: a query declared in place. */
export function queriesInPlace(code: string): string[] {
  const clean = withoutComments(code);
  const calls = [...clean.matchAll(QUERY_CALLS)].map((m) => ({ at: m.index, name: m[1]! }));
  return [...clean.matchAll(/\bqueryFn:/g)].flatMap((m) => {
    const call = calls.filter((c) => c.at < m.index).at(-1);
    return call && OPTIONS_CALLS.has(call.name) ? [] : [clean.slice(Math.max(0, m.index - 60), m.index + 40)];
  });
}

const files = BROWSER_SOURCES.flatMap((dir) => sourceFiles(join(root, dir)));
const rel = (file: string) => relative(root, file);
const rootFiles = files.filter((file) => file.endsWith('/query-roots.ts'));

describe('query keys', () => {
  it('finds a clash, a literal key and a query written in place (the checks can fail)', () => {
    expect(rootClashes({ a: "export const queryRoots = { orders: ['orders'] };", b: "{ list: ['orders'] }" })).toEqual({
      orders: ['a', 'b'],
    });
    expect(literalKeys("useQuery({ queryKey: ['system', 'ready'] })")).toHaveLength(1);
    expect(literalKeys("export const fooKeys = {\n  list: (q: Q) => ['foo', 'list', q] as const,\n};")).toHaveLength(1);
    expect(
      literalKeys("export const fooKeys = {\n  list: (q: Q) => [...queryRoots.foo, 'list', q] as const,\n};"),
    ).toEqual([]);
    expect(queriesInPlace('useQuery({ queryKey: fooKeys.all, queryFn: () => api.list() })')).toHaveLength(1);
    expect(
      queriesInPlace('const q = queryOptions({ queryKey: fooKeys.all, queryFn: () => api.list() }); useQuery(q);'),
    ).toEqual([]);
  });

  it('every app declares its roots in one query-roots.ts, the libs theirs in the contract', () => {
    for (const app of BROWSER_SOURCES.filter((dir) => dir.startsWith('apps/')))
      expect(
        rootFiles.filter((file) => rel(file).startsWith(`${app}/`)),
        app,
      ).toHaveLength(1);
    expect(rootFiles.filter((file) => rel(file).startsWith('libs/')).map(rel)).toEqual([
      'libs/api-client/src/contract/query-roots.ts',
    ]);
  });

  it('no two apps (or libs) declare the same key root', () => {
    const sources = Object.fromEntries(rootFiles.map((file) => [rel(file), readFileSync(file, 'utf8')]));
    expect(Object.values(sources).flatMap(declaredRoots).length).toBeGreaterThan(20);
    expect(rootClashes(sources)).toEqual({});
  });

  it('no file writes a literal key: every key starts from a declared root', () => {
    const literal = files
      .filter((file) => !rootFiles.includes(file))
      .flatMap((file) => literalKeys(readFileSync(file, 'utf8')).map((key) => `${rel(file)}: ${key}`));
    expect(literal).toEqual([]);
  });

  it('every query is a queryOptions, shared by its hook and whoever prefetches it', () => {
    // The kit's own components (ActivityPanel, SearchSelect) query with the key their screen gives them.
    const inPlace = files
      .filter((file) => !rel(file).startsWith('libs/ui/'))
      .flatMap((file) => queriesInPlace(readFileSync(file, 'utf8')).map((snippet) => `${rel(file)}: ${snippet}`));
    expect(inPlace).toEqual([]);
  });
});
