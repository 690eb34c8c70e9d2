import type { ReactNode } from 'react';
import type { OrderStatus } from '@admin/api-client';
import { DateRangeFilter, FilterBar, SelectFilter } from '@admin/ui';
import type { DateRange } from '@admin/ui';
import { ORDER_STATUS_OPTIONS } from '../../../common/order-status-options';

export interface ReportFiltersProps {
  status: OrderStatus | undefined;
  onStatusChange: (status: OrderStatus | undefined) => void;
  from: string | undefined;
  to: string | undefined;
  onDatesChange: (range: DateRange) => void;
  customerFilter: ReactNode;
  projectFilter: ReactNode;
  hasFilters: boolean;
  onClear: () => void;
}

export function ReportFilters(props: ReportFiltersProps) {
  return (
    <FilterBar hasFilters={props.hasFilters} onClear={props.onClear}>
      {props.customerFilter}
      {props.projectFilter}
      <SelectFilter
        label="Status"
        value={props.status}
        options={ORDER_STATUS_OPTIONS}
        onChange={(value) => props.onStatusChange(value as OrderStatus | undefined)}
        allLabel="All statuses"
      />
      <DateRangeFilter label="Booked between" from={props.from} to={props.to} onChange={props.onDatesChange} />
    </FilterBar>
  );
}
