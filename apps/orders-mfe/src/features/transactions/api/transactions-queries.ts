import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { transactionsApi } from '@admin/api-client';
import type { TransactionFilterQuery } from '@admin/api-client';

export const transactionsKeys = {
  all: ['transactions'] as const,
  list: (query: TransactionFilterQuery) => ['transactions', 'list', query] as const,
};

/** One page of `GET /wallet/transactionsfilter`. */
export function useTransactions(query: TransactionFilterQuery) {
  return useQuery({
    queryKey: transactionsKeys.list(query),
    queryFn: () => transactionsApi.list(query),
    placeholderData: keepPreviousData,
  });
}
