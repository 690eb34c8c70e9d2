// JavaScript downloaded and never run: in every script the page loaded from the start of a step until its screen is rendered, the bytes (uncompressed) of the functions V8 never called.
// Function granularity, as Lighthouse's "unused JavaScript": an unused branch inside a function that ran counts as run.
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface ScriptUsage {
  url: string;
  /** Uncompressed bytes of the script (characters: the bundles are ASCII). */
  bytes: number;
  /** Uncompressed bytes inside functions that never ran. */
  neverRun: number;
  /** gzip -9 of the whole script, to weigh `neverRun` as downloaded bytes (neverRun / bytes × gzip). */
  gzip: number;
}

interface FunctionCoverage {
  ranges: Array<{ startOffset: number; endOffset: number; count: number }>;
}

/** Bytes of `source` whose innermost enclosing function never ran. */
export function neverRunBytes(length: number, functions: FunctionCoverage[]): number {
  // Each function's first range is its whole extent, with its call count. Functions nest, so painting
  // them outer first (start ascending, end descending) leaves every byte with its innermost function.
  const extents = functions.map((f) => f.ranges[0]).filter((r) => r !== undefined);
  extents.sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  const ran = new Uint8Array(length).fill(1);
  for (const { startOffset, endOffset, count } of extents)
    ran.fill(count > 0 ? 1 : 0, startOffset, Math.min(endOffset, length));
  return ran.reduce((sum, byte) => sum + (byte === 0 ? 1 : 0), 0);
}

/** Runs `step` (a first load: it must navigate, and resolve once the screen is rendered) under JS coverage. */
export async function scriptUsage(page: Page, step: () => Promise<void>): Promise<ScriptUsage[]> {
  await page.coverage.startJSCoverage({ resetOnNavigation: false, reportAnonymousScripts: false });
  try {
    await step();
  } catch (error) {
    await page.coverage.stopJSCoverage();
    throw error;
  }
  const entries = await page.coverage.stopJSCoverage();
  return entries
    .filter((entry) => /^https?:/.test(entry.url) && entry.source !== undefined)
    .map((entry) => {
      const source = entry.source ?? '';
      // V8's offsets count characters; minified bundles are ASCII, so characters are bytes.
      return {
        url: entry.url,
        bytes: source.length,
        neverRun: neverRunBytes(source.length, entry.functions),
        gzip: gzipSync(source, { level: 9 }).length,
      };
    });
}
