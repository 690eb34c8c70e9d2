// What the long tasks of a 100-row list are made of: the list opened and scrolled as
// `--long-tasks` does (measureLongTasks), with a Chromium trace of the renderer's main thread, and
// each task over 50 ms split into what ran in it (script, style, layout, paint…) and, for script, the
// functions with the most self time (the CPU profiler over the same steps). The builds are minified,
// so a function is named by its file and position: `npm run bench -- --composition` says what a chunk holds.
import type { Browser, Page } from '@playwright/test';
import { VIEWPORT } from '../../../tools/measure/browser';
import { firstScreenRendered, signedInState } from '../../../tools/measure/session';
import type { Suite } from '../../../tools/measure/suite';
import { goInApp, screenRendered } from '../../../tools/measure/tour';
import { summariseProfile } from './trace';
import { scrollThrough } from './long-tasks';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** Trace event names grouped as DevTools' summary groups them. */
const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  'v8.callFunction': 'script',
  RunMicrotasks: 'script',
  'V8.GCScavenger': 'gc',
  MinorGC: 'gc',
  MajorGC: 'gc',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  UpdateLayer: 'paint',
  ParseHTML: 'parse',
  HitTest: 'other',
};

interface TaskBreakdown {
  during: string;
  ms: number;
  /** Milliseconds by kind (script, style, layout, paint…), from the task's direct children. */
  kinds: Record<string, number>;
}

/** The renderer main thread's tasks over 50 ms in a trace, each by kind. */
function longTasksOf(events: TraceEvent[], during: string): TaskBreakdown[] {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return [];
  const mine = events
    .filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur! > 50_000);
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const kinds: Record<string, number> = {};
    // The outermost known event inside the task takes its whole time (nested ones are inside it).
    let coveredUntil = task.ts;
    for (const event of mine) {
      if (event.ts < task.ts || event.ts >= end || event === task) continue;
      const kind = KINDS[event.name];
      if (!kind || event.ts < coveredUntil) continue;
      kinds[kind] = (kinds[kind] ?? 0) + event.dur! / 1000;
      coveredUntil = event.ts + event.dur!;
    }
    const known = Object.values(kinds).reduce((a, b) => a + b, 0);
    kinds.other = (kinds.other ?? 0) + Math.max(0, task.dur! / 1000 - known);
    return { during, ms: task.dur! / 1000, kinds };
  });
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'];

async function traced<T>(browser: Browser, page: Page, run: () => Promise<T>): Promise<TraceEvent[]> {
  await browser.startTracing(page, { categories: CATEGORIES });
  await run();
  const buffer = await browser.stopTracing();
  return (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** Each list's long tasks at `cpuSlowdown`, by kind, and the top script functions over its render and scroll. */
export async function profileLongTasks(
  browser: Browser,
  suite: Suite,
  paths: readonly string[],
  progress: (text: string) => void,
  cpuSlowdown = 4,
): Promise<string> {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: await signedInState(suite) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(`${suite.shellUrl}/`);
  await firstScreenRendered(page);
  const lines: string[] = [];
  const fmt = (task: TaskBreakdown) =>
    `${task.during} ${Math.round(task.ms)}: ${Object.entries(task.kinds)
      .filter(([, ms]) => ms >= 1)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
      .join(', ')}`;
  for (const path of paths) {
    progress(`profiling long tasks: ${path} at 100 rows a page, CPU ${cpuSlowdown}x slower`);
    await page.waitForTimeout(300);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const render = await traced(browser, page, async () => {
      await goInApp(page, `${path}?limit=100`);
      await screenRendered(page, path);
      await page.waitForTimeout(300);
    });
    const scroll = await traced(browser, page, () => scrollThrough(page));
    const profile = (await cdp.send('Profiler.stop')).profile;
    const tasks = [...longTasksOf(render, 'render'), ...longTasksOf(scroll, 'scroll')];
    lines.push(`${path}: ${tasks.length === 0 ? 'no task over 50 ms' : ''}`);
    for (const task of tasks) lines.push(`  ${fmt(task)}`);
    const cpu = summariseProfile(profile, (url) => url.replace(/^https?:\/\/[^/]+/, ''), 8);
    lines.push(`  script self time over render and scroll: ${cpu.totalMs.toFixed(0)} ms; top functions:`);
    for (const fn of cpu.topFunctions) lines.push(`    ${fn.ms.toFixed(1).padStart(6)}  ${fn.what}`);
    await goInApp(page, '/getting-started');
    await screenRendered(page, '/getting-started');
  }
  await context.close();
  return lines.join('\n');
}
