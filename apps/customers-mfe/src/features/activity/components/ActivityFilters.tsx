import type { AuditAction, AuditListQuery, AuditRecordType } from '@admin/api-client';
import { Button, DateRangeFilter, FilterBar, SearchInput, SelectFilter } from '@admin/ui';
import type { DateRange } from '@admin/ui';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPE_LABELS,
  AUDIT_RECORD_TYPES,
} from '@admin/api-client/contract';
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
}

/**
 * The Activity screen's filters. A person and a single record are chosen by following a link (a
 * panel's "All activity by this person", a name in the table), so they show as a removable filter.
 */
export function ActivityFilters({
  params,
  setFilters,
  clearFilters,
  hasFilters,
  actorName,
  recordLabel,
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
      {params.actor_id !== undefined ? (
        <Chosen
          label="Person"
          value={actorName ?? `Staff #${params.actor_id}`}
          onRemove={() => setFilters({ actor_id: undefined })}
        />
      ) : null}
      {params.record_id !== undefined ? (
        <Chosen
          label="Record"
          value={recordLabel ?? `#${params.record_id}`}
          onRemove={() => setFilters({ record_id: undefined })}
        />
      ) : null}
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
