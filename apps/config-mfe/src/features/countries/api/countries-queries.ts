import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { countriesApi } from '@admin/api-client';
import type { CountryListQuery } from '@admin/api-client';

export { CONFIG_MESSAGES, COUNTRY_SORT_KEYS } from '@admin/api-client';

export function useCountries(params: CountryListQuery) {
  return useQuery({ queryKey: ['countries', 'list', params] as const, queryFn: () => countriesApi.list(params), placeholderData: keepPreviousData });
}
