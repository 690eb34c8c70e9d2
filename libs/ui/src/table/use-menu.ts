import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

/** Moves focus to the first control of an open menu's panel. */
function focusFirstIn(panel: HTMLElement | null): void {
  panel?.querySelector<HTMLElement>('input:not(:disabled), button:not(:disabled)')?.focus();
}

/** The gap an open menu's panel keeps from the window's edges. */
const EDGE = 8;

/**
 * Shifts an open menu's panel sideways so all of it is inside the window: a panel anchored to a
 * button near the right edge (Views at the end of the filters) opened past it, cutting off its
 * controls (Copy link, Delete). A panel wider than the window starts at its left edge.
 */
export function keepInWindow(panel: HTMLElement | null): void {
  if (!panel) return;
  panel.style.translate = '';
  const { left, right, bottom } = panel.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  let shift = 0;
  if (right > width - EDGE) shift = width - EDGE - right;
  if (left + shift < EDGE) shift = EDGE - left;
  if (shift !== 0) panel.style.translate = `${shift}px 0`;
  // A panel that opens low (the Views menu at the foot of a phone's filter drawer) is scrolled into view.
  if (bottom > document.documentElement.clientHeight) panel.scrollIntoView?.({ block: 'nearest' });
}

/** Places an open menu's panel inside the window and moves focus to its first control. */
export function openPanel(panel: HTMLElement | null): void {
  keepInWindow(panel);
  focusFirstIn(panel);
}

/** The open/close state and the props of a menu's button and panel (see useMenu). */
export type Menu = ReturnType<typeof useMenu>;

/**
 * A button that opens a small panel (the column chooser, the saved views): the button says whether it
 * is open (`aria-expanded`), focus moves into the panel when it opens, Escape closes it and gives focus
 * back to the button, and a click elsewhere closes it.
 */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    // A panel loaded on open (a lazy chunk) is not there yet: it places and focuses itself when it mounts.
    openPanel(panelRef.current);
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return {
    open,
    close,
    button: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': open ? panelId : undefined,
      onClick: () => setOpen((was) => !was),
    },
    panel: {
      ref: panelRef,
      id: panelId,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        close(true);
      },
    },
  };
}
