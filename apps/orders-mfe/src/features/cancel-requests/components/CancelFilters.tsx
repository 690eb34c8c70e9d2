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
  /** Only the user's own requests. */
  mine?: boolean;
  onMineChange?: (mine: boolean) => void;
  /** Only the approvals awaiting a second one that the user may confirm (offered to those who may decide). */
  awaitingMyConfirmation?: boolean;
  onAwaitingMyConfirmationChange?: (awaiting: boolean) => void;
  /** The saved views menu, at the end of the bar. */
  views?: ReactNode;
}

const ASSIGNEE_OPTIONS = [{ value: 'true', label: 'Mine' }];
const SECOND_APPROVAL_OPTIONS = [{ value: 'true', label: 'Awaiting my confirmation' }];

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
      {props.onMineChange ? (
        <SelectFilter
          label="Assignee"
          value={props.mine ? 'true' : undefined}
          options={ASSIGNEE_OPTIONS}
          onChange={(value) => props.onMineChange?.(value === 'true')}
          allLabel="Anyone"
        />
      ) : null}
      {props.onAwaitingMyConfirmationChange ? (
        <SelectFilter
          label="Second approval"
          value={props.awaitingMyConfirmation ? 'true' : undefined}
          options={SECOND_APPROVAL_OPTIONS}
          onChange={(value) => props.onAwaitingMyConfirmationChange?.(value === 'true')}
          allLabel="Any"
        />
      ) : null}
      {props.views}
    </FilterBar>
  );
}
