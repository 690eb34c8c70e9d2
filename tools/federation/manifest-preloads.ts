// What a remote's page needs before it can run, written into the remote's mf-manifest.json so that the
// shell's early preload of the opening page (apps/shell/src/startup/earlyRemotePage.ts) can fetch it
// beside the page's own chunks instead of after the remote's entry has run:
// - each expose's `requires`: the shared modules its first chunks consume (the name MF's mf-stats.json
//   gives the same list);
// - each shared module's files complete: MF lists only the chunk holding the module itself, not the
//   chunks its fallback loads with it (zod-mini's code sits in a chunk it shares with classic zod), so
//   a preload of the listed files alone still leaves a second round trip.
// A shared module the shell provides is never fetched from the remote; the shell preloads only those
// it does not provide (the remote's own copy is then the one that runs).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { type GroupInfo, groupsOf, sharedNameOf } from './preload-startup';

export interface ManifestPreloads {
  /** Each expose (by its manifest name, without `./`): the shared modules its first chunks consume. */
  requires: Record<string, string[]>;
  /** Each shared module the build can fall back to: every JS file its fallback loads. */
  sharedFiles: Record<string, string[]>;
}

// MF names each expose's chunk group after it.
const exposeGroup = /^__federation_expose_(?<name>.+)$/;

/** From the chunk graph: what each expose consumes, and the files of each shared module's fallback. */
export function manifestPreloads(groups: GroupInfo[]): ManifestPreloads {
  const requires: Record<string, string[]> = {};
  const sharedFiles: Record<string, string[]> = {};
  const add = (lists: Record<string, string[]>, key: string, items: string[]) => {
    lists[key] = [...new Set([...(lists[key] ?? []), ...items])].sort();
  };
  for (const group of groups) {
    const expose = exposeGroup.exec(group.name ?? '')?.groups?.name;
    if (expose)
      add(
        requires,
        expose,
        group.chunks.flatMap((chunk) =>
          chunk.modules.map((module) => sharedNameOf(module, 'consume')).filter((name) => name !== null),
        ),
      );
    for (const origin of group.origins) {
      const fallbackOf = sharedNameOf(origin.module, 'consume');
      if (fallbackOf)
        add(
          sharedFiles,
          fallbackOf,
          group.chunks.flatMap((chunk) => chunk.files).filter((file) => file.endsWith('.js')),
        );
    }
  }
  return { requires, sharedFiles };
}

interface Manifest {
  shared?: { name: string; assets?: { js?: { sync?: string[] } } }[];
  exposes?: { name: string; requires?: string[] }[];
}

/** The manifest with each expose's `requires` and each shared module's complete files. */
export function withPreloads(manifest: Manifest, { requires, sharedFiles }: ManifestPreloads): Manifest {
  return {
    ...manifest,
    shared: manifest.shared?.map((shared) => {
      const files = sharedFiles[shared.name];
      if (!files || !shared.assets?.js) return shared;
      // MF's own list stays (it may name a chunk the fallback's group does not, such as the provide's).
      const sync = [...new Set([...(shared.assets.js.sync ?? []), ...files])];
      return { ...shared, assets: { ...shared.assets, js: { ...shared.assets.js, sync } } };
    }),
    exposes: manifest.exposes?.map((expose) => ({ ...expose, requires: requires[expose.name] ?? [] })),
  };
}

const MANIFEST_FILE = 'mf-manifest.json';

/** Completes the remote's mf-manifest.json once the build is done (see the top of this file). */
export function pluginManifestPreloads(): RsbuildPlugin {
  return {
    name: 'admin:manifest-preloads',
    setup(api) {
      let preloads: ManifestPreloads | undefined;
      // After the content hashes: the files are named as served.
      api.processAssets({ stage: 'report' }, ({ compilation }) => {
        preloads = manifestPreloads(groupsOf(compilation));
      });
      api.onAfterBuild(() => {
        if (!preloads) return;
        const file = join(api.context.distPath, MANIFEST_FILE);
        const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
        writeFileSync(file, `${JSON.stringify(withPreloads(manifest, preloads), null, 2)}\n`);
      });
    },
  };
}
