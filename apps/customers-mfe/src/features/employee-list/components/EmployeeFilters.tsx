import type { ReactNode } from 'react';
import type { UserStatus } from '@admin/api-client';
import { FilterBar, SearchInput, SelectFilter } from '@admin/ui';
import { USER_STATUSES } from '@admin/api-client/contract';

const STATUS_OPTIONS = USER_STATUSES.map((value) => ({ value, label: value }));

export interface EmployeeFiltersProps {
  params: { role?: number; status?: UserStatus; search?: string };
  setFilters: (
    filters: { role?: number; status?: UserStatus; search?: string },
    options?: { replace?: boolean },
  ) => void;
  clearFilters: () => void;
  hasFilters: boolean;
  roleOptions: readonly { value: string; label: string }[];
  /** The saved views menu, at the end of the bar. */
  views?: ReactNode;
}

export function EmployeeFilters({
  params,
  setFilters,
  clearFilters,
  hasFilters,
  roleOptions,
  views,
}: EmployeeFiltersProps) {
  return (
    <FilterBar onClear={clearFilters} hasFilters={hasFilters}>
      <SearchInput
        label="Search"
        placeholder="Name, phone or email"
        value={params.search}
        onChange={(search) => setFilters({ search }, { replace: true })}
      />
      <SelectFilter
        label="Role"
        value={params.role === undefined ? undefined : String(params.role)}
        options={roleOptions}
        allLabel="All roles"
        onChange={(role) => setFilters({ role: role === undefined ? undefined : Number(role) })}
      />
      <SelectFilter
        label="Status"
        value={params.status}
        options={STATUS_OPTIONS}
        allLabel="All statuses"
        onChange={(status) => setFilters({ status: status as UserStatus | undefined })}
      />
      {views}
    </FilterBar>
  );
}
