import type { ReactNode } from 'react';
import styles from './Switch.module.css';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The switch's name for screen readers, naming the record: "Booking amount required for Aurora". */
  label: string;
  /** Visible text beside the track (e.g. the state in words); colour is never the only signal. */
  children?: ReactNode;
  disabled?: boolean;
}

/** An on/off control for a flag of a row (role="switch"): Space or Enter toggles it. */
export function Switch({ checked, onCheckedChange, label, children, disabled }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      className={styles.switch}
      data-state={checked ? 'on' : 'off'}
      onClick={() => onCheckedChange(!checked)}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children !== undefined ? <span className={styles.text}>{children}</span> : null}
    </button>
  );
}
