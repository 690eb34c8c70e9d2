import { queryOptions } from '@tanstack/react-query';
import { transactionsApi } from '@admin/api-client/transactions';
import type { TransactionFilterQuery } from '@admin/api-client';
import { queryRoots } from '../../../common/query-roots';

const transactionsKeys = {
  all: queryRoots.transactions,
  list: (query: TransactionFilterQuery) => [...queryRoots.transactions, 'list', query] as const,
};

/** One page of `GET /wallet/transactionsfilter`. */
export const transactionListQuery = (query: TransactionFilterQuery) =>
  queryOptions({ queryKey: transactionsKeys.list(query), queryFn: () => transactionsApi.list(query) });
