import { describeRoutePages } from '../../../tools/testing/route-pages';
import TransactionsPage from './pages/TransactionsPage';
import OrderReportPage from './pages/OrderReportPage';
import CancelRequestsPage from './pages/CancelRequestsPage';
import OrderDetailPage from './pages/OrderDetailPage';
import OrderListPage from './pages/OrderListPage';

describeRoutePages('orders-mfe', [
  { url: '/orders', path: '/orders', page: OrderListPage, heading: 'Orders', pattern: '/orders' },
  { url: '/order-details/17', path: '/order-details/:id', page: OrderDetailPage, heading: 'Order Details', pattern: '/order-details/{id}' },
  { url: '/cancel', path: '/cancel', page: CancelRequestsPage, heading: 'Cancel Requests', pattern: '/cancel' },
  { url: '/order-report', path: '/order-report', page: OrderReportPage, heading: 'Order Report', pattern: '/order-report' },
  { url: '/transactions', path: '/transactions', page: TransactionsPage, heading: 'Wallet Transactions', pattern: '/transactions' },
]);
