// The recipe's generators write what the lint rules and the compiler accept, untouched: a sample
// feature is generated into a real remote, linted with the repository's rules and typechecked there.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import featureGenerator from './feature.js';
import pageGenerator from './page.js';
import remoteGenerator from './remote.js';

const root = resolve(import.meta.dirname, '../..');

/** The part of Nx's Tree the generators use: reads fall through to the repository, writes stay in memory. */
function memoryTree() {
  const written = new Map<string, string>();
  return {
    written,
    exists: (path: string) => written.has(path) || existsSync(join(root, path)),
    read: (path: string, _encoding: 'utf-8') =>
      written.get(path) ?? (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf-8') : null),
    write: (path: string, content: string) => void written.set(path, content),
  };
}

describe('nx g @admin/tools:feature', () => {
  it('writes api/<name>-queries.ts, schemas/ and components/ that pass lint and typecheck in the remote', {
    timeout: 300_000,
  }, async () => {
    const name = `sample-notes-${process.pid}`;
    const tree = memoryTree();
    await featureGenerator(tree, { remote: 'config-mfe', name });
    const dir = `apps/config-mfe/src/features/${name}`;
    expect([...tree.written.keys()].sort()).toEqual(
      [
        `${dir}/api/${name}-queries.ts`,
        `${dir}/components/SampleNotes${process.pid}Table.tsx`,
        `${dir}/schemas/${name}-list-params.ts`,
        'apps/config-mfe/src/common/query-roots.ts',
      ].sort(),
    );
    expect(tree.written.get('apps/config-mfe/src/common/query-roots.ts')).toContain(
      `  sampleNotes${process.pid}: ['${name}'],\n} as const;`,
    );
    const roots = join(root, 'apps/config-mfe/src/common/query-roots.ts');
    const rootsBefore = readFileSync(roots, 'utf-8');
    expect(tree.written.get(`${dir}/api/${name}-queries.ts`)).toContain(
      `export const sampleNotes${process.pid}Keys = {`,
    );

    try {
      for (const [path, content] of tree.written) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), content);
      }
      const results = await new ESLint({ cwd: root }).lintFiles([join(root, dir)]);
      expect(results.flatMap((r) => r.messages.map((m) => `${r.filePath}: ${m.ruleId} ${m.message}`))).toEqual([]);
      // Throws with the compiler's errors if the generated files do not typecheck in the remote.
      execFileSync(
        join(root, 'node_modules/.bin/tsc'),
        ['-p', join(root, 'apps/config-mfe/tsconfig.json'), '--noEmit'],
        { cwd: root, stdio: 'pipe' },
      );
    } finally {
      rmSync(join(root, dir), { recursive: true, force: true });
      writeFileSync(roots, rootsBefore);
    }
  });

  it('refuses a remote that does not exist and a name that is not kebab-case', async () => {
    await expect(featureGenerator(memoryTree(), { remote: 'nowhere-mfe', name: 'notes' })).rejects.toThrow(
      'No remote at apps/nowhere-mfe',
    );
    await expect(featureGenerator(memoryTree(), { remote: 'config-mfe', name: 'Notes' })).rejects.toThrow(
      'must be kebab-case',
    );
    await expect(featureGenerator(memoryTree(), { remote: 'config-mfe', name: 'settings' })).rejects.toThrow(
      'exists already',
    );
  });
});

describe('nx g @admin/tools:remote', () => {
  it('writes a remote skeleton whose sources pass the lint rules, with the existing remotes’ versions', async () => {
    const tree = memoryTree();
    await remoteGenerator(tree, { name: 'sample-mfe' });
    const files = [...tree.written.keys()];
    expect(files).toEqual(
      expect.arrayContaining([
        'apps/sample-mfe/package.json',
        'apps/sample-mfe/rsbuild.config.ts',
        'apps/sample-mfe/src/pages/SamplePage.tsx',
        'apps/sample-mfe/src/pages/SamplePage.test.tsx',
      ]),
    );
    const pkg = JSON.parse(tree.written.get('apps/sample-mfe/package.json')!);
    const reference = JSON.parse(readFileSync(join(root, 'apps/config-mfe/package.json'), 'utf-8'));
    expect(pkg.name).toBe('@admin/sample-mfe');
    expect(pkg.dependencies.react).toBe(reference.dependencies.react);

    const eslint = new ESLint({ cwd: root });
    for (const path of files.filter((file) => /\.tsx?$/.test(file))) {
      const [result] = await eslint.lintText(tree.written.get(path)!, { filePath: join(root, path) });
      expect(result!.messages.map((m) => `${path}: ${m.ruleId} ${m.message}`)).toEqual([]);
    }
    await expect(remoteGenerator(memoryTree(), { name: 'sample' })).rejects.toThrow('ends in -mfe');
  });
});

describe('nx g @admin/tools:page', () => {
  it('writes a page, its test and its route entry in the remote’s pages.ts, after its section’s tabs, passing lint and typecheck', {
    timeout: 300_000,
  }, async () => {
    const tree = memoryTree();
    const declarations = 'apps/customers-mfe/src/pages.ts';
    await pageGenerator(tree, {
      remote: 'customers-mfe',
      name: `sample-report-${process.pid}`,
      section: '/customers',
      permission: 'customers.read',
      tab: true,
    });
    const page = `apps/customers-mfe/src/pages/SampleReport${process.pid}Page`;
    expect([...tree.written.keys()].sort()).toEqual([declarations, `${page}.test.tsx`, `${page}.tsx`].sort());
    // Activity is the People section's fourth tab: the new page comes fifth.
    expect(tree.written.get(declarations)).toContain(
      [
        '  {',
        `    path: '/sample-report-${process.pid}',`,
        `    expose: './SampleReport${process.pid}Page',`,
        `    title: 'Sample Report ${process.pid}',`,
        "    permission: 'customers.read',",
        "    section: '/customers',",
        `    tab: { label: 'Sample report ${process.pid}', order: 5 },`,
        `    palette: { screen: { label: 'Sample report ${process.pid}' } },`,
        '  },',
        '];',
      ].join('\n'),
    );

    const original = readFileSync(join(root, declarations), 'utf-8');
    try {
      for (const [path, content] of tree.written) writeFileSync(join(root, path), content);
      const results = await new ESLint({ cwd: root }).lintFiles(
        [...tree.written.keys()].map((path) => join(root, path)),
      );
      expect(results.flatMap((r) => r.messages.map((m) => `${r.filePath}: ${m.ruleId} ${m.message}`))).toEqual([]);
      execFileSync(
        join(root, 'node_modules/.bin/tsc'),
        ['-p', join(root, 'apps/customers-mfe/tsconfig.json'), '--noEmit'],
        { cwd: root, stdio: 'pipe' },
      );
    } finally {
      writeFileSync(join(root, declarations), original);
      rmSync(join(root, `${page}.tsx`), { force: true });
      rmSync(join(root, `${page}.test.tsx`), { force: true });
    }
  });

  it('refuses a path the remote declares already, a missing section and a remote without pages', async () => {
    await expect(
      pageGenerator(memoryTree(), { remote: 'orders-mfe', name: 'orders', section: '/orders' }),
    ).rejects.toThrow('declares /orders already');
    await expect(
      pageGenerator(memoryTree(), { remote: 'orders-mfe', name: 'order-notes', section: '' }),
    ).rejects.toThrow('A page belongs under a sidebar link');
    await expect(
      pageGenerator(memoryTree(), { remote: 'nowhere-mfe', name: 'notes', section: '/orders' }),
    ).rejects.toThrow('No remote at apps/nowhere-mfe');
  });
});
