import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex="0"]';

/** The focusable elements inside `root`, in document order (whatever order a selector engine lists a selector list's matches in). */
const focusablesIn = (root: HTMLElement | null) =>
  [...(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );

export interface DrawerOptions {
  open: boolean;
  onClose: () => void;
  /** The drawer's element: focus moves into it and stays there while it is open. */
  drawer: RefObject<HTMLElement | null>;
  /** The control that opened it: focus goes back to it when the drawer is dismissed. */
  returnFocusTo: () => HTMLElement | null;
  /** A media query from which the panel is no drawer (it stands in the page): the drawer closes when it starts to match. */
  noDrawerFrom?: string;
}

/**
 * A panel that opens over the page (the shell's navigation, a list's filters on a phone) behaves as
 * a modal while open: focus moves to its first control, Tab and Shift+Tab stay inside it, Escape
 * closes it and gives focus back to what opened it. Returns `dismiss`, for the drawer's own Close
 * and a click on the page around it (focus goes back the same way); closing by `open` turning false
 * otherwise (a link in it followed) leaves focus where the page puts it.
 */
export function useDrawer({ open, onClose, drawer, returnFocusTo, noDrawerFrom }: DrawerOptions): () => void {
  // The latest callbacks, without opening the drawer afresh (focus moving back in) each time they change.
  const latest = useRef({ onClose, returnFocusTo });
  useLayoutEffect(() => {
    latest.current = { onClose, returnFocusTo };
  });
  // Set when the drawer is dismissed: the opener gets focus back once the drawer has closed (and
  // whatever it made inert while open is no longer).
  const returnFocus = useRef(false);
  const dismiss = useCallback(() => {
    returnFocus.current = true;
    latest.current.onClose();
  }, []);
  useEffect(() => {
    if (!open) {
      if (returnFocus.current) latest.current.returnFocusTo()?.focus();
      returnFocus.current = false;
      return;
    }
    focusablesIn(drawer.current)[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // A control inside that used Escape itself (a combobox closing its list) keeps the drawer open.
        if (event.defaultPrevented) return;
        event.preventDefault();
        dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      const all = focusablesIn(drawer.current);
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
    const wide = noDrawerFrom ? window.matchMedia?.(noDrawerFrom) : undefined;
    const onWiden = (event: MediaQueryListEvent) => {
      if (event.matches) latest.current.onClose();
    };
    wide?.addEventListener('change', onWiden);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide?.removeEventListener('change', onWiden);
    };
  }, [open, drawer, dismiss, noDrawerFrom]);
  return dismiss;
}
