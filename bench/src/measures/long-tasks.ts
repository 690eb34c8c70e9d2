// Long tasks on big pages, and input delay while typing in a filter:
// - each list opened at 100 rows a page (`?limit=100`), in a page already showing the app: the longest
//   task (Long Tasks API) from the navigation until the rows are on screen, and while scrolling the
//   long table's own box (to the bottom and back, then wheel notches) and the page to the bottom and back;
// - typing eight characters into the list's first search or text filter: the longest event duration
//   of any keystroke's interaction (Event Timing, the proxy for INP), and the longest task meanwhile.
// With `cpuSlowdown` (4, as Lighthouse's mobile profile) Chromium runs the page's CPU that many times
// slower (CDP Emulation.setCPUThrottlingRate): staff machines are often slower than ours, and on a
// shared machine the figure then depends less on its load. Every task over 50 ms is kept, with when
// it happened, so a run says which pass the line and by how much.
import type { Browser, Page } from '@playwright/test';
import { VIEWPORT } from '../../../tools/measure/browser';
import { firstScreenRendered, signedInState } from '../../../tools/measure/session';
import type { Suite } from '../../../tools/measure/suite';
import { goInApp, screenRendered } from '../../../tools/measure/tour';

export const BIG_PAGE_LISTS = [
  '/',
  '/company',
  '/properties',
  '/customers',
  '/employee',
  '/orders',
  '/cancel',
  '/transactions',
  '/templates',
] as const;

export interface ListFigures {
  path: string;
  /** Every long task (over 50 ms) of the list, in order: when (render, scroll, typing) and how long, ms. */
  longTasks: { during: 'render' | 'scroll' | 'typing'; ms: number }[];
  /** Longest task while the 100-row page loads and renders, ms. */
  renderLongest: number;
  /** Longest task while scrolling the table's box and the page (scrollThrough), ms. */
  scrollLongest: number;
  /** Longest keystroke interaction while typing in the filter, ms; null when the list has no text filter. */
  keystrokeLongest: number | null;
}

/** Starts collecting long tasks and event timings into window globals (again after each navigation). */
const observe = () => {
  const w = window as unknown as { __longTasks: number[]; __events: number[] };
  w.__longTasks = [];
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    // interactionId: set on the events of a user interaction (keydown, input, keyup…); not in TypeScript's DOM types yet.
    for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>)
      if (entry.interactionId) w.__events.push(entry.duration);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
};

/**
 * The longest collected long task and event since the last call, and clears them. A long task's entry
 * reaches the observer a moment after the task: wait for it, or a task of the render would be counted
 * under the scroll that follows (or not at all).
 */
const takeLongest = async (page: Page) => {
  await page.waitForTimeout(150);
  return page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[]; __events: number[] };
    const longest = {
      task: Math.max(0, ...w.__longTasks),
      event: Math.max(0, ...w.__events),
      tasks: w.__longTasks.map(Math.round),
    };
    w.__longTasks = [];
    w.__events = [];
    return longest;
  });
};

/** A wheel notch in Chromium scrolls 100 px; the steps come about as fast as a hand turns the wheel. */
const WHEEL_STEP_PX = 100;
const WHEEL_STEPS = 10;

/**
 * Scrolls a list's rows as a user would, then the page: the long table's own scroll box (a page of
 * more than 10 rows scrolls its rows in a box under the sticky header: `main [role=region][data-long]`)
 * dragged to the bottom and back at once, as a scrollbar thumb dragged end to end, then ten wheel notches
 * down from its top; then the page and the app's main area to the bottom and back. A pause at each end.
 * The jumps are the worst case of a table that draws only the rows near its box (the whole window
 * changes at once); the wheel steps are what a reader does most (a few rows each).
 */
export async function scrollThrough(page: Page): Promise<void> {
  const box = page.locator('main [role="region"][data-long]').first();
  if ((await box.count()) > 0) {
    for (const to of ['bottom', 'top'] as const) {
      await box.evaluate((element, to) => element.scrollTo({ top: to === 'bottom' ? element.scrollHeight : 0 }), to);
      await page.waitForTimeout(300);
    }
    await box.hover({ position: { x: 8, y: 8 } });
    for (let step = 0; step < WHEEL_STEPS; step++) {
      await page.mouse.wheel(0, WHEEL_STEP_PX);
      await page.waitForTimeout(80);
    }
    await page.waitForTimeout(300);
  }
  for (const to of ['bottom', 'top'] as const) {
    await page.evaluate((to) => {
      for (const element of [document.scrollingElement, document.querySelector('main')])
        element?.scrollTo({ top: to === 'bottom' ? 1e6 : 0 });
    }, to);
    await page.waitForTimeout(300);
  }
}

export async function measureLongTasks(
  browser: Browser,
  suite: Suite,
  paths: readonly string[],
  progress: (text: string) => void,
  cpuSlowdown = 1,
): Promise<ListFigures[]> {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: await signedInState(suite) });
  await context.addInitScript(observe);
  const page = await context.newPage();
  // Kept by the page's target across its navigations.
  if (cpuSlowdown > 1)
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(`${suite.shellUrl}/`);
  await firstScreenRendered(page);
  const results: ListFigures[] = [];
  for (const path of paths) {
    progress(`long tasks: ${path} at 100 rows a page${cpuSlowdown > 1 ? `, CPU ${cpuSlowdown}x slower` : ''}`);
    await takeLongest(page);
    await goInApp(page, `${path}?limit=100`);
    await screenRendered(page, path);
    const render = await takeLongest(page);
    await scrollThrough(page);
    const scroll = await takeLongest(page);
    const filter = page.locator('main').getByRole('searchbox').or(page.locator('main input[type="text"]')).first();
    let keystrokeLongest: number | null = null;
    const longTasks: ListFigures['longTasks'] = [
      ...render.tasks.map((ms) => ({ during: 'render' as const, ms })),
      ...scroll.tasks.map((ms) => ({ during: 'scroll' as const, ms })),
    ];
    if (await filter.isVisible().catch(() => false)) {
      await filter.click();
      await takeLongest(page);
      await filter.pressSequentially('abcdefgh', { delay: 60 });
      const typing = await takeLongest(page);
      keystrokeLongest = typing.event;
      longTasks.push(...typing.tasks.map((ms) => ({ during: 'typing' as const, ms })));
      await filter.fill('');
    }
    results.push({ path, longTasks, renderLongest: render.task, scrollLongest: scroll.task, keystrokeLongest });
  }
  await context.close();
  return results;
}

/** Lighthouse's mobile profile slows the CPU 4x; the bench's long tasks are read the same way. */
export const LONG_TASK_CPU_SLOWDOWN = 4;

/** A table of one pass: each list's longest task while rendering and scrolling, its keystroke, every task over 50 ms. */
export function renderLongTasks(lists: ListFigures[], cpuSlowdown: number): string {
  const cell = (ms: number | null) => (ms === null ? 'n/a' : ms === 0 ? '-' : `${Math.round(ms)}`);
  const rows = lists.map((list) => [
    list.path,
    cell(list.renderLongest),
    cell(list.scrollLongest),
    cell(list.keystrokeLongest),
    list.longTasks.map((task) => `${task.during} ${task.ms}`).join(', ') || 'none',
  ]);
  const head = ['list at ?limit=100', 'render', 'scroll', 'keystroke', 'every task over 50 ms'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join('  ');
  return [
    `${cpuSlowdown > 1 ? `CPU ${cpuSlowdown}x slower` : 'CPU at full speed'} (longest task in ms, "-": none over 50 ms; keystroke: its longest event, from 16 ms)`,
    line(head),
    ...rows.map(line),
  ].join('\n');
}
