// The one Rsbuild configuration of a remote: each remote's rsbuild.config.ts only names itself and its pages.
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  corsHeaders,
  frontEndAliases,
  releaseDefine,
  remoteApps,
  remotePorts,
  sharedModules,
  type RemoteName,
} from './federation';
import { pluginReleaseMetadata } from './release-metadata';
import { assertExposesMatchRoutes } from './remote-exposes';
import type { RemotePageName } from './remote-pages';

export interface RemoteDefinition<N extends RemoteName> {
  name: N;
  /**
   * Exposed page modules: './OrderListPage' → './src/pages/OrderListPage.tsx'. Exactly the remote's
   * pages in tools/remote-pages.ts (the pages the shell routes to): checked by the type and, for a
   * config the type does not see, when the build starts.
   */
  exposes: Record<`./${RemotePageName<N>}`, string>;
}

export function defineRemoteConfig<N extends RemoteName>({ name, exposes }: RemoteDefinition<N>): RsbuildConfig {
  assertExposesMatchRoutes(name, exposes);
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
      pluginModuleFederation({
        name,
        exposes,
        shared: sharedModules(),
        dts: false,
        experiments: { externalRuntime: process.env.MF_OWN_RUNTIME !== '1', optimization: { target: 'web' } },
      }),
      // release.json: what the release registry records of this build (docs/releases.md).
      pluginReleaseMetadata(remoteApps[name], name, Object.keys(exposes)),
    ],
    server: { port: remotePorts[name], strictPort: true, headers: corsHeaders },
    dev: { assetPrefix: 'auto' },
    output: { assetPrefix: 'auto', distPath: { root: process.env.DIST_DIR ?? 'dist' } },
    source: { define: releaseDefine },
    resolve: { alias: frontEndAliases },
    html: { title: `${name} (remote)` },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}
