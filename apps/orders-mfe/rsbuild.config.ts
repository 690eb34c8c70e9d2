import { defineRemoteConfig } from '../../tools/federation/remote-rsbuild';
import { pages } from './src/pages';

export default defineRemoteConfig({ name: 'orders_mfe', pages, appDir: import.meta.dirname });
