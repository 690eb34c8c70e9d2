// npm run bench [-- --quick] [-- --files]: production builds on loopback, measured in headless Chromium, printed as
// one table with the budget beside each figure; bench/results/latest.json keeps the run so the next one
// prints the change. Progress goes to stderr, the table to stdout. Timings are printed, never asserted.
// `-- --scale` runs the production-scale part instead (src/scale.ts: the large seed through the screens);
// `-- --composition` what the price of federation is made of instead (src/composition.ts); `-- --long-tasks`
// the long tasks of every 100-row list at full speed and with the CPU 4x slower.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedSingletons } from '../../tools/federation/federation';
import { scriptUsage, type ScriptUsage } from '../../tools/measure/unused-js';
import type { Download } from '../../tools/measure/initial-js';
import { chromiumVersion, launchBrowser, VIEWPORT } from '../../tools/measure/browser';
import { budgets, gateKiB } from './budgets';
import { gzipTotal, measureBytes } from './measures/bytes';
import { measureLighthouse } from './measures/lighthouse';
import { measureTour } from './measures/singletons';
import {
  HOVER_DWELL_MS,
  measureHeap,
  measureLoads,
  measureRouteSwitches,
  median,
  percentile,
} from './measures/timings';
import { readResults, renderTable, verdict, writeResults, type Figure, type Results } from './report';
import { firstScreenRendered, signedInState, signInFormRendered } from '../../tools/measure/session';
import { buildApps, repoRoot, startSuite } from '../../tools/measure/suite';
import { buildMonolith, monolithDist } from './build-monolith';
import { measureFederationPrice } from './measures/monolith';
import { buildPeers, measurePeer, servePeers, type PeerName, type PeerSites } from './measures/peer';
import { BIG_PAGE_LISTS, LONG_TASK_CPU_SLOWDOWN, measureLongTasks, renderLongTasks } from './measures/long-tasks';
import { profileLongTasks } from './measures/long-task-profile';
import { runScaleBench } from './scale';
import {
  renderCpuProfile,
  renderTrace,
  traceColdLoad,
  traceFreshSwitches,
  type CpuProfileSummary,
  type LoadTrace,
} from './measures/trace';
import { runComposition } from './composition';
import { buildWithSourceMaps, sourceMapResolver } from './measures/source-maps';

const quick = process.argv.includes('--quick');
const withFiles = process.argv.includes('--files');
// --all: every part in one run: the front-end table with the peers, then the production-scale table.
const all = process.argv.includes('--all');
const withPeer = all || process.argv.includes('--peer');
const reps = quick
  ? { loads: 3, switches: 10, tours: 3, lighthouse: 1 }
  : { loads: 7, switches: 30, tours: 10, lighthouse: 3 };
const resultsFile = join(repoRoot, 'bench/results/latest.json');
const reportDir = join(repoRoot, 'bench/reports');

const started = Date.now();
const progress = (text: string) =>
  process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${text}\n`);
const KiB = (bytes: number) => bytes / 1024;
const load = () => loadavg().map((l) => Number(l.toFixed(2)));
const loadNote = () => `load ${load()[0]!.toFixed(1)}`;

/** Cold loads of `/` traced request by request; the one with the median first row is printed. */
async function medianTrace(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  url: string,
  suite: Awaited<ReturnType<typeof startSuite>>,
  runs: number,
): Promise<LoadTrace & { all: number[] }> {
  const traces: LoadTrace[] = [];
  for (let run = 0; run < runs; run++) traces.push(await traceColdLoad(browser, suite, url));
  traces.sort((a, b) => a.firstRow - b.firstRow);
  return { ...traces[Math.floor(runs / 2)]!, all: traces.map((t) => Math.round(t.firstRow)) };
}

if (process.argv.includes('--trace')) {
  // Alone: a quick look at the first load's chain while working on it (the full run prints it too).
  buildApps();
  const suite = await startSuite();
  const browser = await launchBrowser();
  try {
    const runs = Number(process.argv[process.argv.indexOf('--trace') + 1]) || 5;
    const trace = await medianTrace(browser, `${suite.shellUrl}/`, suite, runs);
    console.log(
      `Cold load of /, signed in, the median of ${runs} by first row (load ${load().join(' ')}); first rows: ${trace.all.join(', ')} ms`,
    );
    console.log(renderTrace(trace));
    // Profiled apart: the profiler's sampling slows the page, so those loads are not the timed ones.
    // Its functions are named by the source maps of the same sources built again with them (the
    // first load's two apps), in a folder of their own: dist/ is what is served, as deployed.
    const maps = mkdtempSync(join(tmpdir(), 'admin-trace-maps-'));
    const mapped = { shell: join(maps, 'shell'), 'projects-mfe': join(maps, 'projects-mfe') };
    for (const [app, dist] of Object.entries(mapped)) {
      progress(`building ${app} again with source maps, to name the profile's functions…`);
      buildWithSourceMaps(join(repoRoot, 'apps', app), dist);
    }
    const resolver = sourceMapResolver(mapped, {
      shell: join(repoRoot, 'apps/shell/dist'),
      'projects-mfe': join(repoRoot, 'apps/projects-mfe/dist'),
    });
    const origin = (label: string, line: number, column: number) => {
      const [app, path] = label.split(' ');
      return app && path ? resolver(app, path, line, column) : undefined;
    };
    const profiles: CpuProfileSummary[] = [];
    for (let run = 0; run < 3; run++)
      profiles.push((await traceColdLoad(browser, suite, `${suite.shellUrl}/`, true, origin)).cpu!);
    rmSync(maps, { recursive: true, force: true });
    profiles.sort((a, b) => a.totalMs - b.totalMs);
    console.log(`\nCPU of a cold load of / until its first rows, the median of 3 by time running:`);
    console.log(renderCpuProfile(profiles[1]!));
    for (const { label, trace } of await traceFreshSwitches(browser, suite)) {
      console.log(`\nFirst switch from /getting-started to ${label}, its files in the HTTP cache (ms from the click):`);
      console.log(renderTrace(trace, 'rendered (its h1, nothing busy in <main>)'));
    }
  } finally {
    await browser.close();
    await suite.stop();
  }
  process.exit(0);
}

if (process.argv.includes('--long-tasks')) {
  // Alone: the long tasks of every 100-row list at full speed and with the CPU 4x slower (~2 min).
  buildApps();
  const suite = await startSuite();
  const browser = await launchBrowser();
  try {
    console.log(`Long tasks, ${cpus().length} cores, load ${load().join(' ')} at the start`);
    // Lists named on the command line (`/orders /customers`), else every 100-row list.
    const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
    const paths = only.length > 0 ? only : BIG_PAGE_LISTS;
    if (process.argv.includes('--profile')) {
      // What each list's long tasks at 4x are made of, instead of the two passes.
      console.log(await profileLongTasks(browser, suite, paths, progress, LONG_TASK_CPU_SLOWDOWN));
      console.log(`(load ${load().join(' ')} at its end)`);
    }
    // --slow: the 4x pass alone (the one the goal reads), half the time.
    const passes = process.argv.includes('--slow') ? [LONG_TASK_CPU_SLOWDOWN] : [1, LONG_TASK_CPU_SLOWDOWN];
    for (const slowdown of process.argv.includes('--profile') ? [] : passes) {
      const lists = await measureLongTasks(browser, suite, paths, progress, slowdown);
      console.log(`\n${renderLongTasks(lists, slowdown)}\n(load ${load().join(' ')} at its end)`);
    }
  } finally {
    await browser.close();
    await suite.stop();
  }
  process.exit(0);
}

if (process.argv.includes('--scale')) {
  // A run of its own: two large seeds take minutes, and its table is a different one.
  await runScaleBench(quick, progress);
  process.exit(0);
}
if (process.argv.includes('--composition')) {
  // A run of its own: source-mapped builds of every app and the monolith, and what their JS is made of.
  await runComposition(progress);
  process.exit(0);
}

const figures: Figure[] = [];
const add = (figure: Figure) => figures.push(figure);

progress('building (Nx, cached)…');
buildApps();
progress('building the monolith (bench/monolith: the same sources as one app)…');
buildMonolith();
if (withPeer) {
  progress('building the react-admin peers (bench/peer; installs their packages on first use)…');
  buildPeers();
}
const loadAtStart = load();
// The peers are served first: the API's CORS_ORIGINS names the fair peer's origin.
const peers: PeerSites | undefined = withPeer ? await servePeers() : undefined;
progress('starting the API (fresh seeded database) and the five apps…');
const suite = await startSuite({ monolithDist, ...(peers ? { corsOrigins: [peers.origins.api] } : {}) });
peers?.pointAt(suite.apiUrl);
const browser = await launchBrowser();
const lighthouseTop: Results['lighthouseTop'] = {};
let trace: LoadTrace | undefined;
try {
  // Bytes.
  progress('bytes: sign-in page, sign-in, first load, each remote');
  const bytes = await measureBytes(browser, suite);
  const G = 'JavaScript, gzip -9 (requested until the screen is rendered: tools/measure/initial-js.ts)';
  const files = (list: Download[]) => `${list.length} files`;
  const origin = (url: string) => Object.entries(suite.origins).find(([, o]) => o === url)?.[0] ?? url;
  const listed = (list: Download[]) =>
    [...list].sort((a, b) => b.gzip - a.gzip).map((d) => ({ file: `${origin(d.origin)}${d.file}`, gzip: d.gzip }));
  add({
    key: 'js.signInPage',
    group: G,
    label: 'sign-in page (/sign-in, signed out)',
    value: KiB(gzipTotal(bytes.signInPage)),
    unit: 'KiB',
    note: files(bytes.signInPage),
    files: listed(bytes.signInPage),
  });
  add({
    key: 'js.signInToList',
    group: G,
    label: '  then signing in, until the project list',
    value: KiB(gzipTotal(bytes.signInToList)),
    unit: 'KiB',
    note: files(bytes.signInToList),
    files: listed(bytes.signInToList),
  });
  const shell = gzipTotal(bytes.firstLoad.shell);
  const projects = gzipTotal(bytes.firstLoad.projects);
  add({
    key: 'js.initial',
    group: G,
    label: 'initial JS, signed in: / until the project list',
    value: KiB(shell + projects),
    unit: 'KiB',
    note: files([...bytes.firstLoad.shell, ...bytes.firstLoad.projects]),
  });
  add({
    key: 'js.initial.shell',
    group: G,
    label: '  shell part (own code + shared chunks)',
    value: KiB(shell),
    unit: 'KiB',
    budget: { max: budgets.shellInitialKiB },
    gate: gateKiB.shellInitial,
    note: files(bytes.firstLoad.shell),
    files: listed(bytes.firstLoad.shell),
  });
  add({
    key: 'js.remote.projects-mfe',
    group: G,
    label: '  projects-mfe part: entry + first page (/)',
    value: KiB(projects),
    unit: 'KiB',
    budget: { max: budgets.remoteOwnKiB },
    gate: gateKiB.remoteOwn('projects-mfe'),
    note: files(bytes.firstLoad.projects),
    files: listed(bytes.firstLoad.projects),
  });
  for (const remote of bytes.remotes) {
    add({
      key: `js.remote.${remote.app}`,
      group: G,
      label: `${remote.app}: entry + first page (${remote.path})`,
      value: KiB(gzipTotal(remote.own)),
      unit: 'KiB',
      budget: { max: budgets.remoteOwnKiB },
      gate: gateKiB.remoteOwn(remote.app),
      note: `${files(remote.own)}; +${KiB(gzipTotal(remote.shared)).toFixed(1)} KiB shared first needed here`,
      files: listed([...remote.own, ...remote.shared]),
    });
  }
  // Start-up's shared modules sit together in a few chunks (tools/federation/preload-startup.ts), so a
  // chunk counts under each module it holds: the rows overlap and do not add up.
  const S =
    'Shared chunks the shell provides (gzip -9 of the chunks holding each module, which several modules share: rows overlap; * = on the first load)';
  for (const chunk of bytes.sharedChunks)
    add({
      key: `shared.${chunk.name}`,
      group: S,
      label: `${chunk.onFirstLoad ? '*' : ' '} ${chunk.name}`,
      value: KiB(chunk.gzip),
      unit: 'KiB',
      note: chunk.files.join(', '),
    });

  // Never-run JS on first loads.
  progress('JavaScript never run on a first load');
  const N = 'JavaScript downloaded and never run on a first load (uncompressed: tools/measure/unused-js.ts)';
  const neverRun = async (path: string, signedIn: boolean) => {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      ...(signedIn ? { storageState: await signedInState(suite) } : {}),
    });
    const page = await context.newPage();
    const usage = await scriptUsage(page, async () => {
      await page.goto(`${suite.shellUrl}${path}`);
      await (signedIn ? firstScreenRendered(page) : signInFormRendered(page));
    });
    await context.close();
    return usage;
  };
  const usageNote = (usage: ScriptUsage[]) => {
    const total = usage.reduce((s, u) => s + u.bytes, 0);
    const weighed = usage.reduce((s, u) => s + (u.bytes > 0 ? (u.neverRun / u.bytes) * u.gzip : 0), 0);
    return `of ${KiB(total).toFixed(0)} KiB in ${usage.length} scripts; ~${KiB(weighed).toFixed(0)} KiB gzip`;
  };
  for (const [key, label, path, signedIn] of [
    ['unused.signIn', 'sign-in page (/sign-in)', '/sign-in', false],
    ['unused.landing', 'landing page, signed in (/)', '/', true],
  ] as const) {
    const usage = await neverRun(path, signedIn);
    add({
      key,
      group: N,
      label,
      value: KiB(usage.reduce((s, u) => s + u.neverRun, 0)),
      unit: 'KiB',
      note: usageNote(usage),
    });
  }

  // Singletons and ethers over a tour of every screen.
  progress('tour of every screen: singleton copies, ethers before Connect Wallet');
  const tour = await measureTour(browser, suite);
  const C = `Copies of each federated singleton after a tour of every screen${tour.missed.length ? ` (went wrong: ${tour.missed.join('; ')})` : ''}`;
  for (const name of Object.keys(sharedSingletons)) {
    const count = tour.copies[name] ?? 0;
    add({
      key: `copies.${name}`,
      group: C,
      label: name,
      value: count,
      unit: 'copies',
      ...(count > 0 ? { budget: { max: budgets.singletonCopies } } : {}),
      note: count === 0 ? 'not loaded on the tour' : '',
    });
  }
  const E = 'ethers';
  add({
    key: 'ethers.beforeConnect',
    group: E,
    label: 'ethers downloaded before Connect Wallet (whole tour)',
    value: KiB(tour.ethersBeforeConnect),
    unit: 'KiB',
    budget: { max: budgets.ethersBeforeConnectKiB },
  });
  add({
    key: 'ethers.onConnect',
    group: E,
    label: 'ethers downloaded on Connect Wallet',
    value: KiB(tour.ethersOnConnect),
    unit: 'KiB',
    note:
      tour.ethersOnConnect === 0
        ? 'detector saw no ethers: the figure above proves nothing'
        : 'the detector finds ethers',
  });

  // Timings.
  const T = 'Timings (ms, printed, never asserted)';
  const loads = await measureLoads(browser, suite, reps.loads, progress);
  for (const kind of ['cold', 'warm'] as const) {
    const runs = loads[kind];
    const lcps = runs.map((r) => r.lcp).filter((v): v is number => v !== null);
    add({
      key: `load.${kind}.lcp`,
      group: T,
      label: `${kind} load of /, LCP (median of ${runs.length})`,
      value: lcps.length ? median(lcps) : null,
      unit: 'ms',
      note: loadNote(),
    });
    add({
      key: `load.${kind}.firstScreen`,
      group: T,
      label: `${kind} load of /, project list rows on screen (median of ${runs.length})`,
      value: median(runs.map((r) => r.firstScreen)),
      unit: 'ms',
      note: loadNote(),
    });
  }
  // The live update stream opens once the first screen is idle, never on the cold path: how long
  // after the first row it was requested, at the least (null: a load where it never came).
  const after = loads.streamAfterFirstRow;
  const opened = after.filter((v): v is number => v !== null);
  add({
    key: 'load.cold.liveStreamAfterFirstRow',
    group: T,
    label: `cold load of /, live stream requested after the first row, least of ${after.length}`,
    value: opened.length === after.length && opened.length > 0 ? Math.min(...opened) : null,
    unit: 'ms',
    // Positive: after the first row in every load.
    budget: { min: 1 },
    note: `${opened.filter((v) => v > 0).length} of ${after.length} loads opened it after the first row; ${loadNote()}`,
  });
  progress('a cold load of / traced request by request');
  trace = await medianTrace(browser, `${suite.shellUrl}/`, suite, reps.loads);
  const switches = await measureRouteSwitches(browser, suite, reps.switches, progress, { withHover: true });
  for (const [kind, label] of [
    ['loaded', 'route switch to a loaded remote'],
    ['fresh', 'route switch to a new remote'],
    ['hovered', `route switch to a new remote, the pointer resting ${HOVER_DWELL_MS} ms on the link first`],
  ] as const) {
    const samples = switches[kind];
    add({
      key: `switch.${kind}.median`,
      group: T,
      label: `${label}, median of ${samples.length}`,
      value: median(samples),
      unit: 'ms',
      note: loadNote(),
    });
    add({
      key: `switch.${kind}.p95`,
      group: T,
      label: `${label}, p95 of ${samples.length}`,
      value: percentile(samples, 95),
      unit: 'ms',
      note: loadNote(),
    });
  }
  // The price of federation: the same figures for the same sources built as one app (bench/monolith).
  const F = 'Federation against the same app built as one (ratio federated / monolith; goal ≤ 1.10)';
  for (const ratio of await measureFederationPrice(browser, suite, suite.monolithUrl!, reps, progress)) {
    const value = ratio.monolith > 0 ? ratio.federated / ratio.monolith : null;
    const shown = (v: number) => (ratio.unit === 'KiB' ? `${v.toFixed(1)} KiB` : `${v.toFixed(0)} ms`);
    add({
      key: `federation.${ratio.key}`,
      group: F,
      label: ratio.label,
      value,
      unit: 'ratio',
      budget: { max: budgets.federationRatio },
      note: `federated ${shown(ratio.federated)}, monolith ${shown(ratio.monolith)}; ${loadNote()}`,
    });
  }
  if (peers) {
    // The same definitions on both peers; each figure is ours / peer, both values in the note. The fair
    // peer's ratios carry the goals; the in-memory one is printed for reference, under the `peer.*`
    // keys it had before the fair one came, so its Δ compares with those runs.
    const value = (key: string) => figures.find((f) => f.key === key)?.value ?? null;
    const groups: Record<PeerName, { key: string; title: string }> = {
      api: {
        key: 'fairPeer',
        title: 'Against the fair react-admin peer: our API, our session (bench/peer dist/api; ratio ours / peer)',
      },
      memory: {
        key: 'peer',
        title: 'Against the in-memory react-admin peer, for reference (bench/peer dist/memory; ratio ours / peer)',
      },
    };
    for (const name of ['api', 'memory'] as const) {
      const peer = await measurePeer(browser, suite, peers, name, reps, progress);
      const pairs = [
        ['bytesToFirstRow', 'JS to the first row, gzip', value('js.initial'), peer.bytesToFirstRow / 1024, 'KiB'],
        ['coldFirstRow', 'cold load to the first row, median', value('load.cold.firstScreen'), peer.coldFirstRow, 'ms'],
        [
          'switchLoaded',
          'switch between two loaded lists, median',
          value('switch.loaded.median'),
          peer.switchLoaded,
          'ms',
        ],
        [
          'switchFresh',
          'first switch to an area not loaded yet, clicked at once, median',
          value('switch.fresh.median'),
          peer.switchFresh,
          'ms',
        ],
        [
          'switchFreshHovered',
          `  the same, the pointer resting ${HOVER_DWELL_MS} ms on the link first`,
          value('switch.hovered.median'),
          peer.switchFreshHovered,
          'ms',
        ],
      ] as const;
      for (const [key, label, ours, theirs, unit] of pairs) {
        const shown = (v: number) => (unit === 'KiB' ? `${v.toFixed(1)} KiB` : `${v.toFixed(0)} ms`);
        const goal = name === 'api' ? budgets.fairPeerRatio[key] : undefined;
        add({
          key: `${groups[name].key}.${key}`,
          group: groups[name].title,
          label,
          value: ours === null ? null : ours / theirs,
          unit: 'ratio',
          ...(goal === undefined ? {} : { budget: { max: goal } }),
          note: `ours ${ours === null ? 'n/a' : shown(ours)}, peer ${shown(theirs)}; ${loadNote()}`,
        });
      }
    }
  }
  // Long tasks on 100-row pages and while typing in a filter.
  const LT = `Long tasks and keystrokes on 100-row pages, CPU ${LONG_TASK_CPU_SLOWDOWN}x slower (ms; goal: none over 50)`;
  for (const list of await measureLongTasks(browser, suite, BIG_PAGE_LISTS, progress, LONG_TASK_CPU_SLOWDOWN)) {
    add({
      key: `long4x.${list.path}.render`,
      group: LT,
      label: `${list.path}: longest task while the page renders`,
      value: list.renderLongest,
      unit: 'ms',
      budget: { max: budgets.longTaskMs },
      note: loadNote(),
    });
    add({
      key: `long4x.${list.path}.scroll`,
      group: LT,
      label: `${list.path}: longest task while scrolling`,
      value: list.scrollLongest,
      unit: 'ms',
      budget: { max: budgets.longTaskMs },
    });
    add({
      key: `long4x.${list.path}.keystroke`,
      group: LT,
      label: `${list.path}: longest keystroke in its filter`,
      value: list.keystrokeLongest,
      unit: 'ms',
      ...(list.keystrokeLongest === null ? { note: 'no text filter' } : { budget: { max: budgets.longTaskMs } }),
    });
  }
  const heap = await measureHeap(browser, suite, reps.tours, progress);
  const H = 'JS heap (heap snapshots after forced garbage collection)';
  const objects = (figures: typeof heap.before) => figures.totalBytes - figures.codeBytes;
  add({
    key: 'heap.afterWarmup',
    group: H,
    label: 'heap after one tour of the sidebar',
    value: KiB(heap.before.totalBytes),
    unit: 'KiB',
    note: `${KiB(heap.before.codeBytes).toFixed(0)} KiB of it compiled code`,
  });
  // Per tour, so that a --quick run (fewer tours) compares with a full one. Compiled code grows as V8
  // optimises the same functions again, so what the page keeps is the growth without it.
  add({
    key: 'heap.growthPerTourWithoutCode',
    group: H,
    label: `growth per tour without compiled code, over ${reps.tours} more`,
    value: KiB((objects(heap.after) - objects(heap.before)) / reps.tours),
    unit: 'KiB',
    note: `most grown besides code: ${heap.topGrowth.join('; ')}`,
  });
  add({
    key: 'heap.growthPerTour',
    group: H,
    label: `growth per tour, whole heap, over ${reps.tours} more`,
    value: KiB((heap.after.totalBytes - heap.before.totalBytes) / reps.tours),
    unit: 'KiB',
    note: `${KiB(heap.after.totalBytes - heap.before.totalBytes).toFixed(1)} KiB in all`,
  });

  // Lighthouse.
  const L = `Lighthouse 13 (scores 0-100${reps.lighthouse > 1 ? `, the median of ${reps.lighthouse} runs` : ', one run'}; reports in bench/reports/)`;
  const lh = await measureLighthouse(suite, reportDir, reps.lighthouse, progress);
  for (const run of lh) {
    const name = `${run.page === 'sign-in' ? 'sign-in page' : 'landing page, signed in'}, ${run.profile}`;
    const perfFloor =
      run.profile === 'desktop' ? budgets.lighthouse.desktopPerformance : budgets.lighthouse.mobilePerformance;
    add({
      key: `lh.${run.page}.${run.profile}.performance`,
      group: L,
      label: `${name}: performance`,
      value: run.performance,
      unit: 'score',
      budget: { min: perfFloor },
      note: `${run.lcpMs === null ? '' : `LCP ${(run.lcpMs / 1000).toFixed(1)} s; `}runs ${run.performanceRuns.join(', ')}`,
    });
    add({
      key: `lh.${run.page}.${run.profile}.accessibility`,
      group: L,
      label: `${name}: accessibility`,
      value: run.accessibility,
      unit: 'score',
      ...(run.profile === 'desktop' ? { budget: { min: budgets.lighthouse.desktopAccessibility } } : {}),
    });
    lighthouseTop[`${run.page} ${run.profile}`] = run.top;
  }
} finally {
  await browser.close();
  await suite.stop();
  await peers?.stop();
}

const machine = {
  cores: cpus().length,
  cpu: cpus()[0]?.model ?? 'unknown',
  loadAtStart,
  loadAtEnd: load(),
  chromium: chromiumVersion(),
  node: process.version,
};
const seconds = Math.round((Date.now() - started) / 1000);
// "+changes": the working tree differs from the commit (the bench's own results aside).
const git = (args: string) => execSync(`git ${args}`, { cwd: repoRoot, encoding: 'utf8' }).trim();
const commit = git('rev-parse --short HEAD') + (git("status --porcelain -- . ':!bench/results'") ? '+changes' : '');
const previous = readResults(resultsFile);
const machineLine = `${machine.cores} cores (${machine.cpu}), load ${machine.loadAtStart.join(' ')} at start, ${machine.loadAtEnd.join(' ')} at end; ${machine.chromium}; Node ${machine.node}`;

console.log(
  `\nnpm run bench${quick ? ' --quick' : ''} — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, ${seconds} s`,
);
console.log(`Machine: ${machineLine}`);
console.log(
  previous
    ? `Δ last: change since bench/results/latest.json of ${previous.date.slice(0, 16).replace('T', ' ')} UTC (commit ${previous.commit})`
    : 'No previous bench/results/latest.json: no Δ column.',
);
console.log('');
console.log(renderTable(figures, previous, { 'Timings (ms, printed, never asserted)': machineLine }, withFiles));
console.log('\nLighthouse, top opportunities (largest estimated saving first):');
for (const [run, top] of Object.entries(lighthouseTop))
  console.log(`  ${run}: ${top.length ? top.join('; ') : 'none'}`);
if (trace) {
  console.log(
    `\nA cold load of /, signed in, request by request (the median of ${reps.loads} by first row; ms from navigation start):`,
  );
  console.log(renderTrace(trace));
}
const broken = figures.filter((f) => ['OVER', 'UNDER'].includes(verdict(f)));
console.log(
  broken.length
    ? `\n${broken.length} budget${broken.length > 1 ? 's' : ''} broken: ${broken.map((f) => f.label.trim()).join('; ')}`
    : '\nEvery budget holds.',
);

writeResults(resultsFile, { date: new Date().toISOString(), commit, quick, seconds, machine, figures, lighthouseTop });
console.log(`\nWrote bench/results/latest.json (the next run prints its change against this one).`);

if (all) {
  console.log('\n');
  await runScaleBench(quick, progress);
}
