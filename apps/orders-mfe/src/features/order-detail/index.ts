import { ORDER_MESSAGES } from '@admin/api-client/contract';

export { OrderDetail } from './components/OrderDetail';

/** What a detail that cannot load says (docs/product.md#error-messages). */
export const ORDER_DETAIL_ERROR = ORDER_MESSAGES.detail;
