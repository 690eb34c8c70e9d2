import type { ReactNode } from 'react';
import { FilterBar, SelectFilter } from '@admin/ui';
import type { OrderStatus } from '@admin/api-client';
import { ORDER_STATUS_OPTIONS } from '../../../common/order-status-options';

export interface OrderFiltersProps {
  status: OrderStatus | undefined;
  onStatusChange: (status: OrderStatus | undefined) => void;
  /** The customer and project pickers (searchable selects), composed by the page. */
  customerFilter: ReactNode;
  projectFilter: ReactNode;
  hasFilters: boolean;
  onClear: () => void;
}

export function OrderFilters({ status, onStatusChange, customerFilter, projectFilter, hasFilters, onClear }: OrderFiltersProps) {
  return (
    <FilterBar hasFilters={hasFilters} onClear={onClear}>
      {customerFilter}
      {projectFilter}
      <SelectFilter label="Status" value={status} options={ORDER_STATUS_OPTIONS} onChange={(value) => onStatusChange(value as OrderStatus | undefined)} allLabel="All statuses" />
    </FilterBar>
  );
}
