import { useEffect, useState } from 'react';

export interface ScrollEdges {
  /** Content is scrolled out of view to the left. */
  moreLeft: boolean;
  /** Content lies beyond the right edge. */
  moreRight: boolean;
}

const NONE: ScrollEdges = { moreLeft: false, moreRight: false };

/**
 * Whether a sideways-scrolling area hides content on either side, kept current as it scrolls, as it
 * resizes and as its content (its first child: the table) grows or shrinks. Takes the element itself
 * (from a callback ref), so an area that mounts later, after an error state, is measured too.
 */
export function useScrollEdges(area: HTMLElement | null): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    if (!area) return;
    const measure = () => {
      // A pixel of slack: zoomed layouts leave fractions.
      const moreLeft = area.scrollLeft > 1;
      const moreRight = area.scrollLeft + area.clientWidth < area.scrollWidth - 1;
      setEdges((was) => (was.moreLeft === moreLeft && was.moreRight === moreRight ? was : { moreLeft, moreRight }));
    };
    area.addEventListener('scroll', measure, { passive: true });
    // The first measure comes from the observer too (it reports once on observing, after the frame's
    // layout). Read here, right after the commit that mounts the table, the scroll width forced a layout
    // of the whole new page inside that task: at 4x CPU the order list's 100-row page spent ~365 ms there.
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (resized) {
      resized.observe(area);
      if (area.firstElementChild) resized.observe(area.firstElementChild);
    } else measure();
    return () => {
      area.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [area]);
  return edges;
}
