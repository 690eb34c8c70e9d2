import { defineRemoteConfig } from '../../tools/remote-rsbuild';

export default defineRemoteConfig({
  name: 'config_mfe',
  exposes: {
    './ConfigPage': './src/features/settings/ConfigPage.tsx',
    './TemplatesPage': './src/features/templates/TemplatesPage.tsx',
  },
});
