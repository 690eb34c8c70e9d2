import { useQuery } from '@tanstack/react-query';
import { customersApi } from '@admin/api-client';

export function usePortfolio(customerId: number) {
  return useQuery({ queryKey: ['customers', 'portfolio', customerId], queryFn: () => customersApi.portfolio(customerId) });
}
