import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { countriesApi } from '@admin/api-client';
import { CONFIG_MESSAGES } from '@admin/api-client/contract';

export { CONFIG_MESSAGES };

export const countriesKeys = {
  list: (params: { page: number; limit: number; search?: string }) => ['countries', 'list', params] as const,
};

export function useCountries(params: { page: number; limit: number; search?: string }) {
  return useQuery({ queryKey: countriesKeys.list(params), queryFn: () => countriesApi.list(params), placeholderData: keepPreviousData });
}
