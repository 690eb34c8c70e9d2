import type { ReactNode } from 'react';
import type { AuditAction, AuditListQuery, AuditRecordType } from '@admin/api-client';
import { Button, DateRangeFilter, FilterBar, SearchInput, SearchSelect, SelectFilter } from '@admin/ui';
import type { DateRange } from '@admin/ui';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_MESSAGES,
  AUDIT_RECORD_TYPE_LABELS,
  AUDIT_RECORD_TYPES,
} from '@admin/api-client/contract';
import { activityPeopleKey, searchStaffNames } from '../api/activity-queries';
import styles from './Activity.module.css';

const TYPE_OPTIONS = AUDIT_RECORD_TYPES.map((type) => ({ value: type, label: AUDIT_RECORD_TYPE_LABELS[type] }));
const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }));

/** The API's audit filters, without paging (the page keeps that apart). */
type ActivityFilterValues = Omit<AuditListQuery, 'page' | 'limit'>;

export interface ActivityFiltersProps {
  params: ActivityFilterValues;
  setFilters: (filters: ActivityFilterValues, options?: { replace?: boolean }) => void;
  clearFilters: () => void;
  hasFilters: boolean;
  /** How the filtered person and record are named ("Priya (Operations)", "Order #113"), when the entries say. */
  actorName?: string;
  recordLabel?: string;
  /** The list's saved views menu, beside the filters as on every other list. */
  views?: ReactNode;
}

/**
 * The Activity screen's filters. The person who acted is picked by name (staff names only, which
 * Compliance may read without `employees.read`), or comes with a link (a panel's "All activity by this
 * person"); a single record comes only with a link, so it shows as a removable filter.
 */
export function ActivityFilters({
  params,
  setFilters,
  clearFilters,
  hasFilters,
  actorName,
  recordLabel,
  views,
}: ActivityFiltersProps) {
  const onDates = ({ from, to }: DateRange) => setFilters({ from_date: from, to_date: to });
  return (
    <FilterBar onClear={clearFilters} hasFilters={hasFilters}>
      <SearchInput
        label="Search"
        placeholder="Record or person"
        value={params.q}
        onChange={(q) => setFilters({ q }, { replace: true })}
      />
      <SelectFilter
        label="Record type"
        value={params.record_type}
        options={TYPE_OPTIONS}
        allLabel="All records"
        onChange={(type) => setFilters({ record_type: type as AuditRecordType | undefined, record_id: undefined })}
      />
      <SelectFilter
        label="Action"
        value={params.action}
        options={ACTION_OPTIONS}
        allLabel="All actions"
        onChange={(action) => setFilters({ action: action as AuditAction | undefined })}
      />
      <DateRangeFilter label="Date" from={params.from_date} to={params.to_date} onChange={onDates} />
      <SearchSelect
        label="Person"
        value={params.actor_id === undefined ? undefined : String(params.actor_id)}
        onChange={(id) => setFilters({ actor_id: id === undefined ? undefined : Number(id) })}
        loadOptions={searchStaffNames}
        queryKey={activityPeopleKey}
        placeholder="Who acted"
        selectedLabel={params.actor_id === undefined ? undefined : (actorName ?? `Staff #${params.actor_id}`)}
        errorText={AUDIT_MESSAGES.people}
      />
      {params.record_id !== undefined ? (
        <Chosen
          label="Record"
          value={recordLabel ?? `#${params.record_id}`}
          onRemove={() => setFilters({ record_id: undefined })}
        />
      ) : null}
      {views}
    </FilterBar>
  );
}

function Chosen({ label, value, onRemove }: { label: string; value: string; onRemove: () => void }) {
  return (
    <p className={styles.chosen}>
      <span>
        {label}: <strong>{value}</strong>
      </span>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Remove the ${label.toLowerCase()} filter (${value})`}
        onClick={onRemove}
      >
        Remove
      </Button>
    </p>
  );
}
