import { useRef } from 'react';

/**
 * Radix returns focus to its own `Dialog.Trigger` on close; our dialogs are opened by the screen's
 * buttons (controlled `open`), so remember whatever had focus when the dialog opened and return there.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
