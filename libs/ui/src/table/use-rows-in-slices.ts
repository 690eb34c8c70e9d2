import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Rows rendered in one go: a page up to this long at once, and at least this many more each frame. */
export const ROW_SLICE = 25;
/**
 * A longer page's first slice: about what its box shows at 1280x800 (a long page's scroll box is the
 * window's height less the header and filters, ~13 rows of ~40 px). The first slice's task also
 * renders the page around the table, so it is the longest: at 4x CPU a 100-row order page's first task
 * rendered the page and 25 rows (~430 ms); the rows below the box follow a frame later.
 */
export const FIRST_SLICE = 12;
/**
 * The time one slice may take, from the frame that asks for it to its commit, ms: where rows are
 * cheap (a fast CPU, a narrow list) a slice takes more of them, so the page is drawn in fewer frames.
 * Never fewer than ROW_SLICE rows: each frame also lays out and paints the whole grown table, so
 * thinner slices made more, not shorter, long tasks (measured at 4x CPU: 30 tasks of ~100 ms on the
 * cancel requests instead of five).
 */
const SLICE_BUDGET_MS = 16;
const MAX_SLICE = 100;

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
 * then, each frame, ROW_SLICE more or as many as the last slice's cost per row (from the frame that
 * asked for it until its rows are committed) says fit in SLICE_BUDGET_MS. A
 * 100-row page of a wide list rendered and laid out in one task took ~70 ms at full speed and
 * 200-600 ms with the CPU 4x slower, past the 50 ms that makes a page feel stuck; in slices no task is
 * that long, and the first rows show sooner. The rows are memoised (DataTableRow), so a slice renders
 * only its own rows. Only what is drawn is sliced: selection, "select all" and the bulk actions work
 * on the whole page's data.
 */
export function useRowsInSlices(items: readonly unknown[]): number {
  const [shown, setShown] = useState<Slices>({ items, count: firstCount(items) });
  const current = shown.items === items ? shown : { items, count: firstCount(items) };
  // A new page starts again from its first slice (state adjusted while rendering, as React advises).
  if (current !== shown) setShown(current);
  // The next slice's size, and when the slice being drawn was asked for (the layout effect below reads
  // its cost once its rows are in the document).
  const step = useRef(ROW_SLICE);
  const asked = useRef<{ at: number; from: number } | null>(null);
  useLayoutEffect(() => {
    const slice = asked.current;
    asked.current = null;
    if (!slice || current.count <= slice.from) return;
    const perRow = (performance.now() - slice.at) / (current.count - slice.from);
    step.current = Math.max(ROW_SLICE, Math.min(MAX_SLICE, Math.floor(SLICE_BUDGET_MS / Math.max(perRow, 0.01))));
  }, [current.count]);
  useEffect(() => {
    if (current.count >= items.length) return;
    return nextFrame(() => {
      asked.current = { at: performance.now(), from: current.count };
      // A transition: React renders the slice's rows in steps of ~5 ms, yielding to the browser (and to
      // a keystroke or a click) between them, and its commit only inserts the nodes built meanwhile.
      // Rendered at once, a slice of 25 order rows was one task of 70-150 ms at 4x CPU.
      startTransition(() =>
        setShown((state) =>
          state.items === items ? { items, count: Math.min(items.length, state.count + step.current) } : state,
        ),
      );
    });
  }, [current.count, items]);
  return current.count;
}
