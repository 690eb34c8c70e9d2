/** One slot of the page list: a page number or a gap ("…"). */
export type PageSlot = number | 'gap';

/**
 * The pages to offer: always the first and last, the current one and its neighbours, with gaps between.
 * `pageWindow(6, 12)` → `[1, 'gap', 5, 6, 7, 'gap', 12]`. A gap never hides a single page.
 */
export function pageWindow(current: number, total: number): PageSlot[] {
  if (total <= 0) return [];
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const pages = [...wanted].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) slots.push(previous + 1);
    else if (page - previous > 2) slots.push('gap');
    slots.push(page);
    previous = page;
  }
  return slots;
}
