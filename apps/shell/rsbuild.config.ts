import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { releaseDefine, remotePorts, sharedModules } from '../../tools/federation';

// The host declares no remotes at build time: their URLs come from public/runtime-config.json at run time.
// 'loaded-first' keeps start-up from fetching every remote's manifest, so a dead remote cannot block the shell.
export default defineConfig({
  plugins: [
    pluginReact(),
    // provideExternalRuntime: the remotes are built without a federation runtime and use this one
    // (tools/remote-rsbuild.ts). The option requires that the shell exposes nothing.
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedModules(),
      shareStrategy: 'loaded-first',
      dts: false,
      experiments: { provideExternalRuntime: true },
    }),
  ],
  server: { port: remotePorts.shell, strictPort: true, historyApiFallback: true },
  output: { distPath: { root: process.env.DIST_DIR ?? 'dist' } },
  source: { define: releaseDefine },
  html: { title: 'Admin back-office', favicon: './public/favicon.svg', template: './index.html' },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
