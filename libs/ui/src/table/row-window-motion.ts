import { startTransition } from 'react';
import { allOf, type RowWindow, same, WINDOW_SLICE } from './row-window-shape';

/** A row's height until one is measured (a one-line row: 7 px padding twice, a line, a border). */
const ROW_HEIGHT_GUESS = 40;

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

/** Rows kept drawn beyond each edge of the box's view: the next row Tab reaches is there before focus scrolls to it. */
export const OVERSCAN_ROWS = 6;
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

/** What the window keeps across renders and pages (useRowWindow holds it; this module fills it). */
export interface WindowMemory {
  /** Set once this module runs: the hook asks it for the window over other rows while rendering. */
  windowOver?: typeof windowOver;
  heights?: RowHeights;
  /** The row holding focus (its place on the page): kept drawn wherever the window goes, across pages too. */
  focused?: number;
  /** What is drawn now, by place on the page. */
  drawn?: readonly number[];
  /** Whether the box scrolls its rows; unknown until it is first measured (no spacers meanwhile). */
  scrolls?: boolean;
}

const firstRows = (count: number) => allOf(Math.min(count, WINDOW_SLICE));

/** The window over `ids` as the memory has it: the rows drawn (those still on the page), the spacers from the heights known. */
function windowOver(memory: WindowMemory, ids: readonly string[]): RowWindow {
  const kept = (memory.drawn ?? []).filter((index) => index < ids.length);
  const drawn = kept.length > 0 ? kept : firstRows(ids.length);
  const heights = memory.heights;
  if (!memory.scrolls || !heights) return { drawn, gaps: [] };
  const gaps: number[] = [];
  let next = 0;
  for (const index of drawn) {
    gaps.push(sumHeights(ids, heights, next, index));
    next = index + 1;
  }
  gaps.push(sumHeights(ids, heights, next, ids.length));
  return { drawn, gaps };
}

const sumHeights = (ids: readonly string[], heights: RowHeights, from: number, to: number) => {
  let sum = 0;
  for (let index = from; index < to; index++) sum += heights.of(ids[index]!);
  return sum;
};

export interface RowWindowMotion {
  box: HTMLElement;
  ids: readonly string[];
  /** The box's and rows' measures (domMeasures unless a test gives its own). */
  measures: WindowMeasures | undefined;
  memory: WindowMemory;
  /** Draws this window (a step, or the spacers after a measured height). */
  show(window: RowWindow): void;
}

/**
 * Moves the window of a long page (useRowWindow) with its box: on scroll, focus, a measured row's
 * height and Ctrl+F, a step a frame. Returns what stops it.
 */
export function moveRowWindow({ box, ids, measures = domMeasures, memory, show }: RowWindowMotion): () => void {
  memory.windowOver = windowOver;
  const heights = (memory.heights ??= new RowHeights());
  memory.drawn = windowOver(memory, ids).drawn;
  let frame = 0;
  let finding = false;
  // Moves the window one step (WINDOW_SLICE new rows at most) towards the rows the view wants, and
  // asks for another frame until it holds them all.
  const plan = () => {
    frame = 0;
    const boxNow = measures.box(box);
    const drawn = memory.drawn!;
    let next: number[];
    if (boxNow.scrolls) {
      const inView = rowsInView(
        ids.map((id) => heights.of(id)),
        boxNow.top,
        boxNow.room,
      );
      // After Ctrl+F (or Cmd+F), every row: the browser's find searches the DOM.
      const wanted = finding ? { ...inView, first: 0, last: ids.length - 1 } : inView;
      next = nextDrawn(drawn, wanted, memory.focused);
      if (next.filter((index) => index >= wanted.first && index <= wanted.last).length <= wanted.last - wanted.first)
        schedule();
    } else {
      // Cards: the whole page, a slice a frame from the top.
      next = allOf(Math.min(ids.length, drawn.length + WINDOW_SLICE));
      if (next.length < ids.length) schedule();
    }
    if (same(next, drawn) && memory.scrolls === boxNow.scrolls) return;
    memory.drawn = next;
    memory.scrolls = boxNow.scrolls;
    show(windowOver(memory, ids));
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
      // A spacer (hidden from screen readers) stands for rows not drawn.
      if (row.getAttribute('aria-hidden')) continue;
      const place = row.getAttribute('aria-rowindex');
      if (place !== null) {
        keep();
        id = ids[Number(place) - 2];
        height = measures.row(row);
      } else if (id !== undefined) height += measures.row(row);
    }
    keep();
    // The spacers follow in a transition: an urgent render here would throw away a window step in progress.
    if (changed) startTransition(() => show(windowOver(memory, ids)));
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
    memory.focused = index >= 0 ? index : undefined;
  };
  const focusOut = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && box.contains(event.relatedTarget))) memory.focused = undefined;
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
}
