import type { ReactNode } from 'react';
import styles from './TopBar.module.css';

export interface TopBarProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  /** Right-hand side: wallet and account menu. */
  end?: ReactNode;
}

export function TopBar({ sidebarOpen, onToggleSidebar, end }: TopBarProps) {
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.menuButton}
        aria-controls="ui-sidebar"
        aria-expanded={sidebarOpen}
        aria-label={sidebarOpen ? 'Close navigation' : 'Open navigation'}
        onClick={onToggleSidebar}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <span className={styles.title}>Staff back-office</span>
      <div className={styles.end}>{end}</div>
    </div>
  );
}
