// The runtime config of the suite deployed on loopback, which the e2e harness, `npm run size` and the
// bench serve in place of the one in the shell's build.
import { writeFileSync } from 'node:fs';
import type { RuntimeConfig } from '@admin/api-client';

export interface LoopbackDeployment {
  /** The reference API's port: its /api and its file gateway (/ipfs). */
  apiPort: number;
  storageJwt: string;
  /** Manifest URL of each remote, by container name. */
  remotes: Record<string, string>;
  /** Origins a QA override may load a remote from (none unless given). */
  remoteOverrideOrigins?: string[];
}

/** Writes the runtime config to `file`. The chain's RPC is unreachable: no journey talks to a chain. */
export function writeLoopbackRuntimeConfig(
  file: string,
  { apiPort, storageJwt, remotes, remoteOverrideOrigins = [] }: LoopbackDeployment,
): void {
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
    remoteOverrideOrigins,
  };
  writeFileSync(file, JSON.stringify(config));
}
