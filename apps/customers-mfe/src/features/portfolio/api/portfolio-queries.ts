import { queryOptions, useQuery } from '@tanstack/react-query';
import { customersApi } from '@admin/api-client/customers';
import { queryRoots } from '../../../common/query-roots';

export const portfolioKeys = {
  detail: (customerId: number) => [...queryRoots.customers, 'portfolio', customerId] as const,
};

const portfolioQuery = (customerId: number) =>
  queryOptions({ queryKey: portfolioKeys.detail(customerId), queryFn: () => customersApi.portfolio(customerId) });

export function usePortfolio(customerId: number) {
  return useQuery(portfolioQuery(customerId));
}
