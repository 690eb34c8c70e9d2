// The parcel-mode test remote (e2e/fixtures/react18-remote): React 18, outside the npm workspaces so
// React 18 is not hoisted over the suite's React 19. Installed and built here, by the harness, when its
// build is missing or older than its sources, so a fresh clone (CI) and a single spec both work.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './suite';

const react18RemoteDir = join(repoRoot, 'e2e/fixtures/react18-remote');
export const react18RemoteDist = join(react18RemoteDir, 'dist');

const newest = (path: string): number =>
  statSync(path).isDirectory()
    ? Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
    : statSync(path).mtimeMs;

const run = (args: string[]) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: react18RemoteDir,
    stdio: 'inherit',
  });
// --prefer-offline: packages already in npm's cache (those the suite shares) are not revalidated.
const install = () => run(['install', '--prefer-offline']);

/** Installs (npm install: its own package-lock.json) and builds the fixture if needed; returns the seconds spent. */
export function ensureReact18RemoteBuilt(): number {
  const started = Date.now();
  const lockfile = join(react18RemoteDir, 'package-lock.json');
  const installed = join(react18RemoteDir, 'node_modules/.package-lock.json');
  if (!existsSync(installed) || statSync(lockfile).mtimeMs > statSync(installed).mtimeMs) install();

  const manifest = join(react18RemoteDist, 'mf-manifest.json');
  const sources = [
    join(react18RemoteDir, 'src'),
    join(react18RemoteDir, 'rsbuild.config.ts'),
    lockfile,
    join(repoRoot, 'libs/api-client/src/types'),
  ];
  if (!existsSync(manifest) || Math.max(...sources.map(newest)) > statSync(manifest).mtimeMs) run(['run', 'build']);
  return (Date.now() - started) / 1000;
}
