// What every variant build does: copy a remote's sources and the build tooling its config imports into
// <repo>/.e2e-variants/<variant> (inside the repo, so everything else resolves from its node_modules),
// change the copy, and build it with the normal remote config into a folder a journey deploys.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');
export const variantRootOf = (variant: string) => join(repoRoot, '.e2e-variants', variant);

/** Copies a project's sources (not its build output); its own node_modules stay the original's, linked. */
export function copyProject(from: string, to: string) {
  cpSync(from, to, { recursive: true, filter: (src) => !/[/\\](node_modules|dist)$/.test(src) });
  // A fresh clone may have no node_modules in the app (npm hoists them): make it, so the link is not dangling.
  mkdirSync(join(from, 'node_modules'), { recursive: true });
  symlinkSync(join(from, 'node_modules'), join(to, 'node_modules'));
}

/** Copies the TypeScript under tools/ (tests aside) and the base tsconfig, so the copied app's `../../tools/…` imports resolve. */
export function copyBuildTooling(variantRoot: string) {
  cpSync(join(repoRoot, 'tools'), join(variantRoot, 'tools'), {
    recursive: true,
    filter: (src) => !/[/\\]node_modules$/.test(src) && !src.endsWith('.test.ts') && !/\.(sh|js|json|tsx)$/.test(src),
  });
  cpSync(join(repoRoot, 'tsconfig.base.json'), join(variantRoot, 'tsconfig.base.json'));
}

/** Rewrites `text` in `file` to `replacement`; throws when it is gone, so a variant never builds unchanged by mistake. */
export function replaceInFile(file: string, text: string, replacement: string) {
  const source = readFileSync(file, 'utf8');
  if (!source.includes(text)) throw new Error(`${file} no longer contains \`${text}\`: update the variant's build.`);
  writeFileSync(file, source.replace(text, replacement));
}

/** Builds the app in `appDir` into `distDir` as release `release`, the way a team would deploy it. */
export function rsbuild(appDir: string, distDir: string, release: string) {
  execFileSync(process.execPath, [join(repoRoot, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'], {
    cwd: appDir,
    env: { ...process.env, PUBLIC_RELEASE: release, DIST_DIR: distDir, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
}
