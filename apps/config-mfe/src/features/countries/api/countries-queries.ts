import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONFIG_MESSAGES, countriesApi } from '@admin/api-client';

export { CONFIG_MESSAGES };

export function useCountries(params: { page: number; limit: number; search?: string }) {
  return useQuery({ queryKey: ['countries', 'list', params] as const, queryFn: () => countriesApi.list(params), placeholderData: keepPreviousData });
}
