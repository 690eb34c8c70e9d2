import type { ReactNode } from 'react';
import { FilterBar, SelectFilter } from '@admin/ui';
import type { OrderQueue, OrderStatus } from '@admin/api-client';
import { ORDER_STATUS_OPTIONS } from '../../../common/order-status-options';

/** The order list's work queues, as its Queue filter offers them. */
const ORDER_QUEUE_OPTIONS = [
  { value: 'past_deadline', label: 'Past deadline' },
  { value: 'awaiting_payment', label: 'Awaiting payment' },
] as const satisfies readonly { value: OrderQueue; label: string }[];

const ASSIGNEE_OPTIONS = [{ value: 'true', label: 'Mine' }];

export interface OrderFiltersProps {
  status: OrderStatus | undefined;
  onStatusChange: (status: OrderStatus | undefined) => void;
  /** The customer and project pickers (searchable selects), composed by the page. */
  customerFilter: ReactNode;
  projectFilter: ReactNode;
  hasFilters: boolean;
  onClear: () => void;
  /** A work queue (past deadline, awaiting payment), and only the user's own orders. */
  queue?: OrderQueue;
  onQueueChange?: (queue: OrderQueue | undefined) => void;
  mine?: boolean;
  onMineChange?: (mine: boolean) => void;
  /** The saved views menu, at the end of the bar. */
  views?: ReactNode;
}

export function OrderFilters({
  status,
  onStatusChange,
  customerFilter,
  projectFilter,
  hasFilters,
  onClear,
  queue,
  onQueueChange,
  mine,
  onMineChange,
  views,
}: OrderFiltersProps) {
  return (
    <FilterBar hasFilters={hasFilters} onClear={onClear}>
      {customerFilter}
      {projectFilter}
      <SelectFilter
        label="Status"
        value={status}
        options={ORDER_STATUS_OPTIONS}
        onChange={(value) => onStatusChange(value as OrderStatus | undefined)}
        allLabel="All statuses"
      />
      {onQueueChange ? (
        <SelectFilter
          label="Queue"
          value={queue}
          options={ORDER_QUEUE_OPTIONS}
          onChange={(value) => onQueueChange(value as OrderQueue | undefined)}
          allLabel="Any"
        />
      ) : null}
      {onMineChange ? (
        <SelectFilter
          label="Assignee"
          value={mine ? 'true' : undefined}
          options={ASSIGNEE_OPTIONS}
          onChange={(value) => onMineChange(value === 'true')}
          allLabel="Anyone"
        />
      ) : null}
      {views}
    </FilterBar>
  );
}
