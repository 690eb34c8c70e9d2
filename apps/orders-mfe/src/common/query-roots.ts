// This remote's query-key families, written once: each feature's key object starts from its root
// here, and a change's invalidation list names families without importing every feature. The page's
// one QueryClient is shared with the shell and the other remotes, so tools/checks/query-keys.test.ts fails
// when any two apps (or libs) declare the same root.
import { auditKeys } from '@admin/api-client/contract';

export const queryRoots = {
  /** Every order view: the list and each order's detail. */
  orders: ['orders'],
  cancelRequests: ['cancel-requests'],
  orderReport: ['order-report'],
  /** Wallet transactions. */
  transactions: ['transactions'],
  /** Who may be given an order or a cancel request. */
  ownership: ['ownership'],
  /** The customers and projects the order filters offer. */
  orderChoices: ['order-choices'],
} as const;

/**
 * Every view an order's change can alter: the order list and detail, the report, the cancel requests,
 * refunds in the wallet, the filters' choices and the history. A status change on the detail and a
 * decision on a cancel request both invalidate it (by prefix).
 */
export const afterOrderChange = [
  queryRoots.orders,
  queryRoots.orderReport,
  queryRoots.cancelRequests,
  queryRoots.transactions,
  queryRoots.orderChoices,
  auditKeys.all,
];
