// A production build of the peer, with the same bundler as the suite.
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: './src/index.tsx' } },
  html: { title: 'react-admin peer', mountId: 'root' },
  output: { distPath: { root: 'dist' } },
});
