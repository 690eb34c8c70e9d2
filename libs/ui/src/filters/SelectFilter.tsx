import { useId } from 'react';
import styles from './filters.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

export interface SelectFilterProps {
  label: string;
  /** The chosen value; undefined (or '') is "All". */
  value: string | undefined;
  options: readonly FilterOption[];
  onChange: (value: string | undefined) => void;
  allLabel?: string;
}

/** A labelled native select whose first choice ("All") unsets the filter. */
export function SelectFilter({ label, value, options, onChange, allLabel = 'All' }: SelectFilterProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.control}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
