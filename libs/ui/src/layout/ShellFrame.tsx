import { useRef } from 'react';
import type { ReactNode } from 'react';
import styles from './ShellFrame.module.css';
import { useDrawer } from './use-drawer';

export interface ShellFrameProps {
  sidebar: ReactNode;
  topBar: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  /** Below 1280 px the sidebar is a drawer, hidden unless opened (by the top bar's menu button). */
  sidebarOpen: boolean;
  onCloseSidebar: () => void;
  /** Optional strip above the top bar (for example a QA override warning). */
  banner?: ReactNode;
}

/** The window width from which the sidebar stands beside the content (ShellFrame.module.css says the same). */
const SIDEBAR_BESIDE = '(min-width: 1280px)';

/** The button that opens the drawer, wherever the top bar put it: focus goes back to it when the drawer closes. */
const menuButton = () => document.querySelector<HTMLElement>('[aria-controls="ui-sidebar"]');

/** The page frame: left sidebar, top bar, content, footer. Below 1280 px the sidebar is a drawer. */
export function ShellFrame({
  sidebar,
  topBar,
  footer,
  children,
  sidebarOpen,
  onCloseSidebar,
  banner,
}: ShellFrameProps) {
  const drawer = useRef<HTMLElement>(null);
  // The open drawer is modal: see useDrawer; the page behind it is inert too (below).
  const dismiss = useDrawer({
    open: sidebarOpen,
    onClose: onCloseSidebar,
    drawer,
    returnFocusTo: menuButton,
    noDrawerFrom: SIDEBAR_BESIDE,
  });
  return (
    <div className={styles.frame} data-sidebar-open={sidebarOpen}>
      <a className={styles.skipLink} href="#ui-content">
        Skip to content
      </a>
      <aside className={styles.sidebar} id="ui-sidebar" ref={drawer}>
        {sidebarOpen ? (
          <button type="button" className={styles.close} onClick={dismiss}>
            Close navigation
          </button>
        ) : null}
        {sidebar}
      </aside>
      {sidebarOpen ? <div className={styles.scrim} onClick={dismiss} aria-hidden="true" /> : null}
      {/* While the drawer is open, the page behind it takes no focus and is not read out. */}
      <div className={styles.main} inert={sidebarOpen || undefined}>
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
