// The suite as one ordinary app, for the bench only: the shell's sources and the remotes' pages built
// together, no federation. Same entry, libraries, lazy routes and chunk strategy as apps/shell; the
// only difference is the two modules that reach remotes (the page loader and the prefetch), swapped
// for ones that import the remotes' pages as lazy chunks of this build.
import { join } from 'node:path';
import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { TOKEN_STORAGE_KEYS } from '@admin/api-client';
import { frontEndAliases, releaseDefine } from '../../tools/federation';
import { pluginPreloadStartup } from '../../tools/preload-startup';

const shell = join(import.meta.dirname, '../../apps/shell');
const here = import.meta.dirname;

export default defineConfig({
  plugins: [pluginReact(), pluginPreloadStartup()],
  source: { entry: { index: join(shell, 'src/index.ts') }, define: releaseDefine },
  resolve: { alias: frontEndAliases },
  tools: {
    rspack: {
      plugins: [
        new rspack.NormalModuleReplacementPlugin(/shell[\\/]src[\\/]federation[\\/]remoteLoader\.ts$/, join(here, 'pageLoader.ts')),
        new rspack.NormalModuleReplacementPlugin(/shell[\\/]src[\\/]federation[\\/]prefetch\.ts$/, join(here, 'prefetch.ts')),
      ],
    },
  },
  server: { publicDir: { name: join(shell, 'public') } },
  output: { distPath: { root: process.env.DIST_DIR ?? join(here, 'dist') } },
  html: {
    title: 'Admin back-office',
    favicon: join(shell, 'public/favicon.svg'),
    template: join(shell, 'index.html'),
    templateParameters: { accessTokenKey: TOKEN_STORAGE_KEYS.accessToken },
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
