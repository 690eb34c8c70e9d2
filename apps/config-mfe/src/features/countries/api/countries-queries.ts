import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONFIG_MESSAGES, countriesApi } from '@admin/api-client';

export { CONFIG_MESSAGES };

export const countriesKeys = {
  list: (params: { page: number; limit: number; search?: string }) => ['countries', 'list', params] as const,
};

export function useCountries(params: { page: number; limit: number; search?: string }) {
  return useQuery({ queryKey: countriesKeys.list(params), queryFn: () => countriesApi.list(params), placeholderData: keepPreviousData });
}
