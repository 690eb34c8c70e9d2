import { createContext, useContext, type ReactNode } from 'react';

/**
 * Settings the shell reads at start-up from /runtime-config.json (served beside its index.html).
 * A deployment replaces that file; nothing here is compiled into any build. The shell validates it
 * (apps/shell/src/runtime-config) and provides it; remotes read it with useRuntimeConfig().
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
}

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** The shell renders this once around everything, with the configuration it loaded at start-up. */
export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

/** The settings read from runtime-config.json at start-up (API base, chain, contracts, storage, remotes). */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig is used outside RuntimeConfigProvider (the shell provides it)');
  return config;
}
