// The shell's inline start: a small module of the shell (apps/shell/src/startup/inline-start.ts) built
// on its own into an inline script at the top of index.html, so that it runs while the HTML is parsed,
// before the entry chunk (which carries the federation runtime) has downloaded. It requests the
// runtime config and the opening page's remote manifest, then preloads the remote's entry and page
// files, at a time the main thread is free; the entry takes those answers (startup/early-fetches.ts).
// A second entry of the shell's own build would not do: the federation plugin puts its runtime into
// every entry. The deployment's Content-Security-Policy allows index.html's inline scripts by hash
// (tools/deploy/security-headers.ts), so no `unsafe-inline` is needed. The same plugin defines
// `process.env.INLINE_START` as 'true' in a production build, where the entry then carries only the
// part that takes the inline start's answers, not a second copy of the start (apps/shell/src/index.ts);
// the dev server has no inline start, so there it is 'false' and the entry does the start itself.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RsbuildPlugin, rspack } from '@rsbuild/core';

/** Whether index.html starts the early requests itself: the app's code reads it (defined 'true' or 'false'). */
const INLINE_START = 'process.env.INLINE_START';

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
      api.modifyRsbuildConfig((config) => {
        config.source ??= {};
        config.source.define = {
          ...config.source.define,
          [INLINE_START]: JSON.stringify(String(api.context.action === 'build')),
        };
      });
      let code: Promise<string> | undefined;
      api.modifyHTMLTags(async ({ headTags, bodyTags }) => {
        if (api.context.action !== 'build') return { headTags, bodyTags };
        code ??= bundleInline(entry, define);
        return { headTags: [...headTags, { tag: 'script', children: await code }], bodyTags };
      });
    },
  };
}
