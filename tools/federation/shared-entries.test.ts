// Each lib's state lives in its `/singletons` entry, shared as a federation singleton; its other
// entries are versioned, so a remote may run its own copy of them. That is only safe if no versioned
// entry bundles a stateful module itself: a relative import of the atoms, the QueryClient, the API
// client or the toast queue would give a remote's copy a second session. They must be reached through
// the package name (`@admin/auth/singletons`), which federation resolves to the page's one copy.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedModules, sharedSingletons, versionedLibEntries } from './federation';

const root = resolve(import.meta.dirname, '../..');

/** The file an entry (`@admin/ui/forms`) resolves to, through its lib's package.json exports. */
function entryFile(entry: string): string {
  const [scope, name, ...rest] = entry.split('/');
  const libDir = join(root, 'libs', name!);
  const exports = (
    JSON.parse(readFileSync(join(libDir, 'package.json'), 'utf8')) as { exports: Record<string, string> }
  ).exports;
  const target = exports[rest.length ? `./${rest.join('/')}` : '.'];
  if (!target || scope !== '@admin') throw new Error(`${entry} is not declared in libs/${name}/package.json exports`);
  return join(libDir, target);
}

const runtimeImport =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?'(\.{1,2}\/[^']+)'|import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

function resolveRelative(from: string, spec: string): string {
  const base = resolve(dirname(from), spec);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (f) => existsSync(f) && !f.endsWith('/'),
  );
  if (!found) throw new Error(`Cannot resolve ${spec} from ${from}`);
  return found;
}

/** Every file bundled with `file` through relative, non-type-only imports. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (!/\.tsx?$/.test(file)) return seen;
  for (const match of readFileSync(file, 'utf8').matchAll(runtimeImport))
    closure(resolveRelative(file, (match[1] ?? match[2])!), seen);
  return seen;
}

/** The modules a `/singletons` entry re-exports or imports directly: the state it exists to hold. */
function statefulModules(entry: string): string[] {
  const file = entryFile(entry);
  return [...readFileSync(file, 'utf8').matchAll(runtimeImport)].map((m) => resolveRelative(file, (m[1] ?? m[2])!));
}

const singletonEntries = Object.keys(sharedSingletons).filter((key) => key.startsWith('@admin/'));

describe("our libs' shared entries", () => {
  it('every lib has a singleton entry and its other entries are versioned', () => {
    // (@admin/ui/router too: the router, shared through the kit so only the parts used ship; zod and
    // recharts likewise, by version: @admin/ui/zod, /zod-mini and /charts.)
    expect(singletonEntries.sort()).toEqual([
      '@admin/api-client/singletons',
      '@admin/auth/singletons',
      '@admin/ui/router',
      '@admin/ui/singletons',
    ]);
    expect(Object.keys(versionedLibEntries).sort()).toEqual([
      '@admin/api-client',
      '@admin/api-client/contract/core',
      '@admin/auth',
      '@admin/ui',
      '@admin/ui/charts',
      '@admin/ui/forms',
      '@admin/ui/messages',
      '@admin/ui/zod',
      '@admin/ui/zod-mini',
    ]);
  });

  it.each(Object.keys(versionedLibEntries))("%s bundles none of the modules that hold the libs' state", (entry) => {
    const bundled = closure(entryFile(entry));
    const stateful = singletonEntries.flatMap(statefulModules);
    expect(stateful.length).toBeGreaterThanOrEqual(singletonEntries.length);
    expect(stateful.filter((file) => bundled.has(file)).map((file) => relative(root, file))).toEqual([]);
  });
});

describe('one copy of each of our modules per page', () => {
  // Federation bundles each shared entry with every file it reaches by a relative path; a file
  // reached from two entries is on the page twice (the client's factory was, under the singleton
  // entry and under the main entry that re-exported it). Entries reach each other by package name.
  const entries = [...singletonEntries, ...Object.keys(versionedLibEntries)];
  it.each(entries)('%s shares no module with another of our shared entries', (entry) => {
    const own = closure(entryFile(entry));
    const twice = entries
      .filter((other) => other !== entry)
      .flatMap((other) =>
        [...closure(entryFile(other))]
          .filter((file) => own.has(file))
          .map((file) => `${other}: ${relative(root, file)}`),
      );
    expect(twice).toEqual([]);
  });
});

/** Every package a file imports at run time (not `import type`). */
const packageImport =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?'([^.'][^']*)'|import\(\s*'([^.'][^']*)'\s*\)/g;

describe('@admin/api-client/contract and its shared core', () => {
  const CORE = '@admin/api-client/contract/core';
  const sharedEntries = [...singletonEntries, ...Object.keys(versionedLibEntries)];

  it('the core is shared by version, and no other entry bundles a copy of it', () => {
    expect(versionedLibEntries[CORE]).toBe('@admin/api-client');
    const core = closure(entryFile(CORE));
    const others = Object.keys(versionedLibEntries).filter((entry) => entry !== CORE);
    const copies = others.flatMap((entry) =>
      [...closure(entryFile(entry))]
        .filter((file) => core.has(file))
        .map((file) => `${entry}: ${relative(root, file)}`),
    );
    expect(copies).toEqual([]);
  });

  it('the contract is not shared, and reaches its core by package name only (one copy of the core per page)', () => {
    expect(Object.keys(sharedModules(root))).not.toContain('@admin/api-client/contract');
    const core = closure(entryFile(CORE));
    const contract = closure(entryFile('@admin/api-client/contract'));
    expect([...contract].filter((file) => core.has(file)).map((file) => relative(root, file))).toEqual([]);
    const imports = [...contract].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(packageImport)].map((m) => m[1] ?? m[2]),
    );
    // Files of the contract may each import the core (the role matrix does): by package name, one copy.
    expect([...new Set(imports)]).toEqual([CORE]);
  });

  it('no shared entry imports the (unshared) contract: each would bundle its own copy of what it uses', () => {
    const importers = sharedEntries.flatMap((entry) =>
      [...closure(entryFile(entry))]
        .filter((file) =>
          [...readFileSync(file, 'utf8').matchAll(packageImport)].some(
            (m) => (m[1] ?? m[2]) === '@admin/api-client/contract',
          ),
        )
        .map((file) => `${entry}: ${relative(root, file)}`),
    );
    expect(importers).toEqual([]);
  });

  it.each(['@admin/api-client/contract', CORE])(
    "%s loads no package and none of the client's modules: types, constants, labels, messages only",
    (entry) => {
      const bundled = [...closure(entryFile(entry))];
      const outside = bundled
        .map((file) => relative(join(root, 'libs/api-client/src'), file))
        .filter((file) => !/^(contract|types)\//.test(file));
      expect(outside).toEqual([]);
      const packages = bundled
        .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(packageImport)].map((m) => m[1] ?? m[2]))
        .filter((name) => name !== CORE);
      expect(packages).toEqual([]);
    },
  );

  it('the contract exports every value of its core', async () => {
    const core = await import('@admin/api-client/contract/core');
    const contract: Record<string, unknown> = await import('@admin/api-client/contract');
    expect(Object.keys(core).filter((name) => contract[name] !== (core as Record<string, unknown>)[name])).toEqual([]);
  });
});
