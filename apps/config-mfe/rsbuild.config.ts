import { defineRemoteConfig } from '../../tools/remote-rsbuild';

export default defineRemoteConfig({
  name: 'config_mfe',
  exposes: {
    './ConfigPage': './src/pages/ConfigPage.tsx',
    './TemplatesPage': './src/pages/TemplatesPage.tsx',
  },
});
