// Query key families of this remote. An order change touches several screens (the list, the detail,
// the report, cancel requests, refunds in the wallet), so mutations invalidate by family.
export const ORDERS_KEY = ['orders'] as const;
export const ORDER_REPORT_KEY = ['order-report'] as const;
export const CANCEL_REQUESTS_KEY = ['cancel-requests'] as const;
export const TRANSACTIONS_KEY = ['transactions'] as const;
export const ORDER_CHOICES_KEY = ['order-choices'] as const;

/** Everything a status change, a cancel decision or a booking can alter. */
export const AFTER_ORDER_CHANGE = [ORDERS_KEY, ORDER_REPORT_KEY, CANCEL_REQUESTS_KEY, TRANSACTIONS_KEY, ORDER_CHOICES_KEY];
