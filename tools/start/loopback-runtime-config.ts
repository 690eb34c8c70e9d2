// The runtime config of the suite deployed on loopback, which the e2e harness, `npm run size` and the
// bench serve in place of the one in the shell's build. Its pages come from the remotes as served, so
// their servers must be up when it is written.
import { writeFileSync } from 'node:fs';
import type { RuntimeConfig } from '@admin/api-client';
import { liveApps } from '../release/release-pages';

export interface LoopbackDeployment {
  /** The reference API's port: its /api and its file gateway (/ipfs). */
  apiPort: number;
  storageJwt: string;
  /** Manifest URL of each remote, by container name: its release.json beside it names its pages. */
  remotes: Record<string, string>;
  /** Origins a QA override may load a remote from (none unless given). */
  remoteOverrideOrigins?: string[];
}

/** Writes the runtime config to `file`. The chain's RPC is unreachable: no journey talks to a chain. */
export async function writeLoopbackRuntimeConfig(
  file: string,
  { apiPort, storageJwt, remotes, remoteOverrideOrigins = [] }: LoopbackDeployment,
): Promise<RuntimeConfig> {
  const api = `http://127.0.0.1:${apiPort}`;
  const config: RuntimeConfig = {
    apiBaseUrl: `${api}/api`,
    chain: {
      id: 51,
      name: 'XDC Apothem Network',
      rpcUrl: 'http://127.0.0.1:9/rpc',
      currency: { name: 'TXDC', symbol: 'TXDC', decimals: 18 },
    },
    contracts: {},
    storage: { gatewayUrl: `${api}/ipfs`, jwt: storageJwt },
    remotes,
    apps: await liveApps(remotes),
    remoteOverrideOrigins,
  };
  writeFileSync(file, JSON.stringify(config));
  return config;
}
