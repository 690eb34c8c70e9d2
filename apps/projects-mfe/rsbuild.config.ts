import { defineRemoteConfig } from '../../tools/federation/remote-rsbuild';
import { pages } from './src/pages';

export default defineRemoteConfig({ name: 'projects_mfe', pages, appDir: import.meta.dirname });
