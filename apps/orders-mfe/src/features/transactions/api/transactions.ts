import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { transactionsApi } from '@admin/api-client';
import type { TransactionFilterQuery } from '@admin/api-client';
import { TRANSACTIONS_KEY } from '../../../shared/query-keys';

export const transactionListKey = (query: TransactionFilterQuery) => [...TRANSACTIONS_KEY, 'list', query] as const;

/** One page of `GET /wallet/transactionsfilter`. */
export function useTransactions(query: TransactionFilterQuery) {
  return useQuery({ queryKey: transactionListKey(query), queryFn: () => transactionsApi.list(query), placeholderData: keepPreviousData });
}
