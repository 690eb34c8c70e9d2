import { defineRemoteConfig } from '../../tools/remote-rsbuild';

export default defineRemoteConfig({
  name: 'customers_mfe',
  exposes: {
    './CustomerListPage': './src/features/customers/CustomerListPage.tsx',
    './CustomerProfilePage': './src/features/customers/CustomerProfilePage.tsx',
    './EmployeeListPage': './src/features/employees/EmployeeListPage.tsx',
    './EmployeeFormPage': './src/features/employees/EmployeeFormPage.tsx',
  },
});
