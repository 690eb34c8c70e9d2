import { z } from 'zod';
import type { Country } from '@admin/api-client';
import { DataTable, FilterBar, listParamsSchema, SearchInput, useListParams } from '@admin/ui';
import type { DataTableColumn } from '@admin/ui';
import { CONFIG_MESSAGES, useCountries } from '../api/countries-queries';

const countriesListSchema = listParamsSchema({ search: z.string().max(100) });

const columns: DataTableColumn<Country>[] = [
  { header: 'Country', accessorKey: 'name' },
  { header: 'ISO code', accessorKey: 'iso_code' },
  { header: 'Dial code', accessorKey: 'dial_code' },
];

/** Countries (reference data, read-only), searched by name. */
export function CountriesSection() {
  const list = useListParams(countriesListSchema, { prefix: 'countries' });
  const countries = useCountries(list.params);
  return (
    <>
      <FilterBar hasFilters={list.hasFilters} onClear={() => list.clearFilters()}>
        <SearchInput label="Search countries" value={list.params.search ?? ''} onChange={(search) => list.setFilters({ search }, { replace: true })} />
      </FilterBar>
      <DataTable caption="Countries" columns={columns} query={countries} list={list} errorFallback={CONFIG_MESSAGES.countriesList} empty={{ title: 'No countries match this search' }} />
    </>
  );
}
