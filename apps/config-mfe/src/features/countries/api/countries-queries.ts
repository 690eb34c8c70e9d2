import { queryOptions } from '@tanstack/react-query';
import { countriesApi } from '@admin/api-client/config';
import type { CountryListQuery } from '@admin/api-client';
import { queryRoots } from '../../../common/query-roots';

export { CONFIG_MESSAGES, COUNTRY_SORT_KEYS } from '@admin/api-client/contract';

const countriesKeys = {
  list: (params: CountryListQuery) => [...queryRoots.countries, 'list', params] as const,
};

export const countryListQuery = (params: CountryListQuery) =>
  queryOptions({ queryKey: countriesKeys.list(params), queryFn: () => countriesApi.list(params) });
