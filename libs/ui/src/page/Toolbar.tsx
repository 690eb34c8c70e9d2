import type { ReactNode } from 'react';
import styles from './Toolbar.module.css';

export interface ToolbarProps {
  /** Left side, e.g. a count or a view switch. */
  children?: ReactNode;
  /** Right side: the area's actions. */
  actions?: ReactNode;
}

/** A row above a table or panel: content on the left, actions on the right; wraps when narrow. */
export function Toolbar({ children, actions }: ToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.start}>{children}</div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
