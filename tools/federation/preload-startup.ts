// The shell's start-up chunks are preloaded from index.html, so they download while
// the entry script (with the federation runtime) is still loading, instead of after it has run.
//
// Which chunks: the entry imports './Bootstrap' behind an async boundary. Before bootstrap runs, the
// federation runtime loads every shared module that bootstrap's chunks consume, each through the
// factory the shell provides it with (the shell loads first, so its own copies are the ones used), and
// a provided module's chunks may consume further shared modules. So: the JS files of bootstrap's chunk
// group and of the provide chunk groups it reaches. Chunk names are numeric, and a shared module's code
// sits in both its provide chunk and its consume-fallback chunk, so neither names nor mf-manifest.json
// can tell which file is fetched; the compilation's chunk graph can.
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

/** A chunk group as the selection sees it: who loads it, and its chunks' files and module identifiers. */
export interface GroupInfo {
  /** The group's name, when it has one (an expose's: `__federation_expose_<name>`). */
  name?: string;
  origins: Array<{ module: string; request: string }>;
  chunks: Array<{ files: string[]; modules: string[] }>;
}

const sharedKey = /^(?:consume|provide) shared module \((?<scope>[^)]+)\) (?<name>@?[^@]+)@/;
const keyOf = (identifier: string, kind: 'consume' | 'provide') => {
  if (!identifier.startsWith(kind)) return null;
  const groups = sharedKey.exec(identifier)?.groups;
  return groups ? `${groups.scope} ${groups.name}` : null;
};

/** The shared module's name (`react-dom/client`) of a consume or provide module's identifier, else null. */
export const sharedNameOf = (identifier: string, kind: 'consume' | 'provide'): string | null =>
  identifier.startsWith(kind) ? (sharedKey.exec(identifier)?.groups?.name ?? null) : null;

/** The shared modules a build provides (the names of its provide modules), sorted. */
export function providedShared(groups: GroupInfo[]): string[] {
  const names = groups.flatMap((group) => group.origins.map((origin) => sharedNameOf(origin.module, 'provide')));
  return [...new Set(names.filter((name) => name !== null))].sort();
}

/** The meta tag naming the shared modules the shell provides: the early preload reads it (no script needed). */
const PROVIDED_SHARED_META = 'admin:provided-shared';

/** The compilation's chunk groups as the selections here read them. */
export function groupsOf(compilation: Rspack.Compilation): GroupInfo[] {
  return compilation.chunkGroups.map((group) => ({
    name: group.name ?? undefined,
    origins: group.origins.map((origin) => ({
      module: origin.module?.identifier() ?? '',
      request: origin.request ?? '',
    })),
    chunks: group.chunks.map((chunk) => ({
      files: [...chunk.files],
      modules: compilation.chunkGraph.getChunkModules(chunk).map((module) => module.identifier()),
    })),
  }));
}

/**
 * What start-up loads: `bootstrapRequest`'s chunk group and every provide group its consumes reach,
 * transitively, with the shared modules consumed on the way (by name: `react-dom/client`).
 */
function startupReach(groups: GroupInfo[], bootstrapRequest: string) {
  const bootstrap = groups.filter((group) => group.origins.some((origin) => origin.request === bootstrapRequest));
  if (bootstrap.length === 0)
    throw new Error(`preload-startup: no chunk group is loaded by import('${bootstrapRequest}')`);
  const providers = new Map<string, GroupInfo[]>();
  for (const group of groups)
    for (const origin of group.origins) {
      const key = keyOf(origin.module, 'provide');
      if (key) providers.set(key, [...(providers.get(key) ?? []), group]);
    }

  const reached = new Set<GroupInfo>();
  const consumed = new Set<string>();
  const names = new Set<string>();
  const visit = (group: GroupInfo) => {
    if (reached.has(group)) return;
    reached.add(group);
    for (const chunk of group.chunks)
      for (const module of chunk.modules) {
        const key = keyOf(module, 'consume');
        if (!key || consumed.has(key)) continue;
        consumed.add(key);
        names.add(sharedNameOf(module, 'consume')!);
        for (const provider of providers.get(key) ?? []) visit(provider);
      }
  };
  bootstrap.forEach(visit);
  return { reached, names };
}

/** The JS files to preload: `bootstrapRequest`'s chunk group and every provide group its consumes reach. */
export function startupScripts(groups: GroupInfo[], bootstrapRequest: string): string[] {
  const files = [...startupReach(groups, bootstrapRequest).reached].flatMap((group) =>
    group.chunks.flatMap((chunk) => chunk.files),
  );
  return [...new Set(files.filter((file) => file.endsWith('.js')))].sort();
}

/**
 * The shared modules start-up consumes, read from the built chunk graph, against the list the cache
 * groups select by (`startupCacheGroups`, which run before that graph exists): a key start-up now
 * consumes but the list lacks would stay in a chunk of its own, one the list names but start-up no
 * longer consumes would join every first load. Either fails the build, naming the key.
 */
export function checkStartupShared(
  groups: GroupInfo[],
  bootstrapRequest: string,
  listed: readonly string[] = STARTUP_SHARED,
): void {
  const consumed = startupReach(groups, bootstrapRequest).names;
  const missing = [...consumed].filter((name) => !listed.includes(name)).sort();
  const extra = listed.filter((name) => !consumed.has(name));
  if (missing.length === 0 && extra.length === 0) return;
  throw new Error(
    [
      'preload-startup: STARTUP_SHARED (tools/federation/preload-startup.ts) no longer matches what start-up consumes.',
      missing.length > 0 ? `Consumed at start-up, not listed: ${missing.join(', ')}.` : '',
      extra.length > 0 ? `Listed, not consumed at start-up: ${extra.join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  );
}

/** Adds `<link rel="preload" as="script">` for the start-up scripts to the head of a production build's HTML. */
export function pluginPreloadStartup({ bootstrapRequest = './Bootstrap' } = {}): RsbuildPlugin {
  return {
    name: 'admin:preload-startup',
    setup(api) {
      api.modifyHTMLTags(({ headTags, bodyTags }, { compilation, assetPrefix }) => {
        if (api.context.action !== 'build') return { headTags, bodyTags };
        const groups = groupsOf(compilation);
        const shared = providedShared(groups);
        // A build that shares nothing (the bench's monolith) has no start-up shared modules to check.
        if (shared.length > 0) checkStartupShared(groups, bootstrapRequest);
        const prefix = assetPrefix.endsWith('/') ? assetPrefix : `${assetPrefix}/`;
        const preloads = startupScripts(groups, bootstrapRequest).map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'script', href: `${prefix}${file}` },
        }));
        // The entry (a deferred script, which browsers fetch at low priority) first: it starts the early
        // fetches (the runtime config, the opening page's remote) that the preloads would delay.
        const entryFirst = headTags.map((tag) =>
          tag.tag === 'script' && tag.attrs?.src ? { ...tag, attrs: { ...tag.attrs, fetchpriority: 'high' } } : tag,
        );
        // Which shared modules this shell provides: the early preload of the opening page fetches the
        // remote's own copies of the others (apps/shell/src/startup/early-remote-page.ts).
        const provided = { tag: 'meta', attrs: { name: PROVIDED_SHARED_META, content: shared.join(' ') } };
        return { headTags: [provided, ...entryFirst, ...preloads], bodyTags };
      });
    },
  };
}

/**
 * The shared modules the shell's bootstrap consumes: what every first load runs. Written out because the
 * cache groups select chunks before the chunk graph that would tell exists; each production build checks
 * it against that graph (`checkStartupShared`) and fails on a difference.
 */
const STARTUP_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'jotai/vanilla',
  'jotai/react',
  '@tanstack/react-query',
  '@admin/ui/singletons',
  '@admin/ui/router',
  '@admin/auth/singletons',
  '@admin/api-client/singletons',
  '@admin/ui',
  '@admin/auth',
  '@admin/api-client',
  '@admin/api-client/contract/core',
] as const;

/** What the start-up chunk selection reads of a chunk: the origins of the groups it belongs to. */
export interface ChunkOrigins {
  groupsIterable: Iterable<{ origins: Array<{ module?: { identifier(): string }; request?: string }> }>;
}

/** Whether a chunk belongs to bootstrap's chunk group or to the provide group of a shared module start-up consumes. */
export function isStartupChunk(
  chunk: ChunkOrigins,
  startupShared: readonly string[] = STARTUP_SHARED,
  bootstrapRequest = './Bootstrap',
): boolean {
  return [...chunk.groupsIterable].some((group) =>
    group.origins.some((origin) => {
      if (origin.request === bootstrapRequest) return true;
      const name = sharedNameOf(origin.module?.identifier() ?? '', 'provide');
      return name !== null && startupShared.includes(name);
    }),
  );
}

/**
 * `splitChunks` cache groups that put the start-up's code into two chunks instead of one per shared
 * module (the federation plugin gives each shared module a chunk of its own, and takes rsbuild's
 * `lib-react` group away because react is shared): `lib-startup`, the packages (react-router aside,
 * which keeps rsbuild's `lib-router`), and `startup`, our libs' shared entries and bootstrap. Every one
 * of those chunks is loaded by every first load anyway (they are the files `startupScripts` preloads),
 * so nothing is fetched sooner than before; what changes is ~20 small files becoming 2 (measured: each
 * file's module wrappers and gzip restarting its dictionary cost ~4 KiB gz over the first load). Only
 * those chunks are selected, so a lazy chunk, a shared module start-up does not consume (the forms, zod,
 * charts) and the entry chunk keep their own.
 */
export function startupCacheGroups(startupShared: readonly string[] = STARTUP_SHARED) {
  const chunks = (chunk: ChunkOrigins) => isStartupChunk(chunk, startupShared);
  return {
    'lib-startup': {
      name: 'lib-startup',
      test: /[\\/]node_modules[\\/](?!react-router[\\/]|react-router-dom[\\/])/,
      chunks,
      enforce: true,
      priority: 10,
    },
    startup: {
      name: 'startup',
      // Our apps' and libs' sources, and the modules the shared keys of packages provide (tools/federation/shared).
      test: /[\\/](?:(?:apps|libs)[\\/][^\\/]+[\\/]src|tools[\\/]federation[\\/]shared)[\\/]/,
      chunks,
      enforce: true,
      priority: 10,
    },
  };
}
