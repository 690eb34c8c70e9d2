import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import styles from './ShellFrame.module.css';

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

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), [tabindex="0"]';

/** The button that opens the drawer, wherever the top bar put it: focus goes back to it when the drawer closes. */
const menuButton = () => document.querySelector<HTMLElement>('[aria-controls="ui-sidebar"]');

/**
 * The open drawer behaves as a modal: focus moves into it, Tab and Shift+Tab stay inside it, Escape
 * (or its Close button, or a click on the dimmed page) closes it and gives focus back to the menu
 * button, and the page behind it is inert. Widening the window past the drawer's width closes it.
 */
function useDrawer(open: boolean, onClose: () => void, drawer: RefObject<HTMLElement | null>) {
  // The latest onClose, without opening the drawer afresh (focus moving back in) each time it changes.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });
  // Set when the drawer is dismissed (not when a link in it navigates): the menu button gets focus
  // back once the page behind is no longer inert.
  const returnFocus = useRef(false);
  const dismiss = useCallback(() => {
    returnFocus.current = true;
    close.current();
  }, []);
  useEffect(() => {
    if (!open) {
      if (returnFocus.current) menuButton()?.focus();
      returnFocus.current = false;
      return;
    }
    // In document order, whatever order a selector engine lists a selector list's matches in.
    const focusables = () =>
      [...(drawer.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].sort((a, b) =>
        a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
      );
    focusables()[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      const all = focusables();
      const first = all[0];
      const last = all[all.length - 1];
      if (!first || !last) return;
      const inside = drawer.current?.contains(document.activeElement) ?? false;
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const wide = window.matchMedia?.(SIDEBAR_BESIDE);
    const onWiden = (event: MediaQueryListEvent) => {
      if (event.matches) close.current();
    };
    wide?.addEventListener('change', onWiden);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide?.removeEventListener('change', onWiden);
    };
  }, [open, drawer, dismiss]);
  return dismiss;
}

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
  const dismiss = useDrawer(sidebarOpen, onCloseSidebar, drawer);
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
