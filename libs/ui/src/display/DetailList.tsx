import type { ReactNode } from 'react';
import styles from './DetailList.module.css';

export interface DetailListItem {
  label: string;
  value: ReactNode;
}

export interface DetailListProps {
  items: DetailListItem[];
}

/** Label/value pairs of a record's detail page; an empty value shows a dash so the row is not blank. */
export function DetailList({ items }: DetailListProps) {
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <div className={styles.row} key={item.label}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>
            {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
