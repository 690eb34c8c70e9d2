import { describe, expect, it } from 'vitest';
import { manifestPreloads, withPreloads } from './manifest-preloads';
import type { GroupInfo } from './preload-startup';

const consume = (name: string) =>
  `consume shared module (default) ${name}@^1.0.0 (strict) (fallback: /repo/node_modules/${name}/index.js)`;
const container = { module: 'container entry (default) [["./ListPage",{}]]', request: '' };

// The shape of a remote's real chunk graph: the list page consumes react and zod-mini, whose fallback
// loads two chunks (zod's core sits in one it shares with classic zod); a lazy chunk inside the page
// consumes classic zod, which is not the page's to preload.
const groups: GroupInfo[] = [
  {
    name: '__federation_expose_ListPage',
    origins: [container],
    chunks: [
      { files: [], modules: [consume('react')] },
      {
        files: ['async/list.js', 'async/list.css'],
        modules: ['./src/pages/ListPage.tsx', consume('@admin/ui/zod-mini')],
      },
    ],
  },
  {
    origins: [{ module: './src/pages/ListPage.tsx', request: './Dialog' }],
    chunks: [{ files: ['async/dialog.js'], modules: ['./Dialog.tsx', consume('@admin/ui/zod')] }],
  },
  { origins: [{ module: consume('react'), request: '' }], chunks: [{ files: ['async/react.js'], modules: [] }] },
  {
    origins: [{ module: consume('@admin/ui/zod-mini'), request: '' }],
    chunks: [
      { files: ['async/core.js'], modules: ['zod/core.js'] },
      { files: ['async/mini.js'], modules: ['libs/ui/src/zod/mini.ts'] },
    ],
  },
  {
    origins: [{ module: consume('@admin/ui/zod'), request: '' }],
    chunks: [
      { files: ['async/core.js'], modules: ['zod/core.js'] },
      { files: ['async/classic.js'], modules: ['libs/ui/src/zod/classic.ts'] },
    ],
  },
];

describe('manifestPreloads', () => {
  it('names what each expose’s first chunks consume, and every JS file of each shared module’s fallback', () => {
    expect(manifestPreloads(groups)).toEqual({
      requires: { ListPage: ['@admin/ui/zod-mini', 'react'] },
      sharedFiles: {
        react: ['async/react.js'],
        '@admin/ui/zod-mini': ['async/core.js', 'async/mini.js'],
        '@admin/ui/zod': ['async/classic.js', 'async/core.js'],
      },
    });
  });

  it('completes the manifest: MF’s own files stay, the fallback’s are added, each expose gets its requires', () => {
    const manifest = {
      shared: [{ name: '@admin/ui/zod-mini', assets: { js: { sync: ['async/mini.js'], async: [] } } }],
      exposes: [{ name: 'ListPage' }, { name: 'OtherPage' }],
    };
    expect(withPreloads(manifest, manifestPreloads(groups))).toEqual({
      shared: [{ name: '@admin/ui/zod-mini', assets: { js: { sync: ['async/mini.js', 'async/core.js'], async: [] } } }],
      exposes: [
        { name: 'ListPage', requires: ['@admin/ui/zod-mini', 'react'] },
        { name: 'OtherPage', requires: [] },
      ],
    });
  });
});
