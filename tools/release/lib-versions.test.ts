import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bumpVersion, libStates, releaseLib } from './lib-versions';

let libs: string;
const lib = () => join(libs, 'ui');
const write = (path: string, text: string) => {
  mkdirSync(join(lib(), path, '..'), { recursive: true });
  writeFileSync(join(lib(), path), text);
};
const state = () => libStates(libs)[0]!;
const version = () => (JSON.parse(readFileSync(join(lib(), 'package.json'), 'utf8')) as { version: string }).version;

beforeEach(() => {
  libs = mkdtempSync(join(tmpdir(), 'lib-versions-'));
  write('package.json', JSON.stringify({ name: '@admin/ui', version: '1.2.3', exports: { '.': './src/index.ts' } }));
  write('src/index.ts', "export { Button } from './Button';\n");
  write('src/Button.tsx', 'export const Button = () => null;\n');
  releaseLib(lib(), 'minor');
});
afterEach(() => rmSync(libs, { recursive: true, force: true }));

describe('lib versions', () => {
  it('the first release records the content at the version the lib has', () => {
    expect(version()).toBe('1.2.3');
    expect(state().unreleased).toBe(false);
  });

  it('a changed or added source file is unreleased until the lib is bumped', () => {
    write('src/CopyableId.tsx', 'export const CopyableId = () => null;\n');
    expect(state().unreleased).toBe(true);
    expect(releaseLib(lib(), 'minor')).toBe('1.3.0');
    expect(state()).toMatchObject({ version: '1.3.0', unreleased: false });
    write('src/Button.tsx', 'export const Button = () => "fixed";\n');
    expect(state().unreleased).toBe(true);
  });

  it('tests and test helpers are not shipped content', () => {
    write('src/Button.test.tsx', 'it.todo("x");\n');
    write('src/testing/render.tsx', 'export const x = 1;\n');
    expect(state().unreleased).toBe(false);
  });

  it('a new entry in package.json exports is shipped content', () => {
    write(
      'package.json',
      JSON.stringify({
        ...JSON.parse(readFileSync(join(lib(), 'package.json'), 'utf8')),
        exports: { '.': './src/index.ts', './x': './src/x.ts' },
      }),
    );
    expect(state().unreleased).toBe(true);
  });

  it('bumps by semver level', () => {
    expect(bumpVersion('1.2.3', 'patch')).toBe('1.2.4');
    expect(bumpVersion('1.2.3', 'minor')).toBe('1.3.0');
    expect(bumpVersion('1.2.3', 'major')).toBe('2.0.0');
  });
});
