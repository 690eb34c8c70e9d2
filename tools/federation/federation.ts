// Module Federation settings shared by the shell and every remote, so that all five builds agree.
//
// A shared key matches only that exact import path (measured: sharing only a package root bundled its deep imports twice): sharing `react-dom`
// alone would still bundle `react-dom/client` into every app. So every deep path we import is listed
// (the router aside: see '@admin/ui/router').
//
// Two kinds of shared modules (docs/architecture.md, "Shared singletons"):
// - singletons hold state that must exist once per page: one React, one router, one jotai store (one
//   session), one QueryClient (one cache of server state), one API client (one refresh flight), one
//   toast queue. Every app runs the first copy loaded, whatever version it was built against.
// - our libs' stateless entries are versioned: shared when the loaded copy satisfies `^<version the
//   app was built against>`, otherwise the app runs the copy inside its own build. So a remote built
//   against a newer lib works in an older shell.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { TOKEN_STORAGE_KEYS } from '@admin/api-client';

type SingletonConfig = { singleton: true; requiredVersion: string | false; import?: string; version?: string };
type VersionedConfig = { singleton: false; requiredVersion: string; version: string };
type SharedConfig = Record<string, SingletonConfig | VersionedConfig>;

const singleton = (requiredVersion: string | false): SingletonConfig => ({ singleton: true, requiredVersion });

export const sharedSingletons: Record<string, SingletonConfig> = {
  react: singleton('^19.0.0'),
  'react/jsx-runtime': singleton('^19.0.0'),
  'react/jsx-dev-runtime': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/client': singleton('^19.0.0'),
  jotai: singleton('^2.0.0'),
  'jotai/vanilla': singleton('^2.0.0'),
  'jotai/react': singleton('^2.0.0'),
  'jotai/utils': singleton('^2.0.0'),
  // One QueryClient per page: a remote's useQuery must find the shell's QueryClientProvider. The key
  // provides the names the suite uses, query-core's parts inside (shared/react-query.ts says why);
  // query-core is no longer a key of its own: nothing imports it but react-query.
  '@tanstack/react-query': {
    ...singleton('^5.0.0'),
    import: join(import.meta.dirname, 'shared/react-query.ts'),
    version: libVersion('@tanstack/react-query', import.meta.dirname),
  },
  // The form kit's <Form> provides react-hook-form's context and a screen's useFormContext/useWatch
  // reads it: one copy, whichever copy of @admin/ui/forms the screen runs.
  'react-hook-form': singleton('^7.0.0'),
  // Our libs' state, each in its own small `/singletons` entry, any version (they are kept
  // backward compatible: a remote built against a newer lib still gets the shell's copy):
  // the toast queue and the design tokens' CSS;
  '@admin/ui/singletons': singleton(false),
  // the router (one router, one set of its contexts): an entry that re-exports only the parts the
  // suite uses, so the build drops the rest of react-router (a shared module is not tree-shaken); react-router's own
  // packages are not shared, code imports the router from here (tools/federation/shared-imports.test.ts);
  '@admin/ui/router': singleton(false),
  // the session atoms, the page's QueryClient and the runtime-config context;
  '@admin/auth/singletons': singleton(false),
  // the axios instance, the token store, the refresh flight and the session-expired listeners.
  '@admin/api-client/singletons': singleton(false),
};

/** Our libs' stateless entries (components, hooks, typed calls, formatters), shared by version. */
export const versionedLibEntries = {
  '@admin/ui': '@admin/ui',
  '@admin/ui/forms': '@admin/ui',
  '@admin/auth': '@admin/auth',
  '@admin/api-client': '@admin/api-client',
  // the contract's core (error readers, paging, permissions, roles): the kit, auth, the client and
  // the contract entry all import it by this name, so a page loads it once. The rest of the
  // contract (`@admin/api-client/contract`) is not shared: each app bundles only the names it uses.
  '@admin/api-client/contract/core': '@admin/api-client',
  // zod, the parts the suite uses: one copy on a page instead of one per remote (each bundled its
  // own, ~25 KiB gzip, four times over a tour of every screen). Mini for the first screens' filters,
  // classic for forms: two entries, so a first load does not take the classic API.
  '@admin/ui/zod': '@admin/ui',
  '@admin/ui/zod-mini': '@admin/ui',
  // recharts, the parts the two charts use: each of their remotes bundled its own (~71 KiB gzip).
  '@admin/ui/charts': '@admin/ui',
  // A record's messages and Send message (orders and customers remotes), with the first page showing them.
  '@admin/ui/messages': '@admin/ui',
} as const;

/**
 * The version of lib `name` that an app in `appDir` builds against: the package.json that Node's
 * resolution finds from there (libs/<lib> through the workspace link, or a copy placed closer, as the
 * e2e's variant build does). Versions are bumped by `npm run libs:release` (tools/release/lib-versions.ts).
 */
export function libVersion(name: string, appDir: string = process.cwd()): string {
  for (let dir = appDir; ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
    if (dirname(dir) === dir) throw new Error(`Cannot find ${name} from ${appDir}: run npm install.`);
  }
}

/** Shared by version: any loaded copy that satisfies `^version` serves, else the app's own copy runs. */
export const versioned = (version: string): VersionedConfig => ({
  singleton: false,
  requiredVersion: `^${version}`,
  version,
});

/** The `shared` option of every build: the singletons, and our libs' stateless entries at the versions `appDir` builds against. */
export function sharedModules(appDir: string = process.cwd()): SharedConfig {
  const libs = Object.entries(versionedLibEntries).map(([entry, lib]) => [entry, versioned(libVersion(lib, appDir))]);
  return { ...sharedSingletons, ...Object.fromEntries(libs) };
}

/** The federation runtime's packages that rspack's federation plugin and each other bring into a build. */
const federationRuntimePackages = [
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
];

/**
 * `resolve.alias` of every build: the federation runtime's ES module builds instead of its CommonJS
 * ones. rspack's federation plugin finds the bundler runtime with `require.resolve` (the `require`
 * condition: `dist/index.cjs`), and from there every runtime package is CommonJS, which the bundler
 * cannot tree-shake: each remote entry carried the whole `@module-federation/sdk` (its DOM loaders,
 * logger, manifest-to-snapshot code; the host's runtime has its own) and CommonJS wrappers, ~5.5 KiB
 * gz of projects-mfe's 16.1 KiB entry. Both the files the plugin names (the `.cjs` paths) and the
 * package names point at the `import` build. The host keeps all of the runtime it provides to the
 * remotes (`provideExternalRuntime` hands them the whole namespace).
 */
export function federationRuntimeEsm(appDir: string = process.cwd()): Record<string, string> {
  const require = createRequire(join(appDir, 'package.json'));
  const alias: Record<string, string> = {};
  for (const name of federationRuntimePackages) {
    const cjs = require.resolve(name); // <package>/dist/index.cjs
    const dir = dirname(dirname(cjs));
    const exported = (
      JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        exports: Record<string, { import: { default: string } }>;
      }
    ).exports['.']!.import.default;
    const esm = join(dir, exported);
    alias[cjs] = esm;
    alias[`${name}$`] = esm;
  }
  return alias;
}

/**
 * Packages provided as a singleton inside another shared module rather than under a key of their own:
 * the release registry still counts them among what a build provides and needs (a remote built when
 * query-core was a key lists it; the shell still serves it, inside `@tanstack/react-query`).
 */
export const singletonPackagesWithin = ['@tanstack/query-core'] as const;

/**
 * `resolve.alias` of every build: the name under which the shared key `@tanstack/react-query`'s module
 * (shared/react-query.ts) imports the package itself, its ES module build, as the package's `import`
 * condition resolves it.
 */
export function reactQueryPackage(appDir: string = process.cwd()): Record<string, string> {
  const require = createRequire(join(appDir, 'package.json'));
  const manifest = require.resolve('@tanstack/react-query/package.json');
  const exported = (
    JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }
  ).exports['.']!.import.default;
  return { '@admin/react-query-package$': join(dirname(manifest), exported) };
}

/** Every remote: its container name and its folder under apps/. */
export const remoteApps = {
  projects_mfe: 'projects-mfe',
  orders_mfe: 'orders-mfe',
  customers_mfe: 'customers-mfe',
  config_mfe: 'config-mfe',
} as const;
export type RemoteName = keyof typeof remoteApps;
export const remoteNames = Object.keys(remoteApps) as RemoteName[];

/** Container names and local dev ports of the remotes. The shell learns their URLs at run time. */
export const remotePorts = {
  shell: 4200,
  projects_mfe: 4201,
  orders_mfe: 4202,
  customers_mfe: 4203,
  config_mfe: 4204,
} as const;

/** Remotes are fetched cross-origin by the shell. */
export const corsHeaders = { 'Access-Control-Allow-Origin': '*' };

/** The release label a build shows on its pages (set PUBLIC_RELEASE when building). */
export const releaseDefine = {
  'process.env.PUBLIC_RELEASE': JSON.stringify(process.env.PUBLIC_RELEASE ?? 'dev'),
};

/**
 * What the shell's code reads from `process.env` at build time: its release label, its commit and
 * that commit's time (the system status page), and the key the token is stored under (the early
 * preload reads the signed-in id before the libs load). The shell's build and the bench's monolith of
 * the same sources both define them: a name left undefined is a `process` the browser does not have.
 */
export function shellDefine(shellDir: string): Record<string, string> {
  const { commit, committed_at } = buildCommit(shellDir);
  return {
    ...releaseDefine,
    'process.env.PUBLIC_COMMIT': JSON.stringify(commit),
    'process.env.PUBLIC_COMMIT_TIME': JSON.stringify(committed_at),
    'process.env.ACCESS_TOKEN_KEY': JSON.stringify(TOKEN_STORAGE_KEYS.accessToken),
    // No inline start in index.html, so the entry starts the early requests; the shell's production
    // build says 'true' (pluginInlineStart in tools/federation/inline-start.ts).
    'process.env.INLINE_START': JSON.stringify('false'),
  };
}

export interface BuildCommit {
  /** The short commit id the build was made from. */
  commit: string | null;
  /** That commit's time (ISO 8601): a release's time that two builds of one commit agree on. */
  committed_at: string | null;
}

/**
 * The commit a build is made from: PUBLIC_COMMIT and PUBLIC_COMMIT_TIME when the pipeline sets them
 * (a build from an archive has no .git), else git's HEAD, else unknown. The system status page shows it
 * for each release (a remote's in its release.json, the shell's in its status page's code).
 */
export function buildCommit(cwd: string = process.cwd()): BuildCommit {
  if (process.env.PUBLIC_COMMIT)
    return { commit: process.env.PUBLIC_COMMIT, committed_at: process.env.PUBLIC_COMMIT_TIME ?? null };
  try {
    const [commit, time] = execFileSync('git', ['log', '-1', '--format=%h %cI'], { cwd, encoding: 'utf8' })
      .trim()
      .split(' ');
    return { commit: commit || null, committed_at: time ? new Date(time).toISOString() : null };
  } catch {
    return { commit: null, committed_at: null };
  }
}
