// The one Rsbuild configuration of a remote: each remote's rsbuild.config.ts only names itself and its
// pages (its src/pages.ts), from which the exposes and the release's release.json follow.
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  buildCommit,
  corsHeaders,
  federationRuntimeEsm,
  reactQueryPackage,
  releaseDefine,
  remoteApps,
  remotePorts,
  sharedModules,
  type RemoteName,
} from './federation';
import type { PageDeclaration } from '@admin/api-client/contract';
import { assertDeclarations, exposesOf, RELEASE_FILE, releaseFile } from './page-declarations';
import { pluginReleaseMetadata } from '../release/release-metadata';
import { pluginManifestPreloads } from './manifest-preloads';

export interface RemoteDefinition {
  name: RemoteName;
  /** The remote's pages (src/pages.ts): each one's module is exposed, and they are written into release.json. */
  pages: readonly PageDeclaration[];
  /** The app's folder (where src/pages/ is); the working directory, as Rsbuild runs in it. */
  appDir?: string;
}

/** Writes release.json beside mf-manifest.json: the pages this build declares (the shell routes from them). */
function pluginReleaseFile(name: RemoteName, pages: readonly PageDeclaration[]): RsbuildPlugin {
  return {
    name: 'admin:release-file',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset(
          RELEASE_FILE,
          new sources.RawSource(`${JSON.stringify(releaseFile(name, pages, buildCommit()), null, 2)}\n`),
        );
      });
    },
  };
}

export function defineRemoteConfig({ name, pages, appDir = process.cwd() }: RemoteDefinition): RsbuildConfig {
  assertDeclarations(name, pages, appDir);
  const exposes = exposesOf(pages);
  // The manifest's build info names the release too: the shell's status page reads it from there.
  process.env.MF_BUILD_VERSION = process.env.PUBLIC_RELEASE ?? 'dev';
  return defineConfig({
    plugins: [
      // A remote runs inside a shell that provides React, in development usually a production build
      // (the built shell of `npm start`, or a deployed one with the QA override). The development
      // JSX runtime and Fast Refresh need React's development build, so a remote uses neither: its
      // dev server reloads the page on a change instead.
      pluginReact({ swcReactOptions: { development: false }, fastRefresh: false }),
      // One federation runtime per page (17 KiB gz less per remote): a remote uses the one the shell provides
      // (`provideExternalRuntime`) instead of carrying its own ~17 KiB gz copy. A page mounted without
      // the shell (a single-spa parcel, docs/architecture.md) needs a runtime of its own: either its host page
      // provides one (any MF host built with `provideExternalRuntime: true`), or the remote is built
      // with MF_OWN_RUNTIME=1, which puts the runtime back into its remoteEntry.js. target 'web', as
      // the shell's: the entry leaves out the runtime's Node loading code (1.9 KiB gz per remote entry).
      pluginReleaseFile(name, pages),
      pluginModuleFederation({
        name,
        exposes,
        shared: sharedModules(),
        dts: false,
        experiments: { externalRuntime: process.env.MF_OWN_RUNTIME !== '1', optimization: { target: 'web' } },
      }),
      // release.json's registry fields (docs/releases.md), added to the pages the build wrote above.
      pluginReleaseMetadata(remoteApps[name], name, Object.keys(exposes)),
      // The manifest says what each page consumes and each shared module's every file: the shell's
      // early preload of the opening page fetches the ones it does not provide beside the page.
      pluginManifestPreloads(),
    ],
    server: { port: remotePorts[name], strictPort: true, headers: corsHeaders },
    dev: { assetPrefix: 'auto' },
    output: { assetPrefix: 'auto', distPath: { root: process.env.DIST_DIR ?? 'dist' } },
    source: { define: releaseDefine },
    // The federation runtime's ES modules, tree-shaken: 5.5 KiB gz less in each remote entry.
    resolve: { alias: { ...federationRuntimeEsm(appDir), ...reactQueryPackage(appDir) } },
    html: { title: `${name} (remote)` },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}
