import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from '@admin/api-client';

// The type is declared once, beside the API types, so a parcel (which cannot use this React-bound lib)
// can receive the same configuration as a prop (ParcelProps.runtimeConfig).
export type { RuntimeConfig };

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
