// What a build says of itself in `release.json` beside its `mf-manifest.json`, for the release
// registry (docs/releases.md): its id, commit and build time, the modules it exposes, and the shared
// singletons it was built against (the shell's build: what it provides). The page declarations are
// the routes' part of the same file; this plugin keeps whatever is there and adds its own fields.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { ReleaseMetadata, ReleaseRequires } from '@admin/api-client/contract';
import { buildCommit, libVersion, sharedSingletons, singletonPackagesWithin } from '../federation/federation';
import { RELEASE_FILE } from '../federation/page-declarations';

/** The package a shared key comes from: `react/jsx-runtime` → `react`, `@admin/ui/router` → `@admin/ui`. */
export const packageOf = (key: string): string =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * A lib's singleton entries carry a contract number (`singletonContract` in its package.json, 1 when
 * absent), raised when an entry changes in a way an older shell's copy cannot serve; a package
 * carries its installed version.
 */
function contractOf(lib: string, appDir: string): string {
  for (let dir = appDir; ; dir = join(dir, '..')) {
    const manifest = join(dir, 'node_modules', lib, 'package.json');
    if (existsSync(manifest))
      return String(
        (JSON.parse(readFileSync(manifest, 'utf8')) as { singletonContract?: number }).singletonContract ?? 1,
      );
    if (join(dir, '..') === dir) return '1';
  }
}

/** The singletons an app in `appDir` is built against: each package's version, each lib entry's contract. */
export function singletonRequires(appDir: string = process.cwd()): ReleaseRequires {
  const requires: ReleaseRequires = {};
  for (const key of Object.keys(sharedSingletons)) {
    if (key.startsWith('@admin/')) requires[key] = contractOf(packageOf(key), appDir);
    else requires[packageOf(key)] = libVersion(packageOf(key), appDir);
  }
  for (const name of singletonPackagesWithin) requires[name] = libVersion(name, appDir);
  return requires;
}

/** This build's fields of release.json (the release id is PUBLIC_RELEASE, as the manifest's buildVersion). */
function releaseFields(exposes: readonly string[], appDir: string = process.cwd()) {
  return {
    release: process.env.PUBLIC_RELEASE ?? 'dev',
    commit: buildCommit(appDir).commit ?? 'unknown',
    builtAt: new Date().toISOString(),
    exposes: [...exposes],
    requires: singletonRequires(appDir),
  } satisfies Partial<ReleaseMetadata>;
}

/** Writes (or completes) `release.json` in the build's output once the build is done. */
export function pluginReleaseMetadata(app: string, container: string, exposes: readonly string[]): RsbuildPlugin {
  return {
    name: 'admin-release-metadata',
    setup(api) {
      api.onAfterBuild(() => {
        const file = join(api.context.distPath, RELEASE_FILE);
        const existing = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<ReleaseMetadata>) : {};
        const metadata = { app, container, pages: [], ...existing, ...releaseFields(exposes, api.context.rootPath) };
        writeFileSync(file, `${JSON.stringify(metadata, null, 2)}\n`);
      });
    },
  };
}
