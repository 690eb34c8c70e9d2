import { defineRemoteConfig } from '../../tools/remote-rsbuild';

export default defineRemoteConfig({
  name: 'customers_mfe',
  exposes: {
    './CustomerListPage': './src/pages/CustomerListPage.tsx',
    './CustomerProfilePage': './src/pages/CustomerProfilePage.tsx',
    './EmployeeListPage': './src/pages/EmployeeListPage.tsx',
    './EmployeeFormPage': './src/pages/EmployeeFormPage.tsx',
    './RoleListPage': './src/pages/RoleListPage.tsx',
    './ActivityPage': './src/pages/ActivityPage.tsx',
  },
});
