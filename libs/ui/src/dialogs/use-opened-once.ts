import { useState } from 'react';

/**
 * True from the first render where `open` is true on: a dialog's code (Radix Dialog, ~11 KiB gz) is
 * fetched when the dialog first opens, not with the page that could open it, and stays mounted after
 * so that closing it runs Radix's close (focus return) as usual.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's documented pattern for state derived from a prop).
  if (open && !opened) setOpened(true);
  return opened || open;
}
