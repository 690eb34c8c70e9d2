import { startTransition, useEffect, useState } from 'react';

/** Rows rendered in one go: a page up to this long at once, and this many more each frame. */
export const ROW_SLICE = 25;
/**
 * A longer page's first slice: about what its box shows at 1280x800 (a long page's scroll box is the
 * window's height less the header and filters, ~13 rows of ~40 px). Its frame also lays out the page
 * around the table, so it is the longest: at 4x CPU a 100-row order page's first task rendered the
 * page and 25 rows (~430 ms); the rows below the box follow a frame later.
 */
export const FIRST_SLICE = 12;
const firstCount = (items: readonly unknown[]) => (items.length <= ROW_SLICE ? items.length : FIRST_SLICE);

const nextFrame = (run: () => void): (() => void) => {
  if (typeof requestAnimationFrame === 'function') {
    const frame = requestAnimationFrame(run);
    return () => cancelAnimationFrame(frame);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
};

interface Slices {
  items: readonly unknown[];
  count: number;
}

/**
 * How many of `items` to render now: all of a page up to ROW_SLICE rows, else FIRST_SLICE first and
 * then ROW_SLICE more a frame. A 100-row page of a wide list rendered and laid out in one task took
 * ~70 ms at full speed and 200-600 ms with the CPU 4x slower, past the 50 ms that makes a page feel
 * stuck. Each slice grows in a transition, so React renders its rows in steps that yield; what the
 * slice's size still bounds is the frame after it, which styles, lays out and paints its new rows
 * (~2-3 ms a row at 4x). So the size is the same however cheap the rows are to render: sized by
 * render time (as before the transition), a fast machine drew the rest of a page in one frame and laid
 * out ~90 rows at once. The rows are memoised (DataTableRow), so a slice renders only its own rows.
 * Only what is drawn is sliced: selection, "select all" and the bulk actions work on the whole page's data.
 */
export function useRowsInSlices(items: readonly unknown[]): number {
  const [shown, setShown] = useState<Slices>({ items, count: firstCount(items) });
  const current = shown.items === items ? shown : { items, count: firstCount(items) };
  // A new page starts again from its first slice (state adjusted while rendering, as React advises).
  if (current !== shown) setShown(current);
  useEffect(() => {
    if (current.count >= items.length) return;
    // A transition: React renders the slice's rows in steps of ~5 ms, yielding to the browser (and to
    // a keystroke or a click) between them, and its commit only inserts the nodes built meanwhile.
    // Rendered at once, a slice of 25 order rows was one task of 70-150 ms at 4x CPU.
    return nextFrame(() =>
      startTransition(() =>
        setShown((state) =>
          state.items === items ? { items, count: Math.min(items.length, state.count + ROW_SLICE) } : state,
        ),
      ),
    );
  }, [current.count, items]);
  return current.count;
}
