import { useId } from 'react';
import { staffZone, timeZoneAbbreviation } from '../format/time-zone';
import styles from './filters.module.css';

export interface DateRange {
  from: string | undefined;
  to: string | undefined;
}

export interface DateRangeFilterProps {
  label: string;
  /** `YYYY-MM-DD`, or undefined when open-ended. */
  from?: string;
  to?: string;
  onChange: (range: DateRange) => void;
  /** Shown beside the dates (default: the staff member's zone, in which the API reads the days: "Dates are in IST, your time zone"). */
  hint?: string;
}

/** The API reads a filter's days in the staff member's zone (the client sends it with them): say which. */
const zoneHint = () => `Dates are in ${timeZoneAbbreviation(staffZone(), new Date())}, your time zone`;

/** Two native date inputs (From, To) under one label; each end may stay empty. */
export function DateRangeFilter({ label, from, to, onChange, hint = zoneHint() }: DateRangeFilterProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const reversed = Boolean(from && to && from > to);
  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.range}>
        <label className={styles.rangePart}>
          <span className={styles.rangeLabel}>From</span>
          <input
            type="date"
            className={styles.control}
            value={from ?? ''}
            max={to}
            onChange={(event) => onChange({ from: event.target.value || undefined, to })}
            aria-invalid={reversed || undefined}
          />
        </label>
        <label className={styles.rangePart}>
          <span className={styles.rangeLabel}>To</span>
          <input
            type="date"
            className={styles.control}
            value={to ?? ''}
            min={from}
            onChange={(event) => onChange({ from, to: event.target.value || undefined })}
            aria-invalid={reversed || undefined}
          />
        </label>
      </div>
      <p id={hintId} className={reversed ? styles.errorHint : styles.hint}>
        {reversed ? 'The start date is after the end date. ' : ''}
        {hint}
      </p>
    </fieldset>
  );
}
