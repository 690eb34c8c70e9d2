import { useQuery } from '@tanstack/react-query';
import { customersApi } from '@admin/api-client';

export const portfolioKeys = {
  detail: (customerId: number) => ['customers', 'portfolio', customerId] as const,
};

export function usePortfolio(customerId: number) {
  return useQuery({ queryKey: portfolioKeys.detail(customerId), queryFn: () => customersApi.portfolio(customerId) });
}
