// Thin routes (README, "A module's files"): a route file says schema, permission and HTTP only; the
// reads live in repositories and the changes in commands, so no route file grows past 150 lines.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..', 'src');
const MAX_LINES = 150;

const routeFiles = readdirSync(src, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /(^|-)routes\.ts$/.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

describe('route files', () => {
  it('are found (every module has one)', () => {
    expect(routeFiles.length).toBeGreaterThan(20);
  });

  it(`are at most ${MAX_LINES} lines each`, () => {
    const long = routeFiles
      .map((file) => ({ file: relative(src, file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
