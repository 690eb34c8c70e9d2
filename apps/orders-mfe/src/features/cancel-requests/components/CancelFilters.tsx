import type { ReactNode } from 'react';
import type { CancelRequestStatus } from '@admin/api-client';
import { DateRangeFilter, FilterBar, SelectFilter } from '@admin/ui';
import type { DateRange } from '@admin/ui';
import { CANCEL_REQUEST_STATUSES } from '@admin/api-client/contract';
import { ALL_STATUSES } from '../schemas/cancel-list-params';

const STATUS_OPTIONS = CANCEL_REQUEST_STATUSES.map((status) => ({ value: status, label: status }));

export interface CancelFiltersProps {
  status: CancelRequestStatus | typeof ALL_STATUSES;
  onStatusChange: (status: CancelRequestStatus | typeof ALL_STATUSES) => void;
  from: string | undefined;
  to: string | undefined;
  onDatesChange: (range: DateRange) => void;
  customerFilter: ReactNode;
  projectFilter: ReactNode;
  hasFilters: boolean;
  onClear: () => void;
}

export function CancelFilters(props: CancelFiltersProps) {
  return (
    <FilterBar hasFilters={props.hasFilters} onClear={props.onClear}>
      <SelectFilter
        label="Status"
        value={props.status === ALL_STATUSES ? undefined : props.status}
        options={STATUS_OPTIONS}
        onChange={(value) => props.onStatusChange((value as CancelRequestStatus | undefined) ?? ALL_STATUSES)}
        allLabel="All statuses"
      />
      {props.customerFilter}
      {props.projectFilter}
      <DateRangeFilter label="Raised between" from={props.from} to={props.to} onChange={props.onDatesChange} />
    </FilterBar>
  );
}
