import type { ReactNode } from 'react';
import styles from './ShellFrame.module.css';

export interface ShellFrameProps {
  sidebar: ReactNode;
  topBar: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  /** On a narrow window the sidebar is hidden unless opened. */
  sidebarOpen: boolean;
  onCloseSidebar: () => void;
  /** Optional strip above the top bar (for example a QA override warning). */
  banner?: ReactNode;
}

/** The page frame: left sidebar, top bar, content, footer. The sidebar collapses below 900 px. */
export function ShellFrame({
  sidebar,
  topBar,
  footer,
  children,
  sidebarOpen,
  onCloseSidebar,
  banner,
}: ShellFrameProps) {
  return (
    <div className={styles.frame} data-sidebar-open={sidebarOpen}>
      <a className={styles.skipLink} href="#ui-content">
        Skip to content
      </a>
      <aside className={styles.sidebar} id="ui-sidebar">
        {sidebar}
      </aside>
      {sidebarOpen ? <div className={styles.scrim} onClick={onCloseSidebar} aria-hidden="true" /> : null}
      <div className={styles.main}>
        {banner}
        <header className={styles.topBar}>{topBar}</header>
        <main className={styles.content} id="ui-content" tabIndex={-1}>
          {children}
        </main>
        <footer className={styles.footer}>{footer}</footer>
      </div>
    </div>
  );
}
