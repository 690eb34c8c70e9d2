import type { RuntimeConfigApps } from './releases';

/**
 * Settings the shell reads at start-up from /runtime-config.json (served beside its index.html).
 * A deployment replaces that file; nothing here is compiled into any build. The shell validates it
 * (apps/shell/src/runtime-config) and provides it: remotes on the shared path read it with
 * `useRuntimeConfig()` (@admin/auth), a parcel receives it as a prop (ParcelProps.runtimeConfig).
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  chain: {
    id: number;
    name: string;
    rpcUrl: string;
    explorerUrl?: string;
    currency: { name: string; symbol: string; decimals: number };
  };
  /** Contract addresses by name. */
  contracts: Record<string, string>;
  storage: { gatewayUrl: string; jwt: string };
  /** Manifest URL of each remote, by container name. */
  remotes: Record<string, string>;
  /**
   * Origins (`scheme://host[:port]`) a QA override may load a remote from. Empty: overrides are off.
   */
  remoteOverrideOrigins: string[];
  /**
   * The release registry's pointers, by container (docs/releases.md): each remote's live release
   * and its canary; the shell assigns each person one of them. Absent for a remote the registry has
   * published nothing of (its `remotes` manifest serves).
   */
  apps?: RuntimeConfigApps;
}
