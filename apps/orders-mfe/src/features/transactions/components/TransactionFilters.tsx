import type { ReactNode } from 'react';
import type { TransactionStatus, TransactionType } from '@admin/api-client';
import { DateRangeFilter, FilterBar, SelectFilter } from '@admin/ui';
import type { DateRange } from '@admin/ui';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@admin/api-client/contract';
import { TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS } from './TransactionTable';

const TYPE_OPTIONS = TRANSACTION_TYPES.map((type) => ({ value: type, label: TRANSACTION_TYPE_LABELS[type] }));
const STATUS_OPTIONS = TRANSACTION_STATUSES.map((status) => ({
  value: status,
  label: TRANSACTION_STATUS_LABELS[status],
}));

export interface TransactionFiltersProps {
  type: TransactionType | undefined;
  status: TransactionStatus | undefined;
  from: string | undefined;
  to: string | undefined;
  onChange: (filters: { type?: TransactionType; status?: TransactionStatus }) => void;
  onDatesChange: (range: DateRange) => void;
  customerFilter: ReactNode;
  hasFilters: boolean;
  onClear: () => void;
  /** The saved views menu, at the end of the bar. */
  views?: ReactNode;
}

export function TransactionFilters(props: TransactionFiltersProps) {
  return (
    <FilterBar hasFilters={props.hasFilters} onClear={props.onClear}>
      {props.customerFilter}
      <SelectFilter
        label="Type"
        value={props.type}
        options={TYPE_OPTIONS}
        onChange={(value) => props.onChange({ type: value as TransactionType | undefined })}
        allLabel="All types"
      />
      <SelectFilter
        label="Status"
        value={props.status}
        options={STATUS_OPTIONS}
        onChange={(value) => props.onChange({ status: value as TransactionStatus | undefined })}
        allLabel="All statuses"
      />
      <DateRangeFilter label="Date" from={props.from} to={props.to} onChange={props.onDatesChange} />
      {props.views}
    </FilterBar>
  );
}
