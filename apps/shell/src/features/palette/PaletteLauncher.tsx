import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { CommandPaletteProps } from './CommandPalette';
import { isPaletteChord, isPaletteSlash } from './shortcuts';
import styles from './PaletteLauncher.module.css';

// The palette is not on the first load: its chunk is fetched when the field is hinted (pointer
// rests on it, or it gets focus) or when the palette first opens; it then opens as soon as it arrives.
let paletteChunk: Promise<{ default: (props: CommandPaletteProps) => React.JSX.Element }> | undefined;
const loadPalette = () => (paletteChunk ??= import('./CommandPalette'));
const CommandPalette = lazy(loadPalette);
const hint = () => void loadPalette().catch(() => undefined);

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The top bar's search field and the keyboard shortcuts that open the command palette anywhere in
 * the shell: Ctrl+K / ⌘K, and `/` when no field has focus. Closing returns focus to where it was.
 */
export function PaletteLauncher() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpened(true);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    const target = returnTo.current?.isConnected ? returnTo.current : trigger.current;
    // After the dialog has left the top layer, or focus would land on an inert page.
    requestAnimationFrame(() => target?.focus());
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (isPaletteChord(event) || (!open && isPaletteSlash(event))) {
        event.preventDefault();
        if (!open) show();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, show]);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.field}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={hint}
        onFocus={hint}
        onClick={show}
      >
        <span aria-hidden="true" className={styles.icon}>
          ⌕
        </span>
        <span className={styles.placeholder}>Search</span>
        <kbd className={styles.kbd} aria-hidden="true">
          {isMac ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      {opened && open ? (
        <Suspense fallback={null}>
          <CommandPalette onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
