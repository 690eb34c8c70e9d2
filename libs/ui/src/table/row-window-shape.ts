/** What the row window's two halves share (useRowWindow on the first load, row-window-motion.ts with the first long page). */

/**
 * Rows added to the DOM in one frame (the nearest to the box's view first). The frame after each
 * addition styles, lays out and paints its new rows: at 4x CPU ~2-3 ms an order row plus the frame's
 * paint and commit, so 25 rows a frame made frames of 100-200 ms.
 */
export const WINDOW_SLICE = 8;

/** The rows to draw, by their place on the page (ascending), and the spacers' heights around them. */
export interface RowWindow {
  /** Indexes of the page's rows to draw, ascending. */
  drawn: readonly number[];
  /** `gaps[k]`: the height of the rows left out before `drawn[k]`; `gaps[drawn.length]`: after the last. 0: no spacer. */
  gaps: readonly number[];
}

export const same = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, k) => b[k] === x);

/** 0..count-1: the places of a page's first `count` rows. */
export const allOf = (count: number): number[] => Array.from({ length: count }, (_, index) => index);
