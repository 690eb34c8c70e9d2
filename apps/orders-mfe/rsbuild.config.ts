import { defineRemoteConfig } from '../../tools/remote-rsbuild';

export default defineRemoteConfig({
  name: 'orders_mfe',
  exposes: {
    './OrderListPage': './src/features/orders/OrderListPage.tsx',
    './OrderDetailPage': './src/features/orders/OrderDetailPage.tsx',
    './CancelRequestsPage': './src/features/cancel-requests/CancelRequestsPage.tsx',
  },
});
