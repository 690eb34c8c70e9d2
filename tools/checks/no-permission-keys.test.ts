// Staff never read a permission's key ("projects.write", "needs cancel.decide"): a screen names a
// permission by its label (`notAllowedReason`, the not-allowed card, `Gated permission=`). A walk
// over every screen's source, so a new tooltip or notice cannot bring a key back.
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@admin/api-client/contract';
import { BROWSER_SOURCES, sourceFiles, withoutComments } from '../testing/source-files';

const root = resolve(import.meta.dirname, '../..');
/** Screens: every browser source folder but the client's (it shows nothing). */
const SCREEN_SOURCES = BROWSER_SOURCES.filter((dir) => dir !== 'libs/api-client/src');

const KEY = new RegExp(`\\b(${PERMISSIONS.map((p) => p.replace('.', '\\.')).join('|')})\\b`);

/** Strings and JSX text that hold a key among other words (a string that is only a key is a name in code). */
export function permissionKeysShown(code: string): string[] {
  const clean = withoutComments(code);
  const texts = [
    ...[...clean.matchAll(/'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"|`((?:\\.|[^`\\])*)`/g)].map(
      (m) => m[1] ?? m[2] ?? m[3] ?? '',
    ),
    ...[...clean.matchAll(/>([^<>{}();=]+)</g)].map((m) => m[1] ?? ''),
  ];
  return texts.filter((text) => KEY.test(text) && !PERMISSIONS.includes(text.trim() as never));
}

describe('permission keys on screens', () => {
  it('finds a key said to staff, and leaves a key used as a name alone', () => {
    expect(permissionKeysShown(`const why = 'Your role cannot change orders (needs orders.write).';`)).toEqual([
      'Your role cannot change orders (needs orders.write).',
    ]);
    expect(permissionKeysShown('<p>Read-only: your role lacks the projects.write permission.</p>')).toHaveLength(1);
    expect(
      permissionKeysShown(
        `// needs orders.write\nconst may = usePermission('orders.write'); <Gated permission="cancel.decide">`,
      ),
    ).toEqual([]);
  });

  it('no screen says one', () => {
    const found = SCREEN_SOURCES.flatMap((dir) =>
      sourceFiles(join(root, dir)).flatMap((file) =>
        permissionKeysShown(readFileSync(file, 'utf8')).map((text) => `${relative(root, file)}: ${text}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
