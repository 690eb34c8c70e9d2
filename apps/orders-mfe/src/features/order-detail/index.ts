import { ORDER_MESSAGES } from './api/constants';

export { OrderDetail } from './components/OrderDetail';

/** What a detail that cannot load says (spec §8). */
export const ORDER_DETAIL_ERROR = ORDER_MESSAGES.detail;
