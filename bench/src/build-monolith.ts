// Builds bench/monolith (the suite as one app, no federation) into bench/monolith/dist.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../../tools/measure/suite';

export const monolithDir = join(repoRoot, 'bench/monolith');
export const monolithDist = join(monolithDir, 'dist');

export function buildMonolith(): void {
  const config = join(monolithDir, 'rsbuild.config.ts');
  const build = spawnSync(join(repoRoot, 'node_modules/.bin/rsbuild'), ['build', '-c', config, '-r', monolithDir], {
    cwd: monolithDir,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`The monolith build failed:\n${build.stdout}\n${build.stderr}`);
}
