import { useEffect, useState } from 'react';

/** Rows rendered in one go; a longer page is rendered a slice more per frame. */
const ROW_SLICE = 25;

const nextFrame = (run: () => void): (() => void) => {
  if (typeof requestAnimationFrame === 'function') {
    const frame = requestAnimationFrame(run);
    return () => cancelAnimationFrame(frame);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
};

/**
 * How many of `items` to render now: all of a page up to ROW_SLICE rows, else ROW_SLICE more each
 * frame. A 100-row page of a wide list (an order's links, assignee choice, sticky columns) rendered
 * and laid out in one task took ~70 ms, past the 50 ms that makes a page feel stuck; in slices no
 * task is that long, and the first rows show sooner. Only what is drawn is sliced: selection, "select
 * all" and the bulk actions work on the whole page's data.
 */
export function useRowsInSlices(items: readonly unknown[]): number {
  const [shown, setShown] = useState({ items, count: Math.min(items.length, ROW_SLICE) });
  const current = shown.items === items ? shown : { items, count: Math.min(items.length, ROW_SLICE) };
  // A new page starts again from its first slice (state adjusted while rendering, as React advises).
  if (current !== shown) setShown(current);
  useEffect(() => {
    if (current.count >= items.length) return;
    return nextFrame(() =>
      setShown((state) =>
        state.items === items ? { items, count: Math.min(items.length, state.count + ROW_SLICE) } : state,
      ),
    );
  }, [current.count, items]);
  return current.count;
}
