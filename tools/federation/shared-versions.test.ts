// What the federation runtime (the same version the builds use) does with our shared config when a
// remote is built against a newer lib than the shell loaded: the shell shares with 'loaded-first'
// (docs/architecture.md), a remote with the default strategy. Two federation instances over one share
// scope stand for the shell and a remote container initialised by it.
import { describe, expect, it } from 'vitest';
import { ModuleFederation } from '@module-federation/runtime-core';
import { sharedSingletons, versioned } from './federation';

type Config = { singleton: boolean; requiredVersion: string | false };
const oldUi = { Button: 'shell Button' };
const newUi = { Button: 'remote Button', CopyableId: 'remote CopyableId' };

/** The shell (ui 1.0.0, already loaded) and a remote built against `remoteVersion`; what the remote's import of `pkg` gets. */
async function remoteGets(
  pkg: string,
  shellConfig: Config,
  remoteConfig: Config,
  remoteVersion: string,
  remoteStrategy?: 'version-first' | 'loaded-first',
) {
  const shell = new ModuleFederation({
    name: 'shell',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: { [pkg]: { version: '1.0.0', lib: () => oldUi, shareConfig: shellConfig } },
  });
  await shell.loadShare(pkg); // the shell rendered with its copy before any remote page was opened
  const remote = new ModuleFederation({
    name: 'orders_mfe',
    remotes: [],
    ...(remoteStrategy ? { shareStrategy: remoteStrategy } : {}),
    shared: { [pkg]: { version: remoteVersion, lib: () => newUi, shareConfig: remoteConfig } },
  });
  remote.initShareScopeMap('default', shell.shareScopeMap['default']!); // what the remote entry's init does
  const factory = await remote.loadShare<typeof newUi>(pkg);
  return factory ? factory() : undefined;
}

describe('a remote built against a newer lib, inside an older shell', () => {
  it('runs its own copy of a versioned entry when the loaded one does not satisfy its range', async () => {
    expect(await remoteGets('@admin/ui', versioned('1.0.0'), versioned('1.1.0'), '1.1.0')).toBe(newUi);
    // The same if a remote ever shares with 'loaded-first' itself.
    expect(await remoteGets('@admin/ui', versioned('1.0.0'), versioned('1.1.0'), '1.1.0', 'loaded-first')).toBe(newUi);
  });

  it("runs the shell's copy of a versioned entry when it satisfies the range (no second download)", async () => {
    expect(await remoteGets('@admin/ui', versioned('1.0.0'), versioned('1.0.0'), '1.0.0')).toBe(oldUi);
  });

  it("keeps the shell's copy of a singleton entry whatever the remote was built against (one state per page)", async () => {
    const config = sharedSingletons['@admin/ui/singletons']!;
    expect(await remoteGets('@admin/ui/singletons', config, config, '1.1.0')).toBe(oldUi);
  });

  it("with every lib a singleton of any version (the old setup) got the shell's copy, which lacks the new component", async () => {
    const before = { singleton: true, requiredVersion: false } as const;
    const ui = await remoteGets('@admin/ui', before, before, '1.1.0');
    expect(ui).toBe(oldUi);
    expect((ui as Partial<typeof newUi>).CopyableId).toBeUndefined();
  });
});
