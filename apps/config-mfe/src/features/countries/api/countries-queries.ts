import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { countriesApi } from '@admin/api-client';
import type { CountryListQuery } from '@admin/api-client';

export { CONFIG_MESSAGES, COUNTRY_SORT_KEYS } from '@admin/api-client/contract';

export const countriesKeys = {
  list: (params: CountryListQuery) => ['countries', 'list', params] as const,
};

export function useCountries(params: CountryListQuery) {
  return useQuery({
    queryKey: countriesKeys.list(params),
    queryFn: () => countriesApi.list(params),
    placeholderData: keepPreviousData,
  });
}
