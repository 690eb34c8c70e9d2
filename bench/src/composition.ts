// npm run bench -- --composition: what the price of federation is made of. Builds the shell, the four
// remotes and the monolith again with JS source maps into a temporary folder (their normal dist/ is
// untouched), gives each byte of every emitted JS file to the source it came from, grouped (an npm
// package, the federation runtime, one of our libs, an app's own code, rspack's runtime), and scales each
// file's groups to that file's gzip -9 size. Three views, federated beside monolith: every JS file of
// the build, the files a signed-in first load of `/` requests until the project list's first rows, and
// the files one page requests on a tour of every screen (the two byte figures of the price of federation).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { remoteApps } from '../../tools/federation/federation';
import { launchBrowser } from '../../tools/measure/browser';
import { inlineScriptsOf, type Download } from '../../tools/measure/initial-js';
import { signedInState } from '../../tools/measure/session';
import { repoRoot, startSuite, type Suite } from '../../tools/measure/suite';
import { monolithDir } from './build-monolith';
import { declaredPages, everyScreen } from '../../tools/measure/tour';
import { firstLoadScripts, tourScripts } from './measures/monolith';
import { buildWithSourceMaps, decodeMappings, groupOf, sourcePath } from './measures/source-maps';

type App = keyof Suite['origins'];
const apps: App[] = ['shell', ...Object.values(remoteApps)];

/** One emitted JS file: its bytes by the group they came from, and its gzip -9 size shared out in the same proportions. */
interface FileParts {
  raw: Map<string, number>;
  gzip: Map<string, number>;
  /** Our code's share of the gzip size by source file (`libs/ui/src/table/DataTable.tsx`, `apps/shell/src/…`). */
  ourSources: Map<string, number>;
}
/** A build's JS files by their path in its dist (`/static/js/…`, as the browser requests them). */
type Build = Map<string, FileParts>;

// What joins the modules: each module's wrapper, its imports and export getters, the chunk's push.
const UNMAPPED = 'module wrappers, imports (not in the map)';
const FEDERATION_RUNTIME = 'federation runtime (@module-federation/*)';
// The JS index.html carries inline (no source map): the measures count it as one download of `/`.
const INLINE = 'index.html inline scripts (not in the map)';
/** The table's row of a group: the federation runtime's packages make one row. */
const rowOf = (group: string) => (group.startsWith('@module-federation/') ? FEDERATION_RUNTIME : group);

/** Every JS file of the build in `dist`, its bytes given to their sources' groups, scaled to its gzip -9 size. */
function attribute(dist: string): Build {
  const build: Build = new Map();
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  for (const file of walk(dist).filter((f) => f.endsWith('.js'))) {
    // The file as the normal build emits it: without the comment pointing at its map.
    const code = readFileSync(file, 'utf8').replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
    const raw = Buffer.byteLength(code);
    const bytes = new Map<string, number>();
    const ourBytes = new Map<string, number>();
    const add = (group: string, n: number) => bytes.set(group, (bytes.get(group) ?? 0) + n);
    if (existsSync(`${file}.map`)) {
      const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
      const groups = map.sources.map((source) => groupOf(source, dirname(file)));
      const paths = map.sources.map((source, i) =>
        groups[i]!.startsWith('libs/') || groups[i]!.startsWith('apps/')
          ? sourcePath(source, dirname(file))
          : undefined,
      );
      const lines = code.split('\n');
      decodeMappings(map.mappings).forEach((segments, index) => {
        const line = lines[index] ?? '';
        // Columns count UTF-16 units; a line with anything past ASCII is measured in UTF-8 bytes.
        const size = !/[^\p{ASCII}]/u.test(line)
          ? (from: number, to?: number) => (to ?? line.length) - from
          : (from: number, to?: number) => Buffer.byteLength(line.slice(from, to));
        segments.forEach(([column, source], i) => {
          const n = size(column, segments[i + 1]?.[0]);
          add(source < 0 ? UNMAPPED : groups[source]!, n);
          const path = source < 0 ? undefined : paths[source];
          if (path) ourBytes.set(path, (ourBytes.get(path) ?? 0) + n);
        });
      });
    }
    const mapped = [...bytes.values()].reduce((a, b) => a + b, 0);
    add(UNMAPPED, raw - mapped);
    const gzip = gzipSync(code, { level: 9 }).length;
    build.set(`/${relative(dist, file).split('\\').join('/')}`, {
      raw: bytes,
      gzip: new Map([...bytes].map(([group, n]) => [group, raw ? (gzip * n) / raw : 0])),
      ourSources: new Map([...ourBytes].map(([path, n]) => [path, raw ? (gzip * n) / raw : 0])),
    });
  }
  const html = join(dist, 'index.html');
  const inline = existsSync(html) ? inlineScriptsOf('http://build/', readFileSync(html, 'utf8')) : null;
  if (inline) {
    const raw = Buffer.byteLength(inline.text);
    build.set(inline.file, {
      raw: new Map([[INLINE, raw]]),
      gzip: new Map([[INLINE, inline.gzip]]),
      ourSources: new Map(),
    });
  }
  return build;
}

interface Row {
  bytes: number;
  raw: number;
  byBuild: Map<string, number>;
  byGroup: Map<string, number>;
}

/** Gzip bytes per row over `files`, each split by build and by group (the federation runtime's packages). */
function sumRows(files: Array<{ build: string; parts: FileParts }>): Map<string, Row> {
  const rows = new Map<string, Row>();
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const { build, parts } of files) {
    for (const [group, n] of parts.gzip) {
      const row = rows.get(rowOf(group)) ?? { bytes: 0, raw: 0, byBuild: new Map(), byGroup: new Map() };
      row.bytes += n;
      row.raw += parts.raw.get(group) ?? 0;
      add(row.byBuild, build, n);
      add(row.byGroup, group, n);
      rows.set(rowOf(group), row);
    }
  }
  return rows;
}

const KiB = (bytes: number) => (bytes / 1024).toFixed(1);
const signed = (bytes: number) => (bytes >= 0 ? '+' : '') + KiB(bytes);
/** In how many builds the row has at least 0.1 KiB among these files. */
const copies = (row: Row | undefined) => [...(row?.byBuild.values() ?? [])].filter((n) => n >= 0.1 * 1024).length;
const split = (parts: Map<string, number>) =>
  [...parts]
    .filter(([, n]) => n >= 0.1 * 1024)
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name} ${KiB(n)}`)
    .join(', ');

/**
 * One view as a table sorted by federated − monolith, rows within ±0.5 KiB folded into one line, then
 * the federated figure of the largest excesses split by app (and the federation runtime by package).
 * "Δ raw" (uncompressed) tells more code (Δ raw > 0) from the same code compressing worse in smaller files (Δ raw ≈ 0).
 */
function table(
  title: string,
  federated: Map<string, Row>,
  monolith: Map<string, Row>,
  fileCounts: [number, number],
): string {
  const empty: Row = { bytes: 0, raw: 0, byBuild: new Map(), byGroup: new Map() };
  const rows = [...new Set([...federated.keys(), ...monolith.keys()])]
    .map((name) => ({
      name,
      fed: federated.get(name) ?? empty,
      mono: monolith.get(name) ?? empty,
      copies: copies(federated.get(name)),
    }))
    .sort((a, b) => b.fed.bytes - b.mono.bytes - (a.fed.bytes - a.mono.bytes) || b.fed.bytes - a.fed.bytes);
  const shown = rows.filter((r) => Math.abs(r.fed.bytes - r.mono.bytes) >= 0.5 * 1024);
  const folded = rows.filter((r) => !shown.includes(r));
  const sum = (list: typeof rows, side: 'fed' | 'mono') => ({
    bytes: list.reduce((s, r) => s + r[side].bytes, 0),
    raw: list.reduce((s, r) => s + r[side].raw, 0),
  });
  type Sums = { bytes: number; raw: number };
  const line = (label: string, fed: Sums, apps: string, mono: Sums) =>
    `${label.padEnd(44)} ${KiB(fed.bytes).padStart(9)} ${apps.padStart(7)} ${KiB(mono.bytes).padStart(9)} ${signed(fed.bytes - mono.bytes).padStart(7)} ${signed(fed.raw - mono.raw).padStart(8)}`;
  const details = shown
    .filter((r) => r.fed.bytes - r.mono.bytes >= 1024 && r.copies > 1)
    .slice(0, 8)
    .flatMap((r) => [
      `  ${r.name}: ${split(r.fed.byBuild)}`,
      ...(r.name === FEDERATION_RUNTIME ? [`    by package: ${split(r.fed.byGroup)}`] : []),
    ]);
  return [
    title,
    `${'group'.padEnd(44)} ${'federated'.padStart(9)} ${'in apps'.padStart(7)} ${'monolith'.padStart(9)} ${'Δ'.padStart(7)} ${'Δ raw'.padStart(8)}`,
    ...shown.map((r) => line(r.name, r.fed, String(r.copies), r.mono)),
    ...(folded.length
      ? [line(`${folded.length} more groups, each within ±0.5`, sum(folded, 'fed'), '', sum(folded, 'mono'))]
      : []),
    line(
      `total (${fileCounts[0]} files federated, ${fileCounts[1]} monolith)`,
      sum(rows, 'fed'),
      '',
      sum(rows, 'mono'),
    ),
    ...(details.length ? ['The largest excesses, federated, by app:', ...details] : []),
  ].join('\n');
}

/**
 * Our code (libs and apps) on one view, by source file, federated beside monolith: a shared entry is loaded
 * whole, so a lib's file the federated side pays and the monolith does not is code this view does not
 * run; an app's file only the federated side pays is federation's own (the remote loader, the early preload).
 */
function ourSourcesTable(title: string, fed: Array<{ parts: FileParts }>, mono: Array<{ parts: FileParts }>): string {
  const total = (files: Array<{ parts: FileParts }>) => {
    const sums = new Map<string, number>();
    for (const { parts } of files) for (const [path, n] of parts.ourSources) sums.set(path, (sums.get(path) ?? 0) + n);
    return sums;
  };
  const [f, m] = [total(fed), total(mono)];
  const rows = [...new Set([...f.keys(), ...m.keys()])]
    .map((path) => ({ path, fed: f.get(path) ?? 0, mono: m.get(path) ?? 0 }))
    .sort((a, b) => b.fed - b.mono - (a.fed - a.mono));
  const shown = rows.filter((r) => Math.abs(r.fed - r.mono) >= 0.1 * 1024);
  const line = (label: string, fed: number, mono: number) =>
    `${label.padEnd(60)} ${KiB(fed).padStart(9)} ${KiB(mono).padStart(9)} ${signed(fed - mono).padStart(7)}`;
  const sum = (list: typeof rows, side: 'fed' | 'mono') => list.reduce((s, r) => s + r[side], 0);
  const folded = rows.filter((r) => !shown.includes(r));
  return [
    title,
    `${'source'.padEnd(60)} ${'federated'.padStart(9)} ${'monolith'.padStart(9)} ${'Δ'.padStart(7)}`,
    ...shown.map((r) => line(r.path, r.fed, r.mono)),
    line(`${folded.length} more files, each within ±0.1`, sum(folded, 'fed'), sum(folded, 'mono')),
    line('total, our code', sum(rows, 'fed'), sum(rows, 'mono')),
  ].join('\n');
}

export async function runComposition(progress: (text: string) => void): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'admin-composition-'));
  try {
    const dists = Object.fromEntries(apps.map((app) => [app, join(work, app)])) as Record<App, string>;
    for (const app of apps) {
      progress(`building ${app} with source maps…`);
      buildWithSourceMaps(join(repoRoot, 'apps', app), dists[app]);
    }
    progress('building the monolith with source maps…');
    const monolithDist = join(work, 'monolith');
    buildWithSourceMaps(monolithDir, monolithDist);

    progress('attributing each file to its sources…');
    const builds = Object.fromEntries(apps.map((app) => [app, attribute(dists[app])])) as Record<App, Build>;
    const monolith = attribute(monolithDist);

    // The screens the source-mapped builds declare: apps/*/dist may be missing or older.
    const screens = everyScreen(declaredPages((app) => dists[app]));

    progress('starting the API and the source-mapped builds; a first load of / and a tour of every screen in each…');
    const suite = await startSuite({ monolithDist, dists });
    const browser = await launchBrowser();
    let requested: Record<'first' | 'tour', { federated: Download[]; monolith: Download[] }>;
    try {
      const monolithSuite = { ...suite, shellUrl: suite.monolithUrl! };
      const fedState = await signedInState(suite);
      const monoState = await signedInState(monolithSuite);
      requested = {
        first: {
          federated: await firstLoadScripts(browser, suite, fedState),
          monolith: await firstLoadScripts(browser, monolithSuite, monoState),
        },
        tour: {
          federated: await tourScripts(browser, suite, fedState, screens),
          monolith: await tourScripts(browser, monolithSuite, monoState, screens),
        },
      };
    } finally {
      await browser.close();
      await suite.stop();
    }

    const appOf = (origin: string) => apps.find((app) => suite.origins[app] === origin);
    // Each request counts, as the bench counts them (a URL requested twice is twice its bytes).
    const federatedFiles = (downloads: Download[]) =>
      downloads.map(({ origin, file }) => {
        const app = appOf(origin);
        const parts = app && builds[app].get(file);
        if (!app || !parts) throw new Error(`${origin}${file} is not a JS file of the source-mapped builds`);
        return { build: app, parts };
      });
    const monolithFiles = (downloads: Download[]) =>
      downloads.map(({ file }) => {
        const parts = monolith.get(file);
        if (!parts) throw new Error(`${file} is not a JS file of the source-mapped monolith`);
        return { build: 'monolith', parts };
      });
    const allFederated = apps.flatMap((app) => [...builds[app].values()].map((parts) => ({ build: app, parts })));
    const allMonolith = [...monolith.values()].map((parts) => ({ build: 'monolith', parts }));
    const view = (
      title: string,
      fed: Array<{ build: string; parts: FileParts }>,
      mono: Array<{ build: string; parts: FileParts }>,
    ) => table(title, sumRows(fed), sumRows(mono), [fed.length, mono.length]);

    console.log('What the JavaScript is made of, federated (shell + 4 remotes) beside the monolith, KiB gzip -9');
    console.log('(each file\'s gzip -9 size shared out over its sources by their bytes; "in apps": in how many of');
    console.log(
      'the five builds the group has 0.1 KiB or more among these files; Δ raw: the difference uncompressed)\n',
    );
    // The first load's files, attributed once: its table by group and its table by our source file read them.
    const first = {
      federated: federatedFiles(requested.first.federated),
      monolith: monolithFiles(requested.first.monolith),
    };
    console.log(
      view('A signed-in first load of /, until the project list’s first rows', first.federated, first.monolith),
    );
    console.log();
    console.log(
      view(
        'One page, first load of / and a tour of every screen',
        federatedFiles(requested.tour.federated),
        monolithFiles(requested.tour.monolith),
      ),
    );
    console.log();
    console.log(
      ourSourcesTable(
        'Our code on that first load, by source file (KiB gzip -9 shared out as above)',
        first.federated,
        first.monolith,
      ),
    );
    console.log();
    console.log(view('Every JS file of the builds (the federated side: shell + 4 remotes)', allFederated, allMonolith));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
