// The suite as one ordinary app, for the bench only: the shell's sources and the remotes' pages built
// together, no federation. Same entry, libraries, lazy routes, loader and chunk strategy as apps/shell;
// the only differences are the federation runtime the shell's loader calls, swapped for a stand-in that
// imports the remotes' pages as lazy chunks of this build (federation-runtime.ts), and the entry's early
// preload of the opening page's remote, which has nothing to do here (early-remote-page.ts).
import { join } from 'node:path';
import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { TOKEN_STORAGE_KEYS } from '@admin/api-client';
import { shellDefine } from '../../tools/federation/federation';
import { pluginPreloadStartup } from '../../tools/federation/preload-startup';

const shell = join(import.meta.dirname, '../../apps/shell');
const here = import.meta.dirname;

export default defineConfig({
  plugins: [pluginReact(), pluginPreloadStartup()],
  source: { entry: { index: join(shell, 'src/index.ts') }, define: shellDefine(shell) },
  resolve: {
    alias: { '@module-federation/enhanced/runtime$': join(here, 'federation-runtime.ts') },
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
  // No remotes to preload early: the opening page is a chunk of this build, which its route's loader imports.
  tools: {
    rspack: {
      plugins: [
        new rspack.NormalModuleReplacementPlugin(
          /startup[\\/]early-remote-page(\.ts)?$/,
          join(here, 'early-remote-page.ts'),
        ),
      ],
    },
  },
});
