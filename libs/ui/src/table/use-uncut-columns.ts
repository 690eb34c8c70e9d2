import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** Marks the cells of a column that a sticky column (or the area's edge) covers in part. */
const CUT = 'data-cut';

/** Which cells of a row are cut, by their place in the row (the selection box's cell first): the last measure. */
export type CutColumns = RefObject<readonly boolean[]>;

/**
 * Keeps a sideways-scrolling table from showing a column cut in two: a column only partly in view,
 * its other part under the sticky actions (or the sticky name, or past the area's edge), is hidden
 * (`data-cut` on its cells, transparent in DataTable.module.css) until it is scrolled fully into
 * view, so no value is ever read cut mid-word ("Decemb"). The sticky column's shadow says more lies
 * that way. Measured again as the area scrolls and resizes, and when the rows (`items`) or what is
 * drawn of them (`drawn`: how many, which columns) change.
 *
 * Returns the last measure: rows drawn later (the slices of a long page) render their cells marked
 * from it, so the measure after their frame finds nothing to change. Marked by this hook after the
 * frame's layout instead, every slice's new cells were styled and laid out a second time in that frame
 * (at 4x CPU ~25 ms of a 100-order page's ~150 ms slice frames).
 */
export function useUncutColumns(area: HTMLElement | null, items: unknown, drawn: string): CutColumns {
  const known = useRef<readonly boolean[]>([]);
  useEffect(() => {
    const table = area?.querySelector('table');
    if (!area || !table) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const head = table.tHead?.rows[0];
      if (!head) return;
      const cells = [...head.cells];
      const box = area.getBoundingClientRect();
      let left = box.left;
      let right = box.left + area.clientWidth;
      for (const cell of cells) {
        const sticky = cell.dataset.sticky;
        if (!sticky) continue;
        const edge = cell.getBoundingClientRect();
        if (edge.width === 0) continue;
        if (sticky === 'end') right = Math.min(right, edge.left);
        else left = Math.max(left, edge.right);
      }
      // A pixel of slack: zoomed layouts leave fractions.
      const cut = cells.map((cell) => {
        if (cell.dataset.sticky) return false;
        const { left: from, right: to, width } = cell.getBoundingClientRect();
        if (width === 0) return false; // cards: no header row to measure
        // A column wider than the room between the sticky ones never fits whole: covering it would hide it for good.
        if (width > right - left + 1) return false;
        const inView = to > left + 1 && from < right - 1;
        return inView && (from < left - 1 || to > right + 1);
      });
      // Unchanged: the rows drawn since the last measure were marked as they rendered.
      if (cut.join() === known.current.join()) return;
      known.current = cut;
      for (const row of table.rows) {
        // Rows of one cell across the table (a row's note, an empty state) have no columns to cut.
        if (row.cells.length !== cells.length) continue;
        cut.forEach((isCut, index) => row.cells[index]?.toggleAttribute(CUT, isCut));
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // Measured where the layout is fresh: a ResizeObserver reports after the frame's layout (and once
    // on observing), so reading the cells' boxes there costs nothing. Measured right after each commit
    // instead, every slice of a long page forced a layout of the whole table (at 4x CPU, most of the
    // page's long tasks).
    const resized =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            if (frame) cancelAnimationFrame(frame);
            measure();
          });
    if (resized) {
      resized.observe(area);
      resized.observe(table);
    } else measure();
    area.addEventListener('scroll', schedule, { passive: true });
    return () => {
      area.removeEventListener('scroll', schedule);
      resized?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [area, items, drawn]);
  return known;
}
