// The shell's inline start: a small module of the shell (apps/shell/src/startup/inline-start.ts) built
// on its own into an inline script at the top of index.html, so that it runs while the HTML is parsed,
// before the entry chunk (which carries the federation runtime) has downloaded. It requests the
// runtime config and the opening page's remote manifest, then preloads the remote's entry and page
// files, at a time the main thread is free; the entry takes those answers (startup/early-fetches.ts).
// A second entry of the shell's own build would not do: the federation plugin puts its runtime into
// every entry. The deployment's Content-Security-Policy allows index.html's inline scripts by hash
// (tools/deploy/security-headers.ts), so no `unsafe-inline` is needed. The dev server keeps the entry's
// start (index.ts does it when nothing started it before).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RsbuildPlugin, rspack } from '@rsbuild/core';

/** `entry` (a TypeScript module) bundled alone, minified, as one script without imports. */
async function bundleInline(entry: string, define: Record<string, string>): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'admin-inline-start-'));
  try {
    const compiler = rspack({
      mode: 'production',
      target: ['web', 'es2022'],
      entry,
      devtool: false,
      output: { path: out, filename: 'inline.js', iife: true },
      resolve: { extensions: ['.ts', '.tsx', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'builtin:swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' } } },
            type: 'javascript/auto',
          },
        ],
      },
      plugins: [new rspack.DefinePlugin(define)],
      optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
        else resolve();
      }),
    );
    return readFileSync(join(out, 'inline.js'), 'utf8').trim();
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Adds `entry`, bundled alone, as an inline script at the end of a production build's `<head>`. */
export function pluginInlineStart(entry: string, define: Record<string, string>): RsbuildPlugin {
  return {
    name: 'admin:inline-start',
    setup(api) {
      let code: Promise<string> | undefined;
      api.modifyHTMLTags(async ({ headTags, bodyTags }) => {
        if (api.context.action !== 'build') return { headTags, bodyTags };
        code ??= bundleInline(entry, define);
        return { headTags: [...headTags, { tag: 'script', children: await code }], bodyTags };
      });
    },
  };
}
