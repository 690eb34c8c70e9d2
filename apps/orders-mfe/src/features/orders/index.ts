export { orderListParams } from './schemas/order-list-params';
export { useOrderList } from './api/order-list';
export { OrderTable } from './components/OrderTable';
export { OrderFilters } from './components/OrderFilters';
export { orderBulk } from './components/order-bulk';
