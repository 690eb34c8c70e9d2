import { defineRemoteConfig } from '../../tools/remote-rsbuild';

export default defineRemoteConfig({
  name: 'projects_mfe',
  exposes: {
    './ProjectListPage': './src/features/projects/ProjectListPage.tsx',
    './ProjectFormPage': './src/features/projects/ProjectFormPage.tsx',
    './CompanyListPage': './src/features/companies/CompanyListPage.tsx',
    './CompanyFormPage': './src/features/companies/CompanyFormPage.tsx',
    './FeeManagementPage': './src/features/fees/FeeManagementPage.tsx',
  },
});
