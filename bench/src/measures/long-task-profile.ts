// What the long tasks of a 100-row list are made of: the list opened and scrolled as
// `--long-tasks` does (measureLongTasks), with a Chromium trace of the renderer's main thread, and
// each task over 50 ms split into what ran in it (script, style, layout, paint…) and, for script, the
// functions with the most self time (the CPU profiler over the same steps). The builds are minified,
// so a function is named by its file and position: `npm run bench -- --composition` says what a chunk holds.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string; stackTrace?: StackFrame[] };
    beginData?: { stackTrace?: StackFrame[] };
  };
}

interface StackFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/**
 * Layouts and style recalculations that script forced (read a box or a scroll size after a change,
 * before the frame would have done it): their time by the function that asked, the worst first.
 */
function forcedLayouts(events: TraceEvent[]): { ms: number; count: number; by: Array<[string, number]> } {
  const by = new Map<string, number>();
  let ms = 0;
  let count = 0;
  for (const event of events) {
    if ((event.name !== 'Layout' && event.name !== 'UpdateLayoutTree') || event.dur === undefined) continue;
    const frame = (event.args?.beginData?.stackTrace ?? event.args?.data?.stackTrace)?.[0];
    if (!frame) continue;
    const where = `${frame.functionName || '(anonymous)'}  ${frame.url.replace(/^https?:\/\/[^/]+/, '')}:${frame.lineNumber}:${frame.columnNumber}`;
    by.set(where, (by.get(where) ?? 0) + event.dur / 1000);
    ms += event.dur / 1000;
    count++;
  }
  return { ms, count, by: [...by].sort((a, b) => b[1] - a[1]).slice(0, 5) };
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

// The stack category gives a forced layout or style recalculation the script that forced it.
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'v8',
  'blink',
];

async function traced<T>(browser: Browser, page: Page, run: () => Promise<T>, name: string): Promise<TraceEvent[]> {
  await browser.startTracing(page, { categories: CATEGORIES });
  await run();
  const buffer = await browser.stopTracing();
  // BENCH_TRACE_DIR: each trace kept too, to open in DevTools' Performance panel.
  if (process.env.BENCH_TRACE_DIR) writeFileSync(join(process.env.BENCH_TRACE_DIR, `${name}.json`), buffer);
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
    const render = await traced(
      browser,
      page,
      async () => {
        await goInApp(page, `${path}?limit=100`);
        await screenRendered(page, path);
        await page.waitForTimeout(300);
      },
      `${path.slice(1) || 'projects'}-render`,
    );
    const scroll = await traced(browser, page, () => scrollThrough(page), `${path.slice(1) || 'projects'}-scroll`);
    const profile = (await cdp.send('Profiler.stop')).profile;
    const tasks = [...longTasksOf(render, 'render'), ...longTasksOf(scroll, 'scroll')];
    lines.push(`${path}: ${tasks.length === 0 ? 'no task over 50 ms' : ''}`);
    for (const task of tasks) lines.push(`  ${fmt(task)}`);
    const forced = forcedLayouts([...render, ...scroll]);
    lines.push(`  layouts and style recalculations forced by script: ${forced.count}, ${forced.ms.toFixed(0)} ms`);
    for (const [where, ms] of forced.by) lines.push(`    ${ms.toFixed(1).padStart(6)}  ${where}`);
    const cpu = summariseProfile(profile, (url) => url.replace(/^https?:\/\/[^/]+/, ''), 8);
    lines.push(`  script self time over render and scroll: ${cpu.totalMs.toFixed(0)} ms; top functions:`);
    for (const fn of cpu.topFunctions) lines.push(`    ${fn.ms.toFixed(1).padStart(6)}  ${fn.what}`);
    await goInApp(page, '/getting-started');
    await screenRendered(page, '/getting-started');
  }
  await context.close();
  return lines.join('\n');
}
