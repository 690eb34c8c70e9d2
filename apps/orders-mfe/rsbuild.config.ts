import { defineRemoteConfig } from '../../tools/remote-rsbuild';

export default defineRemoteConfig({
  name: 'orders_mfe',
  exposes: {
    './OrderListPage': './src/pages/OrderListPage.tsx',
    './OrderDetailPage': './src/pages/OrderDetailPage.tsx',
    './CancelRequestsPage': './src/pages/CancelRequestsPage.tsx',
    './OrderReportPage': './src/pages/OrderReportPage.tsx',
    './TransactionsPage': './src/pages/TransactionsPage.tsx',
  },
});
