// Production builds of the two peers, with the same bundler as the suite, each in its own folder:
// dist/api, the fair peer on the suite's API (src/Api.tsx), and dist/memory, the in-memory one
// (src/Memory.tsx). The fair peer's page starts fetching its runtime config (the API's address) in
// its first script, before its code arrives, as the shell does.
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  html: { mountId: 'root' },
  environments: {
    api: {
      source: { entry: { index: './src/Api.tsx' } },
      html: {
        title: 'react-admin peer on the API',
        tags: [
          {
            tag: 'script',
            head: true,
            append: false,
            children:
              "window.peerRuntimeConfig = fetch('/runtime-config.json', { cache: 'no-store' }).then((r) => r.json());",
          },
        ],
      },
      output: { distPath: { root: 'dist/api' } },
    },
    memory: {
      source: { entry: { index: './src/Memory.tsx' } },
      html: { title: 'react-admin peer in memory' },
      output: { distPath: { root: 'dist/memory' } },
    },
  },
});
