import { defineRemoteConfig } from '../../tools/remote-rsbuild';
import { pages } from './src/pages';

export default defineRemoteConfig({ name: 'customers_mfe', pages, appDir: import.meta.dirname });
