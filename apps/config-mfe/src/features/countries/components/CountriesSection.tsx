import { useListStorage } from '@admin/auth';
import type { Country } from '@admin/api-client';
import { DataTable, FilterBar, SavedViews, SearchInput, useListController } from '@admin/ui';
import type { DataTableColumn } from '@admin/ui';
import { CONFIG_MESSAGES, countryListQuery } from '../api/countries-queries';
import { COUNTRIES_PREFIX, countriesListSchema } from '../schemas/countries-list';

const columns: DataTableColumn<Country>[] = [
  { header: 'Country', accessorKey: 'name', sortKey: 'name', meta: { sticky: 'start' } },
  { header: 'ISO code', accessorKey: 'iso_code', sortKey: 'iso_code' },
  { header: 'Dial code', accessorKey: 'dial_code', sortKey: 'dial_code' },
];

/** Countries (reference data, read-only), searched by name. */
export function CountriesSection() {
  const list = useListController(countriesListSchema, {
    prefix: COUNTRIES_PREFIX,
    query: countryListQuery,
    storage: useListStorage('countries'),
  });
  const { storage } = list;
  return (
    <>
      <FilterBar hasFilters={list.hasFilters} onClear={() => list.clearFilters()}>
        <SearchInput
          label="Search countries"
          value={list.params.search ?? ''}
          onChange={(search) => list.setFilters({ search }, { replace: true })}
        />
        {storage ? <SavedViews storage={storage} pageKey={`${COUNTRIES_PREFIX}.page`} /> : null}
      </FilterBar>
      <DataTable
        {...list.table}
        caption="Countries"
        columns={columns}
        errorFallback={CONFIG_MESSAGES.countriesList}
        empty={{ title: 'No countries match this search' }}
        getRowId={(country) => String(country.id)}
      />
    </>
  );
}
