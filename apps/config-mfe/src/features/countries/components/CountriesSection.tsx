import type { Country } from '@admin/api-client';
import { DataTable, FilterBar, SearchInput } from '@admin/ui';
import type { DataTableColumn, ListParams, ListParamsState } from '@admin/ui';
import { CONFIG_MESSAGES, useCountries } from '../api/countries-queries';
import type { countriesListSchema } from '../schemas/countries-list';

const columns: DataTableColumn<Country>[] = [
  { header: 'Country', accessorKey: 'name' },
  { header: 'ISO code', accessorKey: 'iso_code' },
  { header: 'Dial code', accessorKey: 'dial_code' },
];

/** Countries (reference data, read-only), searched by name. */
export function CountriesSection({ list }: { list: ListParamsState<ListParams<typeof countriesListSchema>> }) {
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
