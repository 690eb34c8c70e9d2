import { defineRemoteConfig } from '../../tools/remote-rsbuild';

export default defineRemoteConfig({
  name: 'projects_mfe',
  exposes: {
    './ProjectListPage': './src/pages/ProjectListPage.tsx',
    './ProjectFormPage': './src/pages/ProjectFormPage.tsx',
    './CompanyListPage': './src/pages/CompanyListPage.tsx',
    './CompanyFormPage': './src/pages/CompanyFormPage.tsx',
    './FeeManagementPage': './src/pages/FeeManagementPage.tsx',
    './PropertyListPage': './src/pages/PropertyListPage.tsx',
  },
});
