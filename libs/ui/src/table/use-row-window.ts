import { useEffect, useState } from 'react';
import type { WindowMemory, WindowMeasures } from './row-window-motion';
import { allOf, type RowWindow, same, WINDOW_SLICE } from './row-window-shape';

/** A page up to this many rows is drawn whole, at once: no window. */
const WHOLE_PAGE_ROWS = 25;
/**
 * Which rows of a long page to draw. A page up to WHOLE_PAGE_ROWS rows: all of them. A longer page,
 * in its own scroll box (DataTable.module.css: a page over the default 10 rows), is drawn as a window:
 * the rows in and near the box's view (OVERSCAN_ROWS beyond each edge, and the row holding focus), with
 * spacers above and below as tall as the rows left out (each row's height measured once drawn and kept
 * by its id; the average for rows not drawn yet). So the first frame and each scroll lay out a bounded
 * number of rows: at 4x CPU a 100-row order page's rows took frames of 100-200 ms to lay out and paint
 * 25 at a time, whatever the slice. The window moves on the box's scroll, a frame at a time, its new
 * rows added WINDOW_SLICE a frame in a transition (React renders them in steps that yield), the nearest
 * first. On a narrow frame the box does not scroll (its rows are cards that scroll with the page): the
 * whole page is drawn there, WINDOW_SLICE rows a frame from the top (windowing against the page's own
 * scroll would have to follow every scrolling ancestor and the cards' uneven heights; 100 cards are
 * drawn once, in slices, and then scroll without any work).
 *
 * Costs: the browser's find searches only the drawn rows of a long page. Ctrl+F (Cmd+F) itself draws
 * the rest of the page (a slice a frame, as the window does; the rows stay drawn until the page
 * changes), so find-in-page still works from the keyboard; opened from the browser's menu it does not
 * (no event reaches the page); the list's own search filter looks through every row, on the server.
 * A screen reader's table navigation reads the drawn rows, told the page's size by `aria-rowcount`
 * and each row's place by `aria-rowindex`. Selection, "select all on this page" and the bulk actions
 * read the page's data, not the DOM.
 */
export function useRowWindow(
  box: HTMLElement | null,
  pageIds: readonly string[],
  measures?: WindowMeasures,
): RowWindow {
  // The page's ids as one array while they stay the same: a refetch (a live list's, a mutation's) brings
  // the same rows in a new array, and the window stays where it is.
  const [ids, setIds] = useState(pageIds);
  if (ids !== pageIds && !same(ids, pageIds)) setIds(pageIds);
  const whole = ids.length <= WHOLE_PAGE_ROWS;
  // What the window knows across renders and pages (the rows' heights, what is drawn), kept by its
  // moving part, which is its own chunk: fetched with the first long page, as the first screen (10
  // rows) and most pages never need it. Until it has run, the first WINDOW_SLICE rows are drawn.
  const [memory] = useState<WindowMemory>(() => ({}));
  const [moved, setMoved] = useState<{ ids: readonly string[]; window: RowWindow }>();

  useEffect(() => {
    if (whole || !box) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./row-window-motion').then(({ moveRowWindow }) => {
      if (stopped) return;
      stop = moveRowWindow({ box, ids, measures, memory, show: (window) => setMoved({ ids, window }) });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [whole, box, ids, measures, memory]);

  if (!whole) {
    if (moved?.ids === ids) return moved.window;
    // Other rows, before the window has moved over them: it keeps its place (the box keeps its scroll).
    if (memory.windowOver) return memory.windowOver(memory, ids);
  }
  return { drawn: allOf(whole ? ids.length : Math.min(ids.length, WINDOW_SLICE)), gaps: [] };
}
