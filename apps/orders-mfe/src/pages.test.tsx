import { describeRoutePages } from '../../../tools/testing/route-pages';
import CancelRequestsPage from './features/cancel-requests/CancelRequestsPage';
import OrderDetailPage from './features/orders/OrderDetailPage';
import OrderListPage from './features/orders/OrderListPage';

describeRoutePages('orders-mfe', [
  { url: '/orders', path: '/orders', page: OrderListPage, heading: 'Orders', pattern: '/orders' },
  { url: '/order-details/17', path: '/order-details/:id', page: OrderDetailPage, heading: 'Order Details', pattern: '/order-details/{id}' },
  { url: '/cancel', path: '/cancel', page: CancelRequestsPage, heading: 'Cancel Requests', pattern: '/cancel' },
]);
