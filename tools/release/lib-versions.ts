// The shared libs' versions (docs/architecture.md, "Shared singletons"). Federation shares a lib's
// stateless entries by semver range (`^<version the app was built against>`), so a version must
// change whenever what the lib ships changes, and grow: a release script, not a build stamp (a hash
// or date stamp is not ordered, and a range cannot compare it).
//
//   npm run libs:release [-- --patch|--major] [-- ui auth]  bumps every lib (or the named ones) whose
//       shipped content changed since its last release: minor by default (a new component, call or
//       option; a remote built against it needs the new version), --patch for fixes, --major when a
//       change breaks an existing caller. It records the content's hash beside the version.
//   npm run libs:check   (run by npm test) fails when a lib's content differs from the hash recorded at
//       its last release, i.e. its sources changed without a version bump.
//
// Shipped content: every file under src/ except tests and test helpers, and the package.json fields
// that change what an import resolves to (exports, dependencies, peerDependencies).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const libsDir = resolve(import.meta.dirname, '../../libs');
export type BumpLevel = 'major' | 'minor' | 'patch';

interface LibManifest {
  name: string;
  version: string;
  releasedContentHash?: string;
  exports?: unknown;
  dependencies?: unknown;
  peerDependencies?: unknown;
}

const isShipped = (path: string) => !/\.test\.tsx?$/.test(path) && !path.split('/').includes('testing');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A hash of what lib `dir` ships: independent of file order, tests and test helpers. */
export function libContentHash(dir: string): string {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as LibManifest;
  const hash = createHash('sha256');
  hash.update(JSON.stringify([manifest.exports, manifest.dependencies, manifest.peerDependencies]));
  const files = filesUnder(join(dir, 'src'))
    .map((file) => relative(dir, file).split('\\').join('/'))
    .filter(isShipped)
    .sort();
  for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(join(dir, file)));
  return `sha256-${hash.digest('hex').slice(0, 32)}`;
}

export function bumpVersion(version: string, level: BumpLevel): string {
  const [major, minor, patch] = version.split('.').map(Number) as [number, number, number];
  if ([major, minor, patch].some((n) => !Number.isInteger(n))) throw new Error(`Not a release version: ${version}`);
  if (level === 'major') return `${major + 1}.0.0`;
  if (level === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

export interface LibState {
  dir: string;
  name: string;
  version: string;
  /** The shipped content differs from the content recorded at the last release. */
  unreleased: boolean;
}

export function libStates(dir: string = libsDir): LibState[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const libDir = join(dir, entry.name);
      const manifest = JSON.parse(readFileSync(join(libDir, 'package.json'), 'utf8')) as LibManifest;
      return {
        dir: libDir,
        name: manifest.name,
        version: manifest.version,
        unreleased: manifest.releasedContentHash !== libContentHash(libDir),
      };
    });
}

/** Bumps `lib`'s version and records its current content; returns the new version. */
export function releaseLib(libDir: string, level: BumpLevel): string {
  const path = join(libDir, 'package.json');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as LibManifest;
  const first = manifest.releasedContentHash === undefined;
  // The first release records the content at the version the lib already has.
  manifest.version = first ? manifest.version : bumpVersion(manifest.version, level);
  manifest.releasedContentHash = libContentHash(libDir);
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest.version;
}

function main(args: string[]) {
  const states = libStates();
  if (args.includes('--check')) {
    const unreleased = states.filter((lib) => lib.unreleased);
    for (const lib of states)
      console.log(
        `${lib.name.padEnd(20)} ${lib.version.padEnd(8)} ${lib.unreleased ? 'CHANGED since its last release' : 'released'}`,
      );
    if (unreleased.length > 0) {
      console.error(
        `\n${unreleased.map((lib) => lib.name).join(', ')} changed without a version bump. Remotes share these libs by version, so run\n` +
          '  npm run libs:release            (minor: something was added; -- --patch for a fix, -- --major for a breaking change)\n' +
          'and commit the bumped package.json.',
      );
      process.exitCode = 1;
    }
    return;
  }
  if (args.includes('--release')) {
    const level: BumpLevel = args.includes('--major') ? 'major' : args.includes('--patch') ? 'patch' : 'minor';
    const named = args.filter((arg) => !arg.startsWith('--'));
    const chosen = states.filter((lib) =>
      named.length > 0 ? named.some((n) => lib.name === n || lib.name === `@admin/${n}`) : lib.unreleased,
    );
    if (chosen.length === 0) console.log('Every lib is released: nothing to bump.');
    for (const lib of chosen) console.log(`${lib.name}: ${lib.version} -> ${releaseLib(lib.dir, level)}`);
    return;
  }
  console.error('Usage: tsx tools/release/lib-versions.ts --check | --release [--patch|--major] [lib ...]');
  process.exitCode = 2;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main(process.argv.slice(2));
