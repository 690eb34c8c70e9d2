import { ORDER_MESSAGES } from './api/constants';

export { OrderDetail } from './components/OrderDetail';

/** What a detail that cannot load says (docs/product.md#error-messages). */
export const ORDER_DETAIL_ERROR = ORDER_MESSAGES.detail;
