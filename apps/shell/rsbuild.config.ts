import { join } from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { TOKEN_STORAGE_KEYS } from '@admin/api-client';
import {
  federationRuntimeEsm,
  reactQueryPackage,
  remotePorts,
  shellDefine,
  sharedModules,
} from '../../tools/federation/federation';
import { pluginInlineStart } from '../../tools/federation/inline-start';
import { pluginPreloadStartup, startupCacheGroups } from '../../tools/federation/preload-startup';
import { pluginReleaseMetadata } from '../../tools/release/release-metadata';
import { runtimeConfigMiddleware } from '../../tools/release/release-pages';

// The host declares no remotes at build time: their URLs come from public/runtime-config.json at run time.
// 'loaded-first' keeps start-up from fetching every remote's manifest, so a dead remote cannot block the shell.
export default defineConfig({
  plugins: [
    pluginReact(),
    // provideExternalRuntime: the remotes are built without a federation runtime and use this one
    // (tools/federation/remote-rsbuild.ts). The option requires that the shell exposes nothing. target 'web'
    // drops the runtime's Node loading code: 2 KiB gz less on the first load.
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedModules(),
      shareStrategy: 'loaded-first',
      dts: false,
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
    // index.html preloads bootstrap's chunks and the shared modules they consume (lever 2).
    pluginPreloadStartup(),
    // The runtime config and the opening page's remote are requested from an inline script while the
    // HTML is parsed, before the entry (with the federation runtime) has downloaded.
    pluginInlineStart(join(import.meta.dirname, 'src/startup/inline-start.ts'), shellDefine(import.meta.dirname)),
    // release.json: the singletons this shell provides, which the registry checks each remote against.
    pluginReleaseMetadata('shell', 'shell', []),
  ],
  server: { port: remotePorts.shell, strictPort: true, historyApiFallback: true },
  // The dev server's runtime config carries the pages of the remotes it names, as `npm start` writes
  // the built shell's (the shell routes only to pages the remotes declare).
  dev: {
    setupMiddlewares: (middlewares) =>
      middlewares.unshift(runtimeConfigMiddleware(join(import.meta.dirname, 'public/runtime-config.json'))),
  },
  output: { distPath: { root: process.env.DIST_DIR ?? 'dist' } },
  // The federation runtime's ES modules, as in every remote (tools/federation/federation.ts).
  resolve: { alias: { ...federationRuntimeEsm(import.meta.dirname), ...reactQueryPackage(import.meta.dirname) } },
  // The early preload reads the signed-in id from the stored token before the libs are loaded.
  source: {
    define: shellDefine(import.meta.dirname),
  },
  // index.html paints a look-alike of the first screen before the JS loads; it picks sign-in or the
  // frame by whether a session is stored, under the same key as the token store.
  html: {
    title: 'Admin back-office',
    favicon: './public/favicon.svg',
    template: './index.html',
    templateParameters: { accessTokenKey: TOKEN_STORAGE_KEYS.accessToken },
  },
  // Start-up's code in two chunks (packages, and our libs with bootstrap) instead of one per shared
  // module: every first load fetches all of them (tools/federation/preload-startup.ts).
  performance: {
    chunkSplit: { strategy: 'split-by-experience', override: { cacheGroups: startupCacheGroups() } },
  },
});
