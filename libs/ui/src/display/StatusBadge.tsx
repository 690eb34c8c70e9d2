import type { ReactNode } from 'react';
import styles from './StatusBadge.module.css';

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export interface StatusBadgeProps {
  tone: StatusTone;
  /** The status in words: colour is never the only signal. */
  children: ReactNode;
  /**
   * Long words may wrap onto a second line ("Awaiting second approval" in a table's narrow Status
   * column), instead of widening the column and pushing the next ones under a sticky one.
   */
  wrap?: boolean;
}

export function StatusBadge({ tone, children, wrap = false }: StatusBadgeProps) {
  return (
    <span className={`${styles.badge} ${styles[tone]}${wrap ? ` ${styles.wrap}` : ''}`} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </span>
  );
}
