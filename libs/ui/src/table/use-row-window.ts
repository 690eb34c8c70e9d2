import { startTransition, useEffect, useRef, useState } from 'react';

/** A page up to this many rows is drawn whole, at once: no window. */
export const WHOLE_PAGE_ROWS = 25;
/**
 * Rows added to the DOM in one frame (the nearest to the box's view first). The frame after each
 * addition styles, lays out and paints its new rows: at 4x CPU ~2-3 ms an order row plus the frame's
 * paint and commit, so 25 rows a frame made frames of 100-200 ms.
 */
export const WINDOW_SLICE = 8;
/** Rows kept drawn beyond each edge of the box's view: the next row Tab reaches is there before focus scrolls to it. */
export const OVERSCAN_ROWS = 6;
/** A row's height until one is measured (a one-line row: 7 px padding twice, a line, a border). */
const ROW_HEIGHT_GUESS = 40;

/** What the window reads of the box (a seam: jsdom has no layout, the tests give their own). */
export interface WindowMeasures {
  /**
   * Whether the box scrolls its rows (not on a narrow frame's cards, which scroll with the page), how
   * far it is scrolled, and the height its rows are seen in (the box's, less the sticky header's), px.
   */
  box(box: HTMLElement): { scrolls: boolean; top: number; room: number };
  /** A drawn row's height (its border box), px. */
  row(row: HTMLTableRowElement): number;
}

export const domMeasures: WindowMeasures = {
  box: (box) => ({
    // A box of no height has no layout (jsdom, or hidden): nothing to window against.
    scrolls: box.clientHeight > 0 && getComputedStyle(box).overflowY !== 'visible',
    top: box.scrollTop,
    room: box.clientHeight - (box.querySelector('thead')?.offsetHeight ?? 0),
  }),
  row: (row) => row.getBoundingClientRect().height,
};

/** Each drawn row's height by its id (with its note's row), the average standing for rows not drawn yet. */
class RowHeights {
  private readonly known = new Map<string, number>();
  private total = 0;

  get average(): number {
    return this.known.size === 0 ? ROW_HEIGHT_GUESS : this.total / this.known.size;
  }

  of(id: string): number {
    return this.known.get(id) ?? this.average;
  }

  /** Keeps a row's height; true when it differs from what the window had for it. */
  set(id: string, height: number): boolean {
    const was = this.of(id);
    this.total += height - (this.known.get(id) ?? 0);
    this.known.set(id, height);
    return Math.abs(was - height) > 0.5;
  }
}

/** The rows to draw, by their place on the page (ascending), and the spacers' heights around them. */
export interface RowWindow {
  /** Indexes of the page's rows to draw, ascending. */
  drawn: readonly number[];
  /** `gaps[k]`: the height of the rows left out before `drawn[k]`; `gaps[drawn.length]`: after the last. 0: no spacer. */
  gaps: readonly number[];
}

interface View {
  top: number;
  room: number;
  /** The row holding focus (its index on the page): kept drawn wherever the window goes. */
  focused: number | undefined;
}

interface Shown {
  ids: readonly string[];
  drawn: readonly number[];
  /** Whether the box scrolls its rows; unknown until it is first measured (no spacers meanwhile). */
  scrolls: boolean | undefined;
  /** Bumped when a measured height changes what the spacers should be. */
  version: number;
}

const firstDrawn = (count: number) => Array.from({ length: Math.min(count, WINDOW_SLICE) }, (_, index) => index);

/** The rows in view (seen) and those to draw (with the overscan), by the heights known or guessed. */
export function rowsInView(
  heights: readonly number[],
  top: number,
  room: number,
  overscan = OVERSCAN_ROWS,
): { first: number; last: number; seenFirst: number; seenLast: number } {
  let seenFirst = -1;
  let seenLast = -1;
  let y = 0;
  for (let index = 0; index < heights.length && y < top + room; index++) {
    const bottom = y + heights[index]!;
    if (bottom > top) {
      if (seenFirst < 0) seenFirst = index;
      seenLast = index;
    }
    y = bottom;
  }
  // Scrolled past the rows (the spacers overestimated them): the last rows are in view.
  if (seenLast < 0) seenFirst = seenLast = Math.max(0, heights.length - 1);
  return {
    first: Math.max(0, seenFirst - overscan),
    last: Math.min(heights.length - 1, seenLast + overscan),
    seenFirst,
    seenLast,
  };
}

/**
 * The next rows to draw: those already drawn that are still wanted (and the focused one), plus up to
 * `slice` of the wanted rows not drawn yet, the nearest to the rows in view first (so a jump to the
 * bottom shows the rows seen there first, then those around them).
 */
export function nextDrawn(
  drawn: readonly number[],
  wanted: { first: number; last: number; seenFirst: number; seenLast: number },
  focused: number | undefined,
  slice = WINDOW_SLICE,
): number[] {
  const { first, last, seenFirst, seenLast } = wanted;
  const keep = new Set(drawn.filter((index) => (index >= first && index <= last) || index === focused));
  const distance = (index: number) => (index < seenFirst ? seenFirst - index : index > seenLast ? index - seenLast : 0);
  const missing: number[] = [];
  for (let index = first; index <= last; index++) if (!keep.has(index)) missing.push(index);
  missing.sort((a, b) => distance(a) - distance(b) || a - b);
  for (const index of missing.slice(0, slice)) keep.add(index);
  return [...keep].sort((a, b) => a - b);
}

const same = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, k) => b[k] === x);

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
  measures: WindowMeasures = domMeasures,
): RowWindow {
  // The page's ids as one array while they stay the same: a refetch (a live list's, a mutation's) brings
  // the same rows in a new array, and the window stays where it is.
  const [ids, setIds] = useState(pageIds);
  if (ids !== pageIds && !same(ids, pageIds)) setIds(pageIds);
  const whole = ids.length <= WHOLE_PAGE_ROWS;
  // Mutable, not state: updated on every scroll and focus, read when the window is planned (once a frame).
  const [view] = useState<View>(() => ({ top: 0, room: 0, focused: undefined }));
  const [heights] = useState(() => new RowHeights());
  const [shown, setShown] = useState<Shown>(() => ({
    ids,
    drawn: firstDrawn(ids.length),
    scrolls: undefined,
    version: 0,
  }));
  // Other rows (state adjusted while rendering, as React advises): the window keeps its place (the box
  // keeps its scroll) and moves from there; a table that had no rows starts from the first ones.
  const kept = shown.ids === ids ? shown.drawn : shown.drawn.filter((index) => index < ids.length);
  const current = shown.ids === ids ? shown : { ...shown, ids, drawn: kept.length > 0 ? kept : firstDrawn(ids.length) };
  if (current !== shown) setShown(current);
  // What is drawn now, for the window's next step (its effect starts again with other rows).
  const latest = useRef(current.drawn);
  useEffect(() => {
    latest.current = current.drawn;
  });

  useEffect(() => {
    if (whole || !box) return;
    let frame = 0;
    let drawn = latest.current;
    let scrolls: boolean | undefined;
    let finding = false;
    // Moves the window one step (WINDOW_SLICE new rows at most) towards the rows the view wants, and
    // asks for another frame until it holds them all.
    const plan = () => {
      frame = 0;
      const measured = measures.box(box);
      view.top = measured.top;
      view.room = measured.room;
      let next: number[];
      if (measured.scrolls) {
        const inView = rowsInView(
          ids.map((id) => heights.of(id)),
          view.top,
          view.room,
        );
        // After Ctrl+F (or Cmd+F), every row: the browser's find searches the DOM.
        const wanted = finding ? { ...inView, first: 0, last: ids.length - 1 } : inView;
        next = nextDrawn(drawn, wanted, view.focused);
        if (next.filter((index) => index >= wanted.first && index <= wanted.last).length <= wanted.last - wanted.first)
          schedule();
      } else {
        // Cards: the whole page, a slice a frame from the top.
        next = [...allOf(Math.min(ids.length, drawn.length + WINDOW_SLICE))];
        if (next.length < ids.length) schedule();
      }
      if (same(next, drawn) && scrolls === measured.scrolls) return;
      drawn = next;
      scrolls = measured.scrolls;
      setShown((state) => (state.ids === ids ? { ...state, drawn: next, scrolls: measured.scrolls } : state));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(() => startTransition(plan));
    };
    // Each drawn row's height (and its note's, which follows it without a place of its own), read
    // where the layout is fresh: a ResizeObserver reports after the frame's layout.
    const measureRows = () => {
      const body = box.querySelector('tbody');
      if (!body) return;
      let changed = false;
      let id: string | undefined;
      let height = 0;
      const keep = () => {
        if (id !== undefined) changed = heights.set(id, height) || changed;
      };
      for (const row of body.rows) {
        if (row.dataset.spacer !== undefined) continue;
        const place = row.getAttribute('aria-rowindex');
        if (place !== null) {
          keep();
          id = ids[Number(place) - 2];
          height = measures.row(row);
        } else if (id !== undefined) height += measures.row(row);
      }
      keep();
      // The spacers follow in a transition: an urgent render here would throw away a window step in progress.
      if (changed)
        startTransition(() =>
          setShown((state) => (state.ids === ids ? { ...state, version: state.version + 1 } : state)),
        );
      schedule();
    };
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measureRows);
    resized?.observe(box);
    const table = box.querySelector('table');
    if (table) resized?.observe(table);
    const focusIn = (event: FocusEvent) => {
      let row = event.target instanceof Element ? event.target.closest('tr') : null;
      // A row's note: it belongs to the row before it.
      while (row && !row.hasAttribute('aria-rowindex') && row.previousElementSibling instanceof HTMLTableRowElement)
        row = row.previousElementSibling;
      const index = Number(row?.getAttribute('aria-rowindex') ?? 0) - 2;
      view.focused = index >= 0 ? index : undefined;
    };
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && box.contains(event.relatedTarget))) view.focused = undefined;
    };
    box.addEventListener('scroll', schedule, { passive: true });
    box.addEventListener('focusin', focusIn);
    box.addEventListener('focusout', focusOut);
    // The browser's find bar opens on this key: the rest of the page is drawn, a slice a frame, for it to search.
    const find = (event: KeyboardEvent) => {
      if (!finding && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
        finding = true;
        schedule();
      }
    };
    window.addEventListener('keydown', find);
    schedule();
    return () => {
      box.removeEventListener('scroll', schedule);
      box.removeEventListener('focusin', focusIn);
      box.removeEventListener('focusout', focusOut);
      window.removeEventListener('keydown', find);
      resized?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [whole, box, ids, measures, view, heights]);

  if (whole) return { drawn: allOf(ids.length), gaps: [] };
  const gaps: number[] = [];
  if (current.scrolls) {
    let next = 0;
    for (const index of current.drawn) {
      gaps.push(sumHeights(ids, heights, next, index));
      next = index + 1;
    }
    gaps.push(sumHeights(ids, heights, next, ids.length));
  }
  return { drawn: current.drawn, gaps };
}

const sumHeights = (ids: readonly string[], heights: RowHeights, from: number, to: number) => {
  let sum = 0;
  for (let index = from; index < to; index++) sum += heights.of(ids[index]!);
  return sum;
};

const wholePages = new Map<number, readonly number[]>();
/** 0..count-1, one array per count (the rows' list is rebuilt only when the page changes). */
const allOf = (count: number): readonly number[] => {
  let all = wholePages.get(count);
  if (!all) {
    all = Array.from({ length: count }, (_, index) => index);
    wholePages.set(count, all);
  }
  return all;
};
