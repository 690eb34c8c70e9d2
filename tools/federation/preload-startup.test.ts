import { describe, expect, it } from 'vitest';
import {
  checkStartupShared,
  isStartupChunk,
  providedShared,
  startupCacheGroups,
  startupScripts,
  type GroupInfo,
} from './preload-startup';

const provide = (name: string) => ({
  module: `provide shared module (default) ${name}@1.0.0 = /repo/node_modules/${name}/index.js`,
  request: '',
});
const consume = (name: string) =>
  `consume shared module (default) ${name}@^1.0.0 (strict) (fallback: /repo/node_modules/${name}/index.js)`;

// The shape of the shell's real chunk graph: bootstrap consumes react-dom/client, whose provide chunk
// consumes react; react-dom's code also sits in a fallback chunk that is never fetched while the
// shell provides it; a lazy page chunk is not part of start-up.
const groups: GroupInfo[] = [
  {
    origins: [{ module: 'src/index.ts', request: './Bootstrap' }],
    chunks: [
      { files: ['async/od.js', 'async/od.css'], modules: ['./src/Bootstrap.tsx', consume('react-dom/client')] },
      { files: [], modules: [consume('@admin/ui/router')] },
    ],
  },
  {
    origins: [provide('react-dom/client')],
    chunks: [{ files: ['async/5.js'], modules: ['react-dom/client.js', consume('react')] }],
  },
  {
    origins: [{ module: consume('react-dom/client'), request: '' }],
    chunks: [{ files: ['async/9i.js'], modules: ['react-dom/client.js'] }],
  },
  { origins: [provide('react')], chunks: [{ files: ['async/yf.js'], modules: ['react/index.js'] }] },
  {
    origins: [provide('@admin/ui/router')],
    chunks: [{ files: ['async/lib-router.js'], modules: ['libs/ui/src/router.ts', consume('react')] }],
  },
  { origins: [provide('jotai/utils')], chunks: [{ files: ['async/i4.js'], modules: ['jotai/utils.mjs'] }] },
  {
    origins: [{ module: 'src/app/Routes.tsx', request: '../features/sign-in/SignInPage' }],
    chunks: [{ files: ['async/kc.js'], modules: ['SignInPage.tsx', consume('jotai/utils')] }],
  },
];

describe('startupScripts', () => {
  it('preloads bootstrap and the provide chunks of what it consumes, transitively, and nothing lazy or fallback', () => {
    expect(startupScripts(groups, './Bootstrap')).toEqual([
      'async/5.js',
      'async/lib-router.js',
      'async/od.js',
      'async/yf.js',
    ]);
  });

  it('names the shared modules the build provides (index.html tells the early preload)', () => {
    expect(providedShared(groups)).toEqual(['@admin/ui/router', 'jotai/utils', 'react', 'react-dom/client']);
  });

  it('fails the build when the entry no longer imports bootstrap, instead of preloading nothing', () => {
    expect(() => startupScripts(groups, './main')).toThrow("no chunk group is loaded by import('./main')");
  });
});

describe('checkStartupShared', () => {
  it('passes when the list is what start-up consumes, transitively', () => {
    expect(() =>
      checkStartupShared(groups, './Bootstrap', ['react-dom/client', '@admin/ui/router', 'react']),
    ).not.toThrow();
  });

  it('fails the build naming a key start-up consumes that the list lacks, and one it lists that start-up no longer consumes', () => {
    expect(() =>
      checkStartupShared(groups, './Bootstrap', ['react-dom/client', '@admin/ui/router', 'jotai/utils']),
    ).toThrow('Consumed at start-up, not listed: react. Listed, not consumed at start-up: jotai/utils.');
  });
});

describe('isStartupChunk', () => {
  // A chunk as splitChunks hands it over: the origins of the chunk groups it belongs to.
  const chunkOf = (...origins: Array<{ module?: string; request?: string }>) => ({
    groupsIterable: [
      {
        origins: origins.map(({ module, request }) => ({
          ...(module ? { module: { identifier: () => module } } : {}),
          request,
        })),
      },
    ],
  });
  const startup = ['react-dom/client', '@admin/ui'];

  it("selects bootstrap's chunks and the provide chunks of the shared modules start-up consumes", () => {
    expect(isStartupChunk(chunkOf({ module: 'src/index.ts', request: './Bootstrap' }), startup)).toBe(true);
    expect(isStartupChunk(chunkOf(provide('react-dom/client')), startup)).toBe(true);
    expect(isStartupChunk(chunkOf(provide('@admin/ui')), startup)).toBe(true);
  });

  it('leaves lazy chunks, consume fallbacks and the provide chunks of other shared modules alone', () => {
    expect(isStartupChunk(chunkOf({ module: 'src/app/Routes.tsx', request: '../sign-in/SignInPage' }), startup)).toBe(
      false,
    );
    expect(isStartupChunk(chunkOf({ module: consume('react-dom/client'), request: '' }), startup)).toBe(false);
    expect(isStartupChunk(chunkOf(provide('@admin/ui/forms')), startup)).toBe(false);
    expect(isStartupChunk(chunkOf(provide('jotai/utils')), startup)).toBe(false);
  });

  it("puts packages apart from our code, and react-router in rsbuild's own lib-router", () => {
    const { 'lib-startup': packages, startup: ours } = startupCacheGroups(startup);
    expect(packages.test.test('/repo/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(packages.test.test('/repo/node_modules/react-router/dist/production/index.mjs')).toBe(false);
    expect(ours.test.test('/repo/libs/ui/src/table/DataTable.tsx')).toBe(true);
    expect(ours.test.test('/repo/apps/shell/src/Bootstrap.tsx')).toBe(true);
    expect(ours.test.test('/repo/tools/federation/shared/react-query.ts')).toBe(true);
    expect(ours.test.test('/repo/node_modules/jotai/esm/vanilla.mjs')).toBe(false);
  });
});
