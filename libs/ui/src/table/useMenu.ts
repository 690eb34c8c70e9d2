import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

/** Moves focus to the first control of an open menu's panel. */
export function focusFirstIn(panel: HTMLElement | null): void {
  panel?.querySelector<HTMLElement>('input:not(:disabled), button:not(:disabled)')?.focus();
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
    // A panel loaded on open (a lazy chunk) is not there yet: it focuses itself when it mounts.
    focusFirstIn(panelRef.current);
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
