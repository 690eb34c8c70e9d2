// Source maps of the builds, read without a library: which source (and which function, when the map
// names it) a position of an emitted JS file came from. The composition (bench/src/composition.ts)
// gives each byte to its source; the trace (`--trace`) names each function of a CPU profile by it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { repoRoot } from '../../../tools/measure/suite';

/**
 * Production build of the Rsbuild config in `cwd` into `dist`, with JS source maps and nothing else changed.
 * In a Node of its own, as `rsbuild build` runs: loaded through tsx, the config's functions would carry
 * tsx's `__name` helper into the code the build emits from them, and the page would fail.
 */
export function buildWithSourceMaps(cwd: string, dist: string): void {
  const script = `
    import { createRsbuild, loadConfig, mergeRsbuildConfig } from '@rsbuild/core';
    const { content } = await loadConfig({ cwd: process.cwd() });
    const overrides = { logLevel: 'warn', output: { sourceMap: { js: 'source-map' }, distPath: { root: process.argv[1] }, cleanDistPath: true } };
    await (await createRsbuild({ config: mergeRsbuildConfig(content, overrides) })).build();`;
  const build = spawnSync(process.execPath, ['--input-type=module', '-e', script, dist], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`The build in ${cwd} failed:\n${build.stdout}\n${build.stderr}`);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One mapping: its generated column, and the source index, original line and column, name index (-1: none). */
export type Segment = [column: number, source: number, line: number, originalColumn: number, name: number];

/** Per generated line, its mappings in column order (a segment with no source has source -1). */
export function decodeMappings(mappings: string): Segment[][] {
  let source = 0;
  let line = 0;
  let originalColumn = 0;
  let name = 0;
  return mappings.split(';').map((text) => {
    let column = 0;
    return text
      .split(',')
      .filter(Boolean)
      .map((segment): Segment => {
        const fields: number[] = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = BASE64.indexOf(char);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = shift = 0;
          }
        }
        column += fields[0]!;
        if (fields.length < 4) return [column, -1, -1, -1, -1];
        source += fields[1]!;
        line += fields[2]!;
        originalColumn += fields[3]!;
        if (fields.length < 5) return [column, source, line, originalColumn, -1];
        name += fields[4]!;
        return [column, source, line, originalColumn, name];
      });
  });
}

/**
 * The group of one source map `sources` entry, resolved against the map's folder: an npm package,
 * one of our apps or libs, rspack's runtime (its federation modules apart).
 */
export function groupOf(source: string, mapDir: string): string {
  // rspack's runtime modules; those serving federation (containers, share scopes, remotes) apart.
  // The federation plugin's own runtime module has its whole code as its source name.
  if (source.startsWith('webpack://') || source.length > 300) {
    return /federation|sharing|consumes|remotes|container|share/i.test(source)
      ? 'rspack runtime: federation modules'
      : 'rspack runtime';
  }
  const path = sourcePath(source, mapDir);
  const inPackage = path.lastIndexOf('node_modules/');
  if (inPackage >= 0) {
    const [scope, name] = path.slice(inPackage + 'node_modules/'.length).split('/');
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  }
  const [top, name] = path.split('/');
  if (top === 'apps' || top === 'libs') return `${top}/${name}`;
  if (top === 'tools' || top === 'bench') return path;
  return `other: ${path}`;
}

/** A source's path from the repository's root. */
export function sourcePath(source: string, mapDir: string): string {
  return relative(repoRoot, resolve(mapDir, source)).split('\\').join('/');
}

/** How a source is named beside a function: a package's path from its node_modules folder on, rspack's runtime by its module. */
function sourceName(source: string, mapDir: string): string {
  if (source.length > 300) return groupOf(source, mapDir);
  if (source.startsWith('webpack://')) return `rspack runtime (${source.slice('webpack://'.length)})`;
  const path = sourcePath(source, mapDir);
  const inPackage = path.lastIndexOf('node_modules/');
  return inPackage >= 0 ? path.slice(inPackage + 'node_modules/'.length) : path;
}

interface LoadedMap {
  sources: string[];
  names: string[];
  lines: Segment[][];
  dir: string;
}

/** Where a position of an emitted file came from. */
export interface Origin {
  /** `libs/ui/src/table/use-scroll-edges.ts:21` (a package's path from its node_modules folder). */
  where: string;
  /** The source's group (groupOf). */
  group: string;
  /** The original name at that position, when the map has one. */
  name?: string;
}

/**
 * Names positions of the files a browser requested from `builds` (app -> the dist of a build of the
 * same sources with source maps: `npm run bench -- --composition`'s builds, or the trace's). The
 * normal build's files differ only in their content hash and the comment naming the map, so a file is
 * found by its chunk name (`3k` of `static/js/async/3k.51487ab707.js`) in the same folder, and taken
 * only if its lines have the same lengths.
 */
export function sourceMapResolver(builds: Record<string, string>, served: Record<string, string>) {
  const cache = new Map<string, LoadedMap | null>();
  const load = (app: string, path: string): LoadedMap | null => {
    const key = `${app} ${path}`;
    if (cache.has(key)) return cache.get(key)!;
    let found: LoadedMap | null = null;
    const dir = join(builds[app] ?? '', dirname(path));
    const chunk = basename(path).split('.')[0]!;
    const servedFile = join(served[app] ?? '', path);
    const candidate =
      builds[app] && existsSync(dir) && existsSync(servedFile)
        ? readdirSync(dir).find((f) => f.startsWith(`${chunk}.`) && f.endsWith('.js'))
        : undefined;
    if (candidate) {
      const lengths = (code: string) =>
        code
          .replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '')
          .split('\n')
          .map((line) => line.length)
          .join();
      const mapFile = join(dir, `${candidate}.map`);
      if (
        existsSync(mapFile) &&
        lengths(readFileSync(join(dir, candidate), 'utf8')) === lengths(readFileSync(servedFile, 'utf8'))
      ) {
        const map = JSON.parse(readFileSync(mapFile, 'utf8')) as {
          sources: string[];
          names?: string[];
          mappings: string;
        };
        found = { sources: map.sources, names: map.names ?? [], lines: decodeMappings(map.mappings), dir };
      }
    }
    cache.set(key, found);
    return found;
  };
  /** `app` and `path` as the trace labels a URL ("shell", "/static/js/…"); line and column 0-based. */
  return (app: string, path: string, line: number, column: number): Origin | undefined => {
    const map = load(app, path);
    const segments = map?.lines[line];
    if (!map || !segments) return undefined;
    let hit: Segment | undefined;
    for (const segment of segments) {
      if (segment[0] > column) break;
      hit = segment;
    }
    if (!hit || hit[1] < 0) return undefined;
    const source = map.sources[hit[1]]!;
    return {
      where: `${sourceName(source, map.dir)}:${hit[2] + 1}`,
      group: groupOf(source, map.dir),
      ...(hit[4] >= 0 ? { name: map.names[hit[4]] } : {}),
    };
  };
}
